import { eq, sql } from 'drizzle-orm';
import { users } from '@mdc/db';
import type { TokenPair } from '@mdc/shared';
import { toUser, type AccountContext, type UserRow } from './account-context.ts';
import type { SiteSessions } from './site-sessions.ts';
import { AccountError } from './account-errors.ts';

/**
 * Google sign-in (decision 050): the account with the Google id, else the one with the
 * Google-verified e-mail, else a new one.
 */
export function createGoogleSignIn(context: AccountContext, sessions: SiteSessions) {
  const { db, now, google, issuePair, revokeSessions, claimGuestOrders } = context;

  /** The account a Google ID token signs in (found, linked or created). */
  async function googleAccount(idToken: string): Promise<UserRow> {
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
      return user!;
    });
    if (!result) throw new AccountError(401, 'google_failed');
    return result;
  }

  return {
    /**
     * POST /api/users/social/google/: a Google ID token signs in the account with that Google
     * id, or the one with the same (Google-verified) e-mail, or a new one.
     */
    async googleLogin(idToken: string): Promise<TokenPair & { user: { username: string } }> {
      const user = await googleAccount(idToken);
      return { ...(await issuePair(user)), user: { username: user.username } };
    },

    /** The site's Google sign-in (decision 131): the same account, with a cookie session. */
    async googleSignIn(idToken: string, previous?: string | null) {
      const user = await googleAccount(idToken);
      return { session: await sessions.startSession(user.id, previous), user: toUser(user) };
    },
  };
}
