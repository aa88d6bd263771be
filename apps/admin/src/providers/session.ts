import { acrossTabs, createAuthSession } from '@mdc/shared';

/**
 * The same browser session as the shop (docs/product/accounts.md#account-data storage keys): staff signed in on the site
 * open /admin already signed in, and signing out here signs out there too.
 */
export const session = createAuthSession({
  storage: () => window.localStorage,
  fetch: (...args) => window.fetch(...args),
  onExpired: () => {},
  // One lock with the site's tabs: a renewal there and one here never use the same refresh token.
  exclusive: acrossTabs,
});
