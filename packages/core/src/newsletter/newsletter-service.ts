import { createHash, randomBytes } from 'node:crypto';
import { and, eq, ne, sql } from 'drizzle-orm';
import { newsletterSubscribers } from '@mdc/db';
import {
  isSiteLang,
  type NewsletterLinkOutcome,
  type NewsletterSubscribeInput,
  type SiteLang,
} from '@mdc/shared';
import type { CaptchaContext, CaptchaFailure, CaptchaVerifier } from '../captcha/index.ts';
import { commitAndNotify, queueEmail, type MailingDeps } from '../mail/index.ts';
import { newsletterConfirmationEmail, newsletterLinks } from './newsletter-emails.ts';

export interface NewsletterServiceDeps extends MailingDeps {
  captcha: CaptchaVerifier;
}

export type SubscribeResult =
  { ok: true; status: 'success' | 'duplicate' } | { ok: false; reason: CaptchaFailure };

export interface LinkResult {
  outcome: NewsletterLinkOutcome;
  /** The subscriber's language, when the link was recognised. */
  lang: SiteLang | undefined;
}

/** 256 random bits, URL-safe: 43 characters. */
const tokenPattern = /^[A-Za-z0-9_-]{43}$/;

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Newsletter subscriptions with double opt-in: an address is pending until its owner follows the
 * link in the confirmation e-mail, and the same link's token unsubscribes it in one click.
 */
export function createNewsletterService(deps: NewsletterServiceDeps) {
  const { db } = deps;

  /** Applies a link's token to the subscriber it belongs to, if any. */
  async function useLink(
    token: string | undefined,
    change: { status: 'confirmed' | 'unsubscribed'; from: 'pending' | 'any' },
  ): Promise<LinkResult> {
    if (!token || !tokenPattern.test(token)) return { outcome: 'invalid-link', lang: undefined };
    const tokenHash = hashToken(token);
    const now = new Date();
    const [changed] = await db
      .update(newsletterSubscribers)
      .set(
        change.status === 'confirmed'
          ? { status: 'confirmed', confirmedAt: now, updatedAt: now }
          : { status: 'unsubscribed', unsubscribedAt: now, updatedAt: now },
      )
      .where(
        and(
          eq(newsletterSubscribers.tokenHash, tokenHash),
          change.from === 'pending'
            ? eq(newsletterSubscribers.status, 'pending')
            : ne(newsletterSubscribers.status, change.status),
        ),
      )
      .returning({ language: newsletterSubscribers.language });
    const [found] = changed
      ? [{ ...changed, status: change.status }]
      : await db
          .select({
            language: newsletterSubscribers.language,
            status: newsletterSubscribers.status,
          })
          .from(newsletterSubscribers)
          .where(eq(newsletterSubscribers.tokenHash, tokenHash));
    const lang = isSiteLang(found?.language) ? found.language : undefined;
    // A second click on the same link answers as the first did.
    if (found?.status === change.status) return { outcome: change.status, lang };
    return { outcome: 'invalid-link', lang };
  }

  /**
   * A pending subscription with a fresh confirmation e-mail; false (nothing sent) for an address
   * that is already confirmed.
   */
  async function startSubscription(address: string, language: SiteLang): Promise<boolean> {
    const email = address.toLowerCase();
    const token = randomBytes(32).toString('base64url');
    const now = new Date();
    const estateName = await deps.estateName();
    const pending = {
      language,
      status: 'pending',
      tokenHash: hashToken(token),
      consentAt: now,
      confirmedAt: null,
      unsubscribedAt: null,
      updatedAt: now,
    };

    return commitAndNotify(deps, async (tx) => {
      // One statement, so two simultaneous requests for one address cannot both insert; a
      // confirmed subscriber is left exactly as it is.
      const [row] = await tx
        .insert(newsletterSubscribers)
        .values({ email, ...pending })
        .onConflictDoUpdate({
          target: newsletterSubscribers.email,
          set: pending,
          setWhere: sql`${newsletterSubscribers.status} <> 'confirmed'`,
        })
        .returning({ id: newsletterSubscribers.id });
      if (!row) return false;
      await queueEmail(
        tx,
        newsletterConfirmationEmail({
          to: email,
          lang: language,
          links: newsletterLinks(deps.publicUrl, token, language),
          estateName,
        }),
      );
      return true;
    });
  }

  return {
    /**
     * docs/product/api.md#site-api: 'success' for a new, pending or unsubscribed address (a confirmation e-mail
     * with a fresh link is sent), 'duplicate' for a confirmed one.
     */
    async subscribe(
      input: NewsletterSubscribeInput,
      context: CaptchaContext = {},
    ): Promise<SubscribeResult> {
      const check = await deps.captcha.verify(input.recaptcha_token, context);
      if (!check.ok) return check;

      const queued = await startSubscription(input.email, input.language);
      return { ok: true, status: queued ? 'success' : 'duplicate' };
    },

    /** The confirmation link: a pending subscriber becomes confirmed. */
    confirm: (token: string | undefined) =>
      useLink(token, { status: 'confirmed', from: 'pending' }),

    /** The unsubscribe link (and RFC 8058 one-click POST): works from pending or confirmed. */
    unsubscribe: (token: string | undefined) =>
      useLink(token, { status: 'unsubscribed', from: 'any' }),

    /** The subscription of an address, for its signed-in owner's profile. */
    async statusOf(address: string): Promise<'none' | 'pending' | 'confirmed' | 'unsubscribed'> {
      const [row] = await db
        .select({ status: newsletterSubscribers.status })
        .from(newsletterSubscribers)
        .where(eq(newsletterSubscribers.email, address.toLowerCase()));
      const status = row?.status;
      return status === 'pending' || status === 'confirmed' || status === 'unsubscribed'
        ? status
        : 'none';
    },

    /**
     * A signed-in customer switches the newsletter on or off. An address the account verified
     * is confirmed at once (its owner is asking); otherwise the usual confirmation e-mail goes.
     */
    async setSubscription(
      address: string,
      change: { subscribed: boolean; language: SiteLang; verified: boolean },
    ): Promise<void> {
      const email = address.toLowerCase();
      const now = new Date();
      if (!change.subscribed) {
        await db
          .update(newsletterSubscribers)
          .set({ status: 'unsubscribed', unsubscribedAt: now, updatedAt: now })
          .where(
            and(
              eq(newsletterSubscribers.email, email),
              ne(newsletterSubscribers.status, 'unsubscribed'),
            ),
          );
        return;
      }
      if (!change.verified) {
        await startSubscription(email, change.language);
        return;
      }
      const confirmed = {
        language: change.language,
        status: 'confirmed',
        consentAt: now,
        confirmedAt: now,
        unsubscribedAt: null,
        updatedAt: now,
      };
      await db
        .insert(newsletterSubscribers)
        .values({
          email,
          tokenHash: hashToken(randomBytes(32).toString('base64url')),
          ...confirmed,
        })
        .onConflictDoUpdate({
          target: newsletterSubscribers.email,
          set: confirmed,
          setWhere: sql`${newsletterSubscribers.status} <> 'confirmed'`,
        });
    },

    /** Removes an address entirely (its owner deleted the account). */
    async forget(address: string): Promise<void> {
      await db
        .delete(newsletterSubscribers)
        .where(eq(newsletterSubscribers.email, address.toLowerCase()));
    },
  };
}

export type NewsletterService = ReturnType<typeof createNewsletterService>;
