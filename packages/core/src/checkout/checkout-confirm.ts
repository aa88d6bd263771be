import { eq } from 'drizzle-orm';
import { orderItems, orders, type Database } from '@mdc/db';
import type { PaymentProvider } from '../payments/index.ts';
import { CheckoutError } from './checkout-errors.ts';
import type { CheckoutPayments } from './checkout-payment.ts';
import type { SettlementService } from './checkout-settlement.ts';
import { differenceFromOrder } from './checkout-terms.ts';
import type { ConfirmOrderData } from './checkout-types.ts';

/** The browser's confirm call after a payment (decisions 041 and 095). */
export function createConfirmOrder(deps: {
  db: Database;
  provider: PaymentProvider;
  payments: CheckoutPayments;
  settlement: SettlementService;
}) {
  const { db, payments, settlement } = deps;
  /**
   * POST /api/checkout/confirm-order/: the request must describe the order that was priced and
   * paid (a different cart, shipping option or customer is a 409 naming the field, and changes
   * nothing); the provider must say the payment succeeded for exactly those terms; then the
   * order is paid once (a repeat answers the same code).
   */
  return async function confirmOrder(input: ConfirmOrderData, userId: number | null = null) {
    const [order] = await db
      .select()
      .from(orders)
      .where(eq(orders.paymentIntentId, input.paymentIntentId));
    if (!order) throw new CheckoutError(404, 'payment_not_waiting');
    const items = await db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    const differs = differenceFromOrder(input, order, items);
    if (differs) {
      throw new CheckoutError(409, 'differs_from_order', {
        field: differs,
        args: { field: differs },
      });
    }
    if (order.paymentStatus === 'paid') return { success: true as const, code: order.code };
    const intent = await payments.atProvider(() => deps.provider.retrieve(input.paymentIntentId), {
      orderId: order.id,
    });
    if (!intent) throw new CheckoutError(404, 'payment_unknown');
    if (intent.status !== 'succeeded') {
      throw intent.lastError
        ? new CheckoutError(402, 'payment_declined', {
            args: { status: intent.status, reason: intent.lastError },
          })
        : new CheckoutError(402, 'payment_not_succeeded', { args: { status: intent.status } });
    }
    const outcome = await payments.atProvider(() => settlement.settle(intent, userId), {
      orderId: order.id,
    });
    if (outcome.result === 'paid' || outcome.result === 'already_paid') {
      return { success: true as const, code: order.code };
    }
    throw new CheckoutError(
      409,
      outcome.result === 'mismatch' ? 'payment_mismatch' : 'reservation_expired',
    );
  };
}
