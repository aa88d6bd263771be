import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { users } from '@mdc/db';
import type { TokenPair } from '@mdc/shared';
import { commitAndNotify } from '../mail/index.ts';
import { hashPassword, verifyPassword } from './tokens.ts';
import {
  toUser,
  type AccountContext,
  type RegistrationData,
  type UserRow,
} from './account-context.ts';
import type { SiteSessions } from './site-sessions.ts';
import { AccountError } from './account-errors.ts';

/**
 * Signing up and in with a password: registration, login, the staff account of create-admin.
 * Sessions (refresh, logout, access tokens) are in sessions.ts, the site's cookie sessions in
 * site-sessions.ts, Google sign-in in google-sign-in.ts.
 */
export function createCredentials(context: AccountContext, sessions: SiteSessions) {
  const { db, now, throttle, userByEmail, issuePair, queueVerification, refuseCommon, deps } =
    context;

  /** A new account and its welcome e-mail; refused when the e-mail has an account. */
  async function registerAccount(input: RegistrationData): Promise<UserRow> {
    await refuseCommon(input.password1, 'password1');
    const passwordHash = await hashPassword(input.password1);
    const at = now();
    const estateName = await deps.estateName();
    const created = await commitAndNotify(deps, async (tx) => {
      const [row] = await tx
        .insert(users)
        .values({
          email: input.email,
          username: input.username,
          passwordHash,
          language: input.lang,
          createdAt: at,
          updatedAt: at,
        })
        .onConflictDoNothing({ target: users.email })
        .returning();
      if (!row) return null;
      await queueVerification(tx, row, true, estateName);
      return row;
    });
    if (!created) throw new AccountError(400, 'email_taken', 'email');
    return created;
  }

  /**
   * The one check of an e-mail and password, for the token API and the site alike. An unknown
   * e-mail and a wrong password get the same answer after the same argon2 work; ten failures in
   * a row lock the e-mail typed, known or not, with the same 429 (decision 099).
   */
  async function checkCredentials(email: string, password: string): Promise<UserRow> {
    const at = now();
    const minutes = await throttle.lockedMinutes(email, at);
    if (minutes !== null) throw new AccountError(429, 'account_locked', undefined, { minutes });
    const user = await userByEmail(email);
    const ok = await verifyPassword(user?.passwordHash ?? null, password);
    if (!user || !ok) {
      await throttle.recordFailure(email, at);
      throw new AccountError(401, 'invalid_credentials');
    }
    await throttle.clear(db, email);
    await db.update(users).set({ lastLoginAt: at }).where(eq(users.id, user.id));
    return user;
  }

  return {
    /** POST /api/auth/registration/: the account, signed in, and a welcome e-mail to verify. */
    async register(input: RegistrationData): Promise<TokenPair & { user: { username: string } }> {
      const row = await registerAccount(input);
      return { ...(await issuePair(row)), user: { username: row.username } };
    },

    /** The site's registration (decision 131): the same account, with a cookie session. */
    async registerWithSession(input: RegistrationData, previous?: string | null) {
      const row = await registerAccount(input);
      return { session: await sessions.startSession(row.id, previous), user: toUser(row) };
    },

    /** POST /api/users/token/: the token pair of a right e-mail and password. */
    async login(email: string, password: string): Promise<TokenPair> {
      return issuePair(await checkCredentials(email, password));
    },

    /** The site's sign-in (decision 131): the same checks and lockout, then a cookie session. */
    async signIn(email: string, password: string, previous?: string | null) {
      const user = await checkCredentials(email, password);
      return { session: await sessions.startSession(user.id, previous), user: toUser(user) };
    },

    /**
     * `npm run create-admin`: makes the account with this e-mail staff, creating it when
     * needed. Without a password a new account gets a generated one, returned once.
     */
    async createStaff(
      email: string,
      password?: string,
    ): Promise<{ created: boolean; password: string | null }> {
      const address = email.trim().toLowerCase();
      const generated = password ? null : randomBytes(18).toString('base64url');
      if (password) await refuseCommon(password, 'password');
      const existing = await userByEmail(address);
      const at = now();
      if (existing) {
        await db
          .update(users)
          .set({
            isStaff: true,
            ...(password && {
              passwordHash: await hashPassword(password),
              sessionVersion: sql`${users.sessionVersion} + 1`,
            }),
            updatedAt: at,
          })
          .where(eq(users.id, existing.id));
        return { created: false, password: null };
      }
      await db.insert(users).values({
        email: address,
        username: address.split('@')[0]!.slice(0, 50),
        passwordHash: await hashPassword(password ?? generated!),
        isStaff: true,
        emailVerifiedAt: at,
      });
      return { created: true, password: generated };
    },
  };
}
