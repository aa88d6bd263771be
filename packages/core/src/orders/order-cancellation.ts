import { asc, eq, sql } from 'drizzle-orm';
import { centsToEuros } from '@mdc/shared';
import { orderItems, stockMovements, wines } from '@mdc/db';
import type { Actor } from '../audit/index.ts';
import type { DbTransaction } from '../mail/index.ts';
import { AdminError } from '../support/index.ts';
import { releaseDiscountUse } from '../discount-codes/index.ts';
import { refundAtProvider } from '../payments/index.ts';
import type { OrderAdminContext } from './order-admin.ts';
import type { OrderRow } from './order-rows.ts';
import { commitChange } from './order-status-change.ts';

/** Gives an order's bottles back to stock, one conditional update and movement per wine. */
async function returnStock(
  context: OrderAdminContext,
  tx: DbTransaction,
  actor: Actor,
  order: OrderRow,
  note: string,
) {
  const items = await tx
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id))
    .orderBy(asc(orderItems.wineId));
  const returned: Record<string, number> = {};
  for (const item of items) {
    const [wine] = await tx
      .update(wines)
      .set({ stock: sql`${wines.stock} + ${item.quantity}`, updatedAt: context.now() })
      .where(eq(wines.id, item.wineId))
      .returning({ stock: wines.stock });
    if (!wine) continue; // the wine was deleted since: nothing to return it to
    await tx.insert(stockMovements).values({
      wineId: item.wineId,
      change: item.quantity,
      stockAfter: wine.stock,
      reason: 'cancellation',
      note,
      userId: actor.id,
      orderId: order.id,
    });
    returned[item.wineId] = item.quantity;
  }
  await context.events.raise(tx, 'stockReturned', { wineIds: Object.keys(returned).map(Number) });
  return returned;
}

/** A cancelled order's discount code use goes back with its bottles (decision 074). */
async function returnDiscountUse(tx: DbTransaction, order: OrderRow) {
  if (order.discountCodeId === null) return {};
  await releaseDiscountUse(tx, order.discountCodeId);
  return { discount_use_returned: order.discountCode };
}

/**
 * A paid order: refunded at the provider first (with an idempotency key derived from the order,
 * so a retry never refunds twice), then its stock, discount use and status change in one
 * transaction, so a provider failure leaves nothing half-done.
 */
export async function cancelPaid(
  context: OrderAdminContext,
  actor: Actor,
  order: OrderRow,
): Promise<OrderRow> {
  const refund = await refundAtProvider(context, order, {
    amountCents: order.totalCents,
    purpose: 'cancel',
    unchanged: 'the order is not cancelled',
    failureCode: 'refund_failed',
  });
  const at = context.now();
  return commitChange(
    context,
    actor,
    order,
    {
      deliverStatus: 'cancelled',
      paymentStatus: 'refunded',
      refundedCents: refund.amountCents,
      refundId: refund.id,
      refundedAt: at,
    },
    async (tx) => {
      // The credit note of the refund is queued in this transaction
      // (docs/decisions/109-invoice-provider.md, docs/decisions/133-domains-as-modules.md).
      await context.events.raise(tx, 'moneyRefunded', {
        orderId: order.id,
        amountCents: refund.amountCents,
      });
      return {
        refund: { id: refund.id, amount: centsToEuros(refund.amountCents) },
        stock_returned: await returnStock(
          context,
          tx,
          actor,
          order,
          `Order ${order.orderNumber} cancelled`,
        ),
        ...(await returnDiscountUse(tx, order)),
      };
    },
  );
}

/**
 * An order never paid: its payment intent is cancelled at the provider first (so no late
 * payment can succeed), then a reservation still held gives its bottles back; one the checkout's
 * sweep already released (payment expired or failed) gives nothing back again.
 */
export async function cancelUnpaid(
  context: OrderAdminContext,
  actor: Actor,
  order: OrderRow,
): Promise<OrderRow> {
  const { payments, logger } = context;
  if (order.paymentStatus === 'awaiting_payment' && order.paymentIntentId) {
    const intentId = order.paymentIntentId;
    let status: string | undefined;
    try {
      status = (await payments.cancel(intentId)).status;
    } catch {
      try {
        status = (await payments.retrieve(intentId))?.status;
      } catch (error) {
        logger.error({ err: error, orderId: order.id }, 'cancelling an unpaid order failed');
        throw new AdminError(
          502,
          `The payment service could not be reached to stop the payment of order ${order.orderNumber}. Nothing was changed; try again in a moment.`,
        ).as('payment_unreachable', { order: order.orderNumber });
      }
    }
    if (status === 'succeeded' || status === 'processing') {
      throw new AdminError(
        409,
        `The buyer has just paid order ${order.orderNumber}; reload it: a paid order is cancelled with a refund.`,
      ).as('order_just_paid', { order: order.orderNumber });
    }
  }
  if (order.paymentStatus === 'awaiting_payment') {
    // Leaving awaiting_payment releases the reservation: the sweep no longer returns it.
    return commitChange(
      context,
      actor,
      order,
      { deliverStatus: 'cancelled', paymentStatus: 'expired' },
      async (tx) => ({
        stock_returned: await returnStock(
          context,
          tx,
          actor,
          order,
          `Unpaid order ${order.orderNumber} cancelled: reservation released`,
        ),
        ...(await returnDiscountUse(tx, order)),
      }),
    );
  }
  return commitChange(context, actor, order, { deliverStatus: 'cancelled' });
}
