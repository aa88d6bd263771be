import { randomBytes } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { offlinePaymentIntents, type Database } from '@mdc/db';
import { offlineAsyncMethods } from './offline-async-methods.ts';
import { offlineCardPayments, payable } from './offline-card.ts';
import {
  offlineStore,
  refundKey,
  refundsOf,
  toIntent,
  type OfflineStore,
} from './offline-store.ts';
import {
  PaymentProviderError,
  WebhookSignatureError,
  type PaymentProvider,
  type Refund,
} from './payment-provider.ts';

export {
  isExpiryInFuture,
  offlineCardMessages,
  offlineCardOutcome,
  offlineTestCards,
  type OfflineCard,
  type OfflineConfirmation,
} from './offline-card.ts';
export { offlineMbWayMessages } from './offline-store.ts';
export { multibancoReferenceOf, offlineMultibancoEntity } from './offline-async-methods.ts';

/** Refunds a succeeded offline intent (all of what is left without an amount), keyed or not. */
async function refundOffline(
  { db, now, mustFind }: OfflineStore,
  id: string,
  amountCents?: number,
  idempotencyKey?: string,
): Promise<Refund> {
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
    throw new PaymentProviderError(`PaymentIntent ${id} cannot be refunded by ${amount} cents.`);
  }
  return refund;
}

/**
 * The test provider used when Stripe is not configured: intents live in the database (so every
 * instance shares them); the clearly labelled test card form, the test MB WAY phones and the test
 * Multibanco vouchers confirm them (decision 110). No money moves.
 */
export function createOfflineProvider(db: Database, { now = () => new Date() } = {}) {
  const store = offlineStore(db, now);
  const { find, mustFind } = store;

  const provider: PaymentProvider = {
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
      // An MB WAY answer that is due is taken first: a request approved in time stays paid.
      await find(id);
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

    refund: (id, amountCents, idempotencyKey) =>
      refundOffline(store, id, amountCents, idempotencyKey),

    async parseWebhook() {
      throw new WebhookSignatureError('The offline payment provider sends no webhooks');
    },
  };
  return { ...provider, ...offlineCardPayments(store), ...offlineAsyncMethods(store) };
}

export type OfflineProvider = ReturnType<typeof createOfflineProvider>;
