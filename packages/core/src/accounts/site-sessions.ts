import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { siteSessions } from '@mdc/db';
import type { User } from '@mdc/shared';
import type { DbExecutor } from '../mail/index.ts';
import { toUser, type AccountContext, type UserRow } from './account-context.ts';
import { hashSecret, newSecret } from './tokens.ts';

/** A session ends this long after its last use (docs/decisions/131-cookie-session.md). */
export const sessionIdleMs = 7 * 24 * 3_600_000;
/** And this long after it began, however often it is used. */
export const sessionAbsoluteMs = 30 * 24 * 3_600_000;
/** The last-use time is written at most this often, so reading pages does not write each time. */
const touchEveryMs = 5 * 60_000;

/** A started session: the cookie's value (never stored) and the session's CSRF token. */
export interface StartedSession {
  id: string;
  csrf: string;
  expiresAt: Date;
}

/** The session behind a cookie: its account and CSRF token. */
export interface CurrentSession {
  user: User;
  csrf: string;
  expiresAt: Date;
}

/**
 * The site's cookie sessions (decision 131): database rows, so any instance reads them; the CSRF
 * token is an HMAC of the stored hash under a key derived from JWT_SECRET (decision 132).
 */
export function createSiteSessions(context: AccountContext) {
  const { db, now, userById, deps } = context;
  const csrfKey = createHmac('sha256', deps.jwtSecret).update('mdc/csrf/v1').digest();
  const csrfOf = (idHash: string) =>
    createHmac('sha256', csrfKey).update(idHash).digest('base64url');

  async function start(user: Pick<UserRow, 'id' | 'sessionVersion'>, previous?: string | null) {
    const at = now();
    const id = newSecret();
    const idHash = hashSecret(id);
    const expiresAt = new Date(at.getTime() + sessionAbsoluteMs);
    await db.transaction(async (tx) => {
      // Rotation: whatever session the browser had before signing in ends here.
      if (previous) await end(previous, tx);
      // The account's sessions that can no longer be used are forgotten.
      await tx
        .delete(siteSessions)
        .where(
          and(
            eq(siteSessions.userId, user.id),
            or(
              lt(siteSessions.expiresAt, at),
              lt(siteSessions.lastSeenAt, new Date(at.getTime() - sessionIdleMs)),
              lt(siteSessions.revokedAt, at),
            ),
          ),
        );
      await tx.insert(siteSessions).values({
        idHash,
        userId: user.id,
        version: user.sessionVersion,
        createdAt: at,
        lastSeenAt: at,
        expiresAt,
      });
    });
    return { id, csrf: csrfOf(idHash), expiresAt } satisfies StartedSession;
  }

  async function end(id: string, tx: DbExecutor = db) {
    await tx
      .update(siteSessions)
      .set({ revokedAt: now() })
      .where(and(eq(siteSessions.idHash, hashSecret(id)), isNull(siteSessions.revokedAt)));
  }

  return {
    /** Starts a session for the account, ending the one the browser came with (rotation). */
    startSession: (userId: number, previous?: string | null) =>
      userById(userId).then((row) => {
        if (!row) throw new Error(`startSession: no account ${userId}`);
        return start(row, previous);
      }),

    /** Sign-out: the session ends on the server, whoever holds a copy of the cookie. */
    endSession: (id: string) => end(id),

    /**
     * The session of a cookie's value, or null: unknown, revoked, past its absolute or idle
     * expiry, of an account that is gone, or begun before the account's password changed.
     */
    async currentSession(id: string): Promise<CurrentSession | null> {
      if (!/^[A-Za-z0-9_-]{43}$/.test(id)) return null;
      const idHash = hashSecret(id);
      const at = now();
      const [row] = await db.select().from(siteSessions).where(eq(siteSessions.idHash, idHash));
      if (!row || row.revokedAt) return null;
      const idle = at.getTime() - row.lastSeenAt.getTime() > sessionIdleMs;
      if (idle || row.expiresAt <= at) return null;
      const owner = await userById(row.userId);
      if (!owner || owner.sessionVersion !== row.version) return null;
      if (at.getTime() - row.lastSeenAt.getTime() > touchEveryMs) {
        await db
          .update(siteSessions)
          .set({ lastSeenAt: at })
          .where(eq(siteSessions.idHash, idHash));
      }
      return { user: toUser(owner), csrf: csrfOf(idHash), expiresAt: row.expiresAt };
    },

    /** Whether a CSRF token is the one of this cookie's session (constant time). */
    checkCsrf(id: string, token: unknown): boolean {
      if (typeof token !== 'string' || token.length !== 43) return false;
      const expected = Buffer.from(csrfOf(hashSecret(id)));
      const given = Buffer.from(token);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}

export type SiteSessions = ReturnType<typeof createSiteSessions>;
