import { and, eq, isNull, sql } from 'drizzle-orm';
import { isDatabaseUnavailableError, orders, type Database } from '@mdc/db';
import type { ServiceLogger } from '../mail/index.ts';
import {
  PaymentProviderServerError,
  type PaymentIntent,
  type PaymentProvider,
} from '../payments/index.ts';
import { CheckoutError, providerUnreachable } from './checkout-errors.ts';
import type { OrderRow } from './checkout-types.ts';

/**
 * The checkout's side of the payment provider: one intent per order and terms (its metadata
 * names the order and the digest of the terms it was made for, decision 095), cancelled before
 * the terms change, and money given back when a payment cannot be honoured.
 */
export function createCheckoutPayments(deps: {
  db: Database;
  payments: PaymentProvider;
  logger: ServiceLogger;
  now: () => Date;
}) {
  const { db, payments, logger, now } = deps;

  /** The provider's intent for the order's terms, created once (keyed by order and attempt). */
  async function intentFor(order: OrderRow, terms: string): Promise<PaymentIntent> {
    if (order.paymentIntentId) {
      const current = await payments.retrieve(order.paymentIntentId);
      if (current && current.status !== 'canceled') return current;
      // Cancelled by a reservation sweep that raced this call: start a fresh intent.
      await db
        .update(orders)
        .set({ paymentIntentId: null, paymentAttempt: sql`${orders.paymentAttempt} + 1` })
        .where(and(eq(orders.id, order.id), eq(orders.paymentIntentId, order.paymentIntentId)));
      const [fresh] = await db.select().from(orders).where(eq(orders.id, order.id));
      return intentFor(fresh!, terms);
    }
    let created: PaymentIntent;
    try {
      created = await payments.createIntent({
        amountCents: order.totalCents,
        currency: 'eur',
        metadata: {
          order_id: String(order.id),
          order_number: order.orderNumber,
          checkout_id: order.checkoutId,
          terms,
        },
        // Per order, attempt and terms: a retried call gets the same intent back.
        idempotencyKey: `order-${order.id}-${order.paymentAttempt}-${terms}`,
      });
    } catch (error) {
      if (error instanceof PaymentProviderServerError) {
        // The provider keeps its own failure under that key and would replay it to every retry:
        // the next try takes a new key. No intent was handed out, so none can be paid twice.
        await db
          .update(orders)
          .set({ paymentAttempt: sql`${orders.paymentAttempt} + 1` })
          .where(
            and(
              eq(orders.id, order.id),
              isNull(orders.paymentIntentId),
              eq(orders.paymentAttempt, order.paymentAttempt),
            ),
          );
      }
      throw error;
    }
    const [stored] = await db
      .update(orders)
      .set({ paymentIntentId: created.id, paymentProvider: payments.name })
      .where(and(eq(orders.id, order.id), isNull(orders.paymentIntentId)))
      .returning();
    if (stored) return created;
    // A concurrent call for the same checkout stored its intent first: use that one.
    const [winner] = await db.select().from(orders).where(eq(orders.id, order.id));
    return intentFor(winner!, terms);
  }

  /**
   * Cancels an intent so it can never be paid; the intent as the provider has it afterwards (a
   * payment that went through meanwhile comes back `succeeded`). Null when it is unknown.
   */
  async function cancelIntent(intentId: string): Promise<PaymentIntent | null> {
    try {
      return await payments.cancel(intentId);
    } catch {
      // A succeeded or already finished intent cannot be cancelled: say what it is.
      return payments.retrieve(intentId);
    }
  }

  /**
   * Money taken for an order that cannot be honoured as paid (its reservation expired, the
   * amount or terms differ): give it back, and let the buyer pay the order again.
   */
  async function compensate(intent: PaymentIntent, order: OrderRow, reason: string) {
    logger.error({ orderId: order.id, intentId: intent.id, reason }, 'refunding a payment');
    // Keyed by order and payment: the confirm call, the webhook and their retries, racing or
    // one after another, get the first refund back instead of refunding again.
    await payments.refund(intent.id, undefined, `order-${order.id}-${intent.id}-refund`);
    await db
      .update(orders)
      .set({
        paymentIntentId: null,
        paymentAttempt: sql`${orders.paymentAttempt} + 1`,
        lastPaymentError: `Refunded: ${reason}`,
        updatedAt: now(),
      })
      .where(and(eq(orders.id, order.id), eq(orders.paymentIntentId, intent.id)));
  }

  /**
   * A provider call whose failure (network, outage) the buyer sees as a 502 to retry.
   */
  async function atProvider<T>(work: () => Promise<T>, context: object): Promise<T> {
    try {
      return await work();
    } catch (error) {
      // Our own refusals, and our database going away mid-call (a 503 to retry), are not the
      // provider's failure.
      if (error instanceof CheckoutError || isDatabaseUnavailableError(error)) throw error;
      logger.error({ err: error, ...context }, 'payment provider call failed');
      throw providerUnreachable();
    }
  }

  return { intentFor, cancelIntent, compensate, atProvider };
}

export type CheckoutPayments = ReturnType<typeof createCheckoutPayments>;
