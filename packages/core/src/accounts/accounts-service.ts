import { sessionCookieNames, type AccountsPublicConfig } from '@mdc/shared';
import { createAccountContext, type AccountsDeps } from './account-context.ts';
import { createAccountData } from './account-data.ts';
import { createAccountLinks } from './account-links.ts';
import { createCredentials } from './credentials.ts';
import { createGoogleSignIn } from './google-sign-in.ts';
import { createProfile } from './profile.ts';
import { createSessions } from './sessions.ts';
import { createSiteSessions } from './site-sessions.ts';

export type {
  AccountNewsletterPort,
  AccountsDeps,
  RegistrationData,
  UserUpdateData,
} from './account-context.ts';
export { AccountError, accountMessages, type AccountRefusal } from './account-errors.ts';

/**
 * Customer accounts (docs/product/accounts.md#sessions-and-tokens "Authentication", docs/product/api.md#accounts-api; decision 050): registration, login with
 * rotating refresh tokens, profile, password reset, e-mail verification, Google sign-in, GDPR
 * export and deletion. Passwords are argon2id; every token is stored as a SHA-256 hash only.
 */
export function createAccountsService(deps: AccountsDeps) {
  const context = createAccountContext(deps);
  const siteSessions = createSiteSessions(context);
  return {
    /** The site session's cookie names, by whether the site is on https (decision 131). */
    sessionCookie: sessionCookieNames(deps.publicUrl),
    publicConfig(): AccountsPublicConfig {
      return { googleClientId: deps.google?.clientId ?? null };
    },
    ...createCredentials(context, siteSessions),
    ...siteSessions,
    ...createSessions(context),
    ...createGoogleSignIn(context, siteSessions),
    ...createAccountLinks(context),
    ...createProfile(context),
    ...createAccountData(context),
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
