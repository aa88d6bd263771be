import { randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { offlinePaymentIntents, type Database } from '@mdc/db';
import {
  PaymentProviderError,
  WebhookSignatureError,
  type PaymentIntent,
  type PaymentIntentStatus,
  type PaymentProvider,
  type Refund,
} from './payment-provider.ts';

/** The test cards of the offline provider (the numbers Stripe's test mode uses too). */
export const offlineTestCards = {
  succeeds: '4242424242424242',
  declines: '4000000000000002',
  requiresAction: '4000002760003184',
} as const;

export const offlineCardMessages = {
  declined: 'Your card was declined.',
  incorrectNumber: 'Your card number is incorrect.',
  expired: "Your card's expiration date is invalid or in the past.",
  cvc: "Your card's security code is invalid.",
  authenticationFailed:
    'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
} as const;

export interface OfflineCard {
  cardNumber: string;
  /** "MM/YY" */
  expiry: string;
  cvc: string;
}

export type OfflineConfirmation =
  | { status: 'succeeded' | 'requires_action' }
  | { status: 'requires_payment_method'; error_message: string };

type Row = typeof offlinePaymentIntents.$inferSelect;

/** Keyed refunds live in the intent's metadata under this prefix, hidden from callers. */
const refundPrefix = 'refund:';
const refundKey = (idempotencyKey: string) => `${refundPrefix}${idempotencyKey}`;

function refundsOf(row: Row): Record<string, Refund> {
  return Object.fromEntries(
    Object.entries(row.metadata)
      .filter(([key]) => key.startsWith(refundPrefix))
      .map(([key, value]) => [key.slice(refundPrefix.length), JSON.parse(value) as Refund]),
  );
}

function toIntent(row: Row): PaymentIntent {
  return {
    id: row.id,
    clientSecret: row.clientSecret,
    status: row.status as PaymentIntentStatus,
    amountCents: row.amountCents,
    currency: row.currency,
    metadata: Object.fromEntries(
      Object.entries(row.metadata).filter(([key]) => !key.startsWith(refundPrefix)),
    ),
    lastError: row.lastError,
  };
}

/** True when "MM/YY" names this month or a later one. */
export function isExpiryInFuture(expiry: string, now = new Date()): boolean {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(expiry.trim());
  if (!match) return false;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return false;
  return year * 12 + month >= now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
}

/** The card's outcome, as Stripe's test cards behave. */
export function offlineCardOutcome(card: OfflineCard, now = new Date()): OfflineConfirmation {
  const number = card.cardNumber.replace(/[\s-]/g, '');
  const known = Object.values(offlineTestCards) as string[];
  if (!known.includes(number)) {
    return {
      status: 'requires_payment_method',
      error_message: offlineCardMessages.incorrectNumber,
    };
  }
  if (!isExpiryInFuture(card.expiry, now)) {
    return { status: 'requires_payment_method', error_message: offlineCardMessages.expired };
  }
  if (!/^\d{3,4}$/.test(card.cvc.trim())) {
    return { status: 'requires_payment_method', error_message: offlineCardMessages.cvc };
  }
  if (number === offlineTestCards.declines) {
    return { status: 'requires_payment_method', error_message: offlineCardMessages.declined };
  }
  if (number === offlineTestCards.requiresAction) return { status: 'requires_action' };
  return { status: 'succeeded' };
}

function secretsMatch(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** States in which a card may still be tried. */
const payable = ['requires_payment_method', 'requires_action'];

/**
 * The test provider used when Stripe is not configured: intents live in the database (so every
 * instance shares them) and the clearly labelled test card form confirms them. No money moves.
 */
export function createOfflineProvider(db: Database, { now = () => new Date() } = {}) {
  async function find(id: string): Promise<Row | undefined> {
    const [row] = await db
      .select()
      .from(offlinePaymentIntents)
      .where(eq(offlinePaymentIntents.id, id));
    return row;
  }
  async function mustFind(id: string): Promise<Row> {
    const row = await find(id);
    if (!row) throw new PaymentProviderError(`No such payment_intent: '${id}'`);
    return row;
  }

  /**
   * The test card form's "pay": checks the client secret, then applies the card's outcome.
   * Null when the intent or secret is unknown. A paid intent stays paid.
   */
  async function confirmCard(
    id: string,
    clientSecret: string,
    card: OfflineCard,
  ): Promise<OfflineConfirmation | null> {
    const current = await find(id);
    if (!current || !secretsMatch(current.clientSecret, clientSecret)) return null;
    if (current.status === 'succeeded') return { status: 'succeeded' };
    if (current.status === 'canceled') {
      return {
        status: 'requires_payment_method',
        error_message: 'This payment was cancelled; reload the checkout page to pay again.',
      };
    }
    const outcome = offlineCardOutcome(card, now());
    const [row] = await db
      .update(offlinePaymentIntents)
      .set({
        status: outcome.status,
        lastError: 'error_message' in outcome ? outcome.error_message : null,
        updatedAt: now(),
      })
      .where(and(eq(offlinePaymentIntents.id, id), inArray(offlinePaymentIntents.status, payable)))
      .returning();
    // Another request moved it meanwhile (paid or cancelled): answer what it is now.
    if (!row) return confirmCard(id, clientSecret, card);
    return outcome;
  }

  /**
   * The test bank's 3-D Secure challenge for an intent that requires action: the buyer approves
   * (the payment succeeds) or fails it (the card is refused, as Stripe's test mode does). Null
   * when the intent or secret is unknown.
   */
  async function authenticate(
    id: string,
    clientSecret: string,
    approve: boolean,
  ): Promise<OfflineConfirmation | null> {
    const current = await find(id);
    if (!current || !secretsMatch(current.clientSecret, clientSecret)) return null;
    if (current.status === 'succeeded') return { status: 'succeeded' };
    const outcome: OfflineConfirmation = approve
      ? { status: 'succeeded' }
      : {
          status: 'requires_payment_method',
          error_message: offlineCardMessages.authenticationFailed,
        };
    const [row] = await db
      .update(offlinePaymentIntents)
      .set({
        status: outcome.status,
        lastError: 'error_message' in outcome ? outcome.error_message : null,
        updatedAt: now(),
      })
      .where(
        and(eq(offlinePaymentIntents.id, id), eq(offlinePaymentIntents.status, 'requires_action')),
      )
      .returning();
    if (row) return outcome;
    const after = (await find(id))!;
    return after.status === 'succeeded'
      ? { status: 'succeeded' }
      : {
          status: 'requires_payment_method',
          error_message: after.lastError ?? 'This payment needs no authentication now.',
        };
  }

  const provider: PaymentProvider & {
    confirmCard: typeof confirmCard;
    authenticate: typeof authenticate;
  } = {
    name: 'offline',

    async createIntent({ amountCents, currency, metadata, idempotencyKey }) {
      const id = `pi_offline_${randomBytes(12).toString('hex')}`;
      await db
        .insert(offlinePaymentIntents)
        .values({
          id,
          clientSecret: `${id}_secret_${randomBytes(16).toString('base64url')}`,
          idempotencyKey,
          amountCents,
          currency,
          metadata,
        })
        .onConflictDoNothing({ target: offlinePaymentIntents.idempotencyKey });
      const [row] = await db
        .select()
        .from(offlinePaymentIntents)
        .where(eq(offlinePaymentIntents.idempotencyKey, idempotencyKey));
      if (!row) throw new Error('offline provider: the intent was not stored');
      return toIntent(row);
    },

    async updateAmount(id, amountCents) {
      const [row] = await db
        .update(offlinePaymentIntents)
        .set({ amountCents, updatedAt: now() })
        .where(
          and(eq(offlinePaymentIntents.id, id), inArray(offlinePaymentIntents.status, payable)),
        )
        .returning();
      if (row) return toIntent(row);
      const current = await mustFind(id);
      throw new PaymentProviderError(
        `This PaymentIntent's amount could not be updated because it has a status of ${current.status}.`,
      );
    },

    async retrieve(id) {
      const row = await find(id);
      return row ? toIntent(row) : null;
    },

    async cancel(id) {
      const [row] = await db
        .update(offlinePaymentIntents)
        .set({ status: 'canceled', updatedAt: now() })
        .where(
          and(
            eq(offlinePaymentIntents.id, id),
            inArray(offlinePaymentIntents.status, [...payable, 'canceled']),
          ),
        )
        .returning();
      if (row) return toIntent(row);
      const current = await mustFind(id);
      throw new PaymentProviderError(
        `You cannot cancel this PaymentIntent because it has a status of ${current.status}.`,
      );
    },

    async refund(id, amountCents, idempotencyKey) {
      const current = await mustFind(id);
      const earlier = idempotencyKey && refundsOf(current)[idempotencyKey];
      if (earlier) return earlier;
      const amount = amountCents ?? current.amountCents - current.amountRefundedCents;
      const refund = {
        id: `re_offline_${randomBytes(8).toString('hex')}`,
        amountCents: amount,
        status: 'succeeded',
      };
      const conditions = [
        eq(offlinePaymentIntents.id, id),
        eq(offlinePaymentIntents.status, 'succeeded'),
        sql`${offlinePaymentIntents.amountRefundedCents} + ${amount} <= ${offlinePaymentIntents.amountCents}`,
      ];
      // A keyed refund is remembered with the intent (as Stripe keeps idempotent answers), in
      // the same conditional update that counts it, so two racing calls refund once.
      if (idempotencyKey) {
        conditions.push(
          sql`${offlinePaymentIntents.metadata} ->> ${refundKey(idempotencyKey)} is null`,
        );
      }
      const [row] = await db
        .update(offlinePaymentIntents)
        .set({
          amountRefundedCents: sql`${offlinePaymentIntents.amountRefundedCents} + ${amount}`,
          ...(idempotencyKey && {
            metadata: sql`${offlinePaymentIntents.metadata} || ${JSON.stringify({
              [refundKey(idempotencyKey)]: JSON.stringify(refund),
            })}::jsonb`,
          }),
          updatedAt: now(),
        })
        .where(and(...conditions))
        .returning();
      if (!row || amount <= 0) {
        const raced = idempotencyKey && refundsOf(await mustFind(id))[idempotencyKey];
        if (raced) return raced;
        throw new PaymentProviderError(
          `PaymentIntent ${id} cannot be refunded by ${amount} cents.`,
        );
      }
      return refund;
    },

    parseWebhook() {
      throw new WebhookSignatureError('The offline payment provider sends no webhooks');
    },

    confirmCard,
    authenticate,
  };
  return provider;
}

export type OfflineProvider = ReturnType<typeof createOfflineProvider>;
