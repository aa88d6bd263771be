import { createHash } from 'node:crypto';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { loginThrottles, type Database } from '@mdc/db';
import type { DbExecutor } from '../mail/index.ts';

/** 10 failures in a row lock for a minute, doubling up to 15; forgotten after an hour. */
export const lockout = {
  threshold: 10,
  firstMs: 60_000,
  maxMs: 15 * 60_000,
  forgetAfterMs: 3_600_000,
};

/** The e-mail typed, as the throttle keeps it: SHA-256 of its trimmed lower-case form. */
export function emailKey(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
}

/**
 * Sign-in failures by the e-mail typed, known or not (decision 099): after ten in a row both
 * answer 429 for the same time, so the lockout does not tell who has an account. Kept in the
 * database, so every instance sees the same count.
 */
export function createLoginThrottle(db: Database) {
  return {
    /** Whole minutes the e-mail stays locked at `at`, or null. */
    async lockedMinutes(email: string, at: Date): Promise<number | null> {
      const [row] = await db
        .select({ lockedUntil: loginThrottles.lockedUntil })
        .from(loginThrottles)
        .where(eq(loginThrottles.emailKey, emailKey(email)));
      if (!row?.lockedUntil || row.lockedUntil <= at) return null;
      return Math.ceil((row.lockedUntil.getTime() - at.getTime()) / 60_000);
    },

    async recordFailure(email: string, at: Date): Promise<void> {
      const forgetBefore = new Date(at.getTime() - lockout.forgetAfterMs);
      const [row] = await db
        .insert(loginThrottles)
        .values({ emailKey: emailKey(email), failures: 1, lastFailedAt: at })
        .onConflictDoUpdate({
          target: loginThrottles.emailKey,
          set: {
            failures: sql`case when ${loginThrottles.lastFailedAt} < ${forgetBefore} then 1 else ${loginThrottles.failures} + 1 end`,
            lastFailedAt: at,
          },
        })
        .returning({ failures: loginThrottles.failures });
      const failures = row?.failures ?? 0;
      if (failures >= lockout.threshold) {
        const ms = Math.min(
          lockout.maxMs,
          lockout.firstMs * 2 ** Math.min(failures - lockout.threshold, 10),
        );
        await db
          .update(loginThrottles)
          .set({ lockedUntil: new Date(at.getTime() + ms) })
          .where(eq(loginThrottles.emailKey, emailKey(email)));
      }
      // Old rows go as new failures come: the table holds about an hour of them.
      await db
        .delete(loginThrottles)
        .where(
          and(
            lt(loginThrottles.lastFailedAt, forgetBefore),
            or(isNull(loginThrottles.lockedUntil), lt(loginThrottles.lockedUntil, at)),
          ),
        );
    },

    /** A sign-in or a password reset ends the count. */
    async clear(executor: DbExecutor, email: string): Promise<void> {
      await executor.delete(loginThrottles).where(eq(loginThrottles.emailKey, emailKey(email)));
    },
  };
}
