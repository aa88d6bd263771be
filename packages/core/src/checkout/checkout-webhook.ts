import { and, eq } from 'drizzle-orm';
import { orders, paymentEvents, type Database } from '@mdc/db';
import type { DbTransaction } from '../mail/index.ts';
import {
  WebhookSignatureError,
  type PaymentEvent,
  type PaymentProvider,
} from '../payments/index.ts';
import type { Seller } from '../settings/index.ts';
import type { AsyncPayments } from './checkout-async.ts';
import { CheckoutError } from './checkout-errors.ts';
import type { CheckoutPayments } from './checkout-payment.ts';
import type { SettlementService } from './checkout-settlement.ts';

/**
 * POST /api/checkout/stripe-webhook/ (decisions 041, 095, 110): verified, de-duplicated by event
 * id (recorded in the same transaction as its effect), then the same settlement as confirmOrder.
 * A Multibanco voucher's `requires_action` stores the voucher and sends it to the buyer.
 */
export function createWebhookHandler(deps: {
  db: Database;
  provider: PaymentProvider;
  mail: { kick(): void };
  now: () => Date;
  payments: CheckoutPayments;
  settlement: SettlementService;
  asyncPayments: AsyncPayments;
}) {
  const { db, now, settlement } = deps;

  async function parse(
    rawBody: Buffer | string,
    signature: string | undefined,
  ): Promise<PaymentEvent> {
    try {
      return await deps.provider.parseWebhook(rawBody, signature);
    } catch (error) {
      if (error instanceof WebhookSignatureError) {
        throw new CheckoutError(400, 'webhook_signature', {
          field: 'stripe-signature',
          args: { detail: error.message },
        });
      }
      throw error;
    }
  }

  /** The event's effect inside its transaction; `mailed` when e-mails were queued. */
  async function apply(tx: DbTransaction, event: PaymentEvent, eventRowId: number, seller: Seller) {
    const { intent } = event;
    if (intent && event.type === 'payment_intent.succeeded') {
      const settled = await settlement.settleInTx(tx, intent, seller);
      if (settled.result === 'mismatch' || settled.result === 'expired') {
        // Money to give back: the event counts as handled once the refund is made (below), so
        // Stripe's retry of it after a failed refund tries again instead of being a duplicate.
        await tx.delete(paymentEvents).where(eq(paymentEvents.id, eventRowId));
      }
      return { settled, mailed: settled.result === 'paid' };
    }
    if (
      intent &&
      ['payment_intent.requires_action', 'payment_intent.processing'].includes(event.type)
    ) {
      if (!intent.multibanco) {
        // Stripe's MB WAY request waits for the buyer's approval (decision 116).
        await deps.asyncPayments.extendMbWayHoldInTx(tx, intent.id, now(), true);
        return { settled: undefined, mailed: false };
      }
      const voucher = await deps.asyncPayments.recordVoucherInTx(tx, intent, seller.name);
      return { settled: undefined, mailed: voucher !== null };
    }
    if (intent && event.type === 'payment_intent.payment_failed') {
      // The reservation stays until it expires, so the buyer can try another card.
      await tx
        .update(orders)
        .set({ lastPaymentError: intent.lastError ?? 'Payment failed.', updatedAt: now() })
        .where(
          and(eq(orders.paymentIntentId, intent.id), eq(orders.paymentStatus, 'awaiting_payment')),
        );
    }
    return { settled: undefined, mailed: false };
  }

  return async function handleWebhook(
    rawBody: Buffer | string,
    signature: string | undefined,
  ): Promise<{ duplicate: boolean }> {
    const event = await parse(rawBody, signature);
    const { intent } = event;
    const seller = await settlement.seller();
    const outcome = await db.transaction(async (tx) => {
      const [fresh] = await tx
        .insert(paymentEvents)
        .values({ providerEventId: event.id, type: event.type })
        .onConflictDoNothing()
        .returning({ id: paymentEvents.id });
      return fresh ? apply(tx, event, fresh.id, seller) : null;
    });
    if (outcome === null) return { duplicate: true };
    if (outcome.mailed) deps.mail.kick();
    const result = outcome.settled?.result;
    if (intent && (result === 'mismatch' || result === 'expired')) {
      // The same checks as confirmOrder, including giving the money back (keyed: deliveries at
      // the same moment refund once). A failed refund is a 502: Stripe delivers again.
      await deps.payments.atProvider(() => settlement.settle(intent), {
        eventId: event.id,
        intentId: intent.id,
      });
      await db
        .insert(paymentEvents)
        .values({ providerEventId: event.id, type: event.type })
        .onConflictDoNothing();
    }
    return { duplicate: false };
  };
}
