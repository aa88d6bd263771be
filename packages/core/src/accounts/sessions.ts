import { and, eq, gt, isNull } from 'drizzle-orm';
import { refreshTokens, users } from '@mdc/db';
import type { TokenPair, User } from '@mdc/shared';
import { hashSecret, newSecret } from './tokens.ts';
import { toUser, refreshTokenMs, type AccountContext } from './account-context.ts';
import { AccountError } from './account-errors.ts';

/**
 * A signed-in session (decision 050): rotating refresh tokens, logout, and the account behind an
 * access token.
 */
export function createSessions(context: AccountContext) {
  const { db, now, access, userById, deps } = context;
  return {
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
  };
}
