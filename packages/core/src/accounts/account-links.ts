import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { emailVerificationTokens, passwordResetTokens, users } from '@mdc/db';
import { pathTo, type SiteLang } from '@mdc/shared';
import { commitAndNotify, queueEmail } from '../mail/index.ts';
import { passwordResetMessage } from './account-emails.ts';
import { hashPassword, hashSecret, newSecret } from './tokens.ts';
import { langOf, resetTokenMs, type AccountContext } from './account-context.ts';
import { AccountError } from './account-errors.ts';

/** The e-mailed links: password reset (request and confirm) and e-mail verification. */
export function createAccountLinks(context: AccountContext) {
  const {
    db,
    publicUrl,
    now,
    site,
    throttle,
    userByEmail,
    revokeSessions,
    claimGuestOrders,
    refuseCommon,
    deps,
  } = context;
  return {
    /**
     * POST /api/auth/password/reset/: the same answer whether the address has an account or
     * not; an account gets a single-use link valid for 60 minutes (earlier links stop working).
     */
    async requestPasswordReset(email: string, lang: SiteLang): Promise<void> {
      const user = await userByEmail(email);
      if (!user) return;
      const token = newSecret();
      const at = now();
      const estateName = await deps.estateName();
      await commitAndNotify(deps, async (tx) => {
        await tx
          .update(passwordResetTokens)
          .set({ usedAt: at })
          .where(and(eq(passwordResetTokens.userId, user.id), isNull(passwordResetTokens.usedAt)));
        await tx.insert(passwordResetTokens).values({
          tokenHash: hashSecret(token),
          userId: user.id,
          expiresAt: new Date(at.getTime() + resetTokenMs),
          createdAt: at,
        });
        const query = new URLSearchParams({ uid: String(user.id), token });
        await queueEmail(
          tx,
          passwordResetMessage({
            to: user.email,
            name: user.firstName || user.username,
            lang,
            url: `${publicUrl}${pathTo('login', lang)}?${query}`,
            estateName,
            site: site(),
          }),
        );
      });
    },

    /** POST /api/auth/password/reset/confirm/: sets the password and ends every session. */
    async confirmPasswordReset(input: {
      uid: string;
      token: string;
      new_password1: string;
    }): Promise<void> {
      await refuseCommon(input.new_password1, 'new_password1');
      const userId = /^\d{1,9}$/.test(input.uid) ? Number(input.uid) : 0;
      const passwordHash = await hashPassword(input.new_password1);
      const at = now();
      const done = await db.transaction(async (tx) => {
        const [used] = await tx
          .update(passwordResetTokens)
          .set({ usedAt: at })
          .where(
            and(
              eq(passwordResetTokens.tokenHash, hashSecret(input.token)),
              eq(passwordResetTokens.userId, userId),
              isNull(passwordResetTokens.usedAt),
              gt(passwordResetTokens.expiresAt, at),
            ),
          )
          .returning({ userId: passwordResetTokens.userId });
        if (!used) return false;
        const [owner] = await tx
          .update(users)
          .set({
            passwordHash,
            sessionVersion: sql`${users.sessionVersion} + 1`,
            updatedAt: at,
          })
          .where(eq(users.id, used.userId))
          .returning({ email: users.email });
        // A reset ends a lockout (decision 099).
        if (owner) await throttle.clear(tx, owner.email);
        await revokeSessions(tx, used.userId, at);
        return true;
      });
      if (!done) throw new AccountError(400, 'invalid_link', 'token');
    },

    /**
     * The verification link: the address is the account's, so guest orders placed with it join
     * the account. Null for an unknown, used or expired link, or one for a former address.
     */
    async verifyEmail(uid: string, token: string): Promise<{ lang: SiteLang } | null> {
      const userId = /^\d{1,9}$/.test(uid) ? Number(uid) : 0;
      const at = now();
      return db.transaction(async (tx) => {
        const [used] = await tx
          .update(emailVerificationTokens)
          .set({ usedAt: at })
          .where(
            and(
              eq(emailVerificationTokens.tokenHash, hashSecret(token)),
              eq(emailVerificationTokens.userId, userId),
              isNull(emailVerificationTokens.usedAt),
              gt(emailVerificationTokens.expiresAt, at),
            ),
          )
          .returning({ email: emailVerificationTokens.email });
        if (!used) return null;
        const [user] = await tx
          .update(users)
          .set({ emailVerifiedAt: at, updatedAt: at })
          .where(and(eq(users.id, userId), eq(users.email, used.email)))
          .returning();
        if (!user) return null;
        await claimGuestOrders(tx, user);
        return { lang: langOf(user) };
      });
    },
  };
}
