import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { refreshTokens, users } from '@mdc/db';
import type { TokenPair, User } from '@mdc/shared';
import { commitAndNotify } from '../mail/outbox.ts';
import { hashPassword, hashSecret, newSecret, verifyPassword } from './tokens.ts';
import {
  toUser,
  refreshTokenMs,
  type AccountContext,
  type RegistrationData,
} from './account-context.ts';
import { AccountError } from './account-errors.ts';

/**
 * Signing up and in: registration, login with rotating refresh tokens, logout, Google sign-in, the
 * staff account of create-admin.
 */
export function createCredentials(context: AccountContext) {
  const {
    db,
    now,
    access,
    google,
    throttle,
    userById,
    userByEmail,
    issuePair,
    revokeSessions,
    queueVerification,
    claimGuestOrders,
    refuseCommon,
    deps,
  } = context;
  return {
    /** POST /api/auth/registration/: the account, signed in, and a welcome e-mail to verify. */
    async register(input: RegistrationData): Promise<TokenPair & { user: { username: string } }> {
      refuseCommon(input.password1, 'password1');
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
        return { tokens: await issuePair(row, tx), username: row.username };
      });
      if (!created) throw new AccountError(400, 'email_taken', 'email');
      return { ...created.tokens, user: { username: created.username } };
    },

    /**
     * POST /api/users/token/. An unknown e-mail and a wrong password get the same answer after
     * the same argon2 work; ten failures in a row lock the e-mail typed, known or not, with the
     * same 429 (decision 099).
     */
    async login(email: string, password: string): Promise<TokenPair> {
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
      return issuePair(user);
    },

    /**
     * POST /api/users/token/refresh/: the token is replaced by a new one of its family. A token
     * that was already replaced (or revoked) was stolen or replayed: the whole family ends.
     */
    async refresh(token: string): Promise<TokenPair> {
      const tokenHash = hashSecret(token);
      const at = now();
      const refused = () => new AccountError(401, 'session_expired');
      const outcome = await db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(refreshTokens)
          .where(eq(refreshTokens.tokenHash, tokenHash));
        if (!row) return null;
        const [current] = await tx
          .update(refreshTokens)
          .set({ revokedAt: at })
          .where(
            and(
              eq(refreshTokens.id, row.id),
              isNull(refreshTokens.revokedAt),
              gt(refreshTokens.expiresAt, at),
            ),
          )
          .returning();
        if (!current) {
          return { kind: 'refused' as const, reused: row.revokedAt !== null, row };
        }
        const next = newSecret();
        const [inserted] = await tx
          .insert(refreshTokens)
          .values({
            tokenHash: hashSecret(next),
            familyId: row.familyId,
            userId: row.userId,
            expiresAt: new Date(at.getTime() + refreshTokenMs),
            createdAt: at,
          })
          .returning({ id: refreshTokens.id });
        await tx
          .update(refreshTokens)
          .set({ replacedBy: inserted!.id })
          .where(eq(refreshTokens.id, row.id));
        const [owner] = await tx
          .select({ version: users.sessionVersion })
          .from(users)
          .where(eq(users.id, row.userId));
        const pair = { access: await access.sign(row.userId, owner!.version, at), refresh: next };
        return { kind: 'rotated' as const, pair };
      });
      if (!outcome) throw refused();
      if (outcome.kind === 'rotated') return outcome.pair;
      if (outcome.reused) {
        const { familyId, userId } = outcome.row;
        deps.logger.warn({ familyId, userId }, 'refresh token reused: its family is revoked');
        await db
          .update(refreshTokens)
          .set({ revokedAt: at })
          .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
      }
      throw refused();
    },

    /** POST /api/users/logout/: ends the session the refresh token belongs to. */
    async logout(token: string): Promise<void> {
      const [row] = await db
        .select({ familyId: refreshTokens.familyId })
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, hashSecret(token)));
      if (!row) return;
      await db
        .update(refreshTokens)
        .set({ revokedAt: now() })
        .where(and(eq(refreshTokens.familyId, row.familyId), isNull(refreshTokens.revokedAt)));
    },

    /**
     * The account of a bearer access token, or null: forged, expired, for another audience,
     * issued before the last password reset, or of an account that no longer exists.
     */
    async authenticate(token: string): Promise<User | null> {
      const claims = await access.verify(token);
      if (!claims) return null;
      const row = await userById(claims.userId);
      if (!row) return null;
      if (claims.version !== row.sessionVersion) return null;
      return toUser(row);
    },

    /**
     * POST /api/users/social/google/: a Google ID token signs in the account with that Google
     * id, or the one with the same (Google-verified) e-mail, or a new one.
     */
    async googleLogin(idToken: string): Promise<TokenPair & { user: { username: string } }> {
      // Without GOOGLE_CLIENT_ID the route does not exist; a direct call fails as Google would.
      if (!google) throw new AccountError(404, 'google_failed');
      const identity = await google(idToken);
      if (!identity) throw new AccountError(401, 'google_failed');
      const at = now();
      const result = await db.transaction(async (tx) => {
        const [bySub] = await tx.select().from(users).where(eq(users.googleSub, identity.sub));
        const [byEmail] = bySub
          ? [bySub]
          : await tx.select().from(users).where(eq(users.email, identity.email));
        let user = byEmail;
        if (user && user.googleSub && user.googleSub !== identity.sub) return null;
        if (user && !user.googleSub) {
          // A password set by someone who never proved the address is not the owner's: it goes
          // (pre-registration takeover), with every session it opened.
          const unproven = user.emailVerifiedAt === null;
          [user] = await tx
            .update(users)
            .set({
              googleSub: identity.sub,
              emailVerifiedAt: user.emailVerifiedAt ?? at,
              ...(unproven && {
                passwordHash: null,
                sessionVersion: sql`${users.sessionVersion} + 1`,
              }),
              updatedAt: at,
            })
            .where(eq(users.id, user.id))
            .returning();
          if (unproven) await revokeSessions(tx, user!.id, at);
        }
        if (!user) {
          [user] = await tx
            .insert(users)
            .values({
              email: identity.email,
              username: (identity.name || identity.email.split('@')[0] || 'Google').slice(0, 50),
              googleSub: identity.sub,
              emailVerifiedAt: at,
              createdAt: at,
              updatedAt: at,
            })
            .returning();
        }
        await claimGuestOrders(tx, user!);
        await tx.update(users).set({ lastLoginAt: at }).where(eq(users.id, user!.id));
        return { tokens: await issuePair(user!, tx), username: user!.username };
      });
      if (!result) throw new AccountError(401, 'google_failed');
      return { ...result.tokens, user: { username: result.username } };
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
      if (password) refuseCommon(password, 'password');
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
