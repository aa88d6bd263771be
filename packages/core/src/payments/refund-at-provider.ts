import type { AdminErrorCode } from '@mdc/shared';
import type { orders } from '@mdc/db';
import type { ServiceLogger } from '../mail/index.ts';
import type { PaymentProvider, Refund } from './payment-provider.ts';
import { AdminError } from '../support/index.ts';

/**
 * The staff's refund of a paid order at the payment provider, before anything is written: a
 * cancellation refunds the whole order, a withdrawal what the buyer is owed (decision 070). The
 * idempotency key is derived from the order and the reason, so a retried click gets the first
 * refund back, never a second one. A provider failure is a 502 that changed nothing.
 */
export async function refundAtProvider(
  deps: { payments: PaymentProvider; logger: ServiceLogger },
  order: Pick<typeof orders.$inferSelect, 'id' | 'orderNumber' | 'paymentIntentId'>,
  refund: {
    amountCents: number;
    /** "cancel" → `order-<id>-cancel-refund`. */
    purpose: 'cancel' | 'withdrawal';
    /** What the 502 says stayed as it was ("the order is not cancelled"). */
    unchanged: string;
    failureCode: AdminErrorCode;
  },
): Promise<Refund> {
  if (!order.paymentIntentId) {
    throw new AdminError(409, `Order ${order.orderNumber} has no payment to refund.`).as(
      'order_no_payment',
      { order: order.orderNumber },
    );
  }
  try {
    return await deps.payments.refund(
      order.paymentIntentId,
      refund.amountCents,
      `order-${order.id}-${refund.purpose}-refund`,
    );
  } catch (error) {
    deps.logger.error({ err: error, orderId: order.id }, `refund (${refund.purpose}) failed`);
    const reason = error instanceof Error ? ` (${error.message})` : '';
    throw new AdminError(
      502,
      `The payment service did not refund order ${order.orderNumber}${reason}. Nothing was changed: ${refund.unchanged}; try again in a moment.`,
    ).as(refund.failureCode, { order: order.orderNumber });
  }
}
