import { acrossTabs, createAuthSession } from '@mdc/shared';

/**
 * The admin panel's own keys: the site keeps no token in web storage any more and removes the
 * old keys on load (docs/decisions/131-cookie-session.md), so the panel, still a client of the
 * token API, keeps its tokens under `admin.` names the site leaves alone.
 */
const adminStorage = {
  getItem: (key: string) => window.localStorage.getItem(`admin.${key}`),
  setItem: (key: string, value: string) => window.localStorage.setItem(`admin.${key}`, value),
  removeItem: (key: string) => window.localStorage.removeItem(`admin.${key}`),
};

/** The staff's token session (docs/product/accounts.md#account-data storage keys). */
export const session = createAuthSession({
  storage: () => adminStorage,
  fetch: (...args) => window.fetch(...args),
  onExpired: () => {},
  // One lock with the site's tabs: a renewal there and one here never use the same refresh token.
  exclusive: acrossTabs,
});
