import { and, eq } from 'drizzle-orm';
import {
  cancellableDeliverStatuses,
  deliverStatusRefusal,
  type DeliverStatus,
  type SiteLang,
  orderPageUrl,
} from '@mdc/shared';
import { orders } from '@mdc/db';
import { recordAudit, type Actor } from '../audit/index.ts';
import { invoicePdfPath } from '../invoices/index.ts';
import { queueEmail, type DbTransaction } from '../mail/index.ts';
import { AdminError } from '../support/index.ts';
import type { OrderAdminContext } from './order-admin.ts';
import type { OrderRow } from './order-rows.ts';
import { orderStatusEmail } from './order-status-emails.ts';

/** Thrown inside a transaction to roll it back and answer a conflict. */
const changedMeanwhile = (order: OrderRow) =>
  new AdminError(
    409,
    `Order ${order.orderNumber} was changed by someone else meanwhile; reload it and try again.`,
  ).as('order_changed', { order: order.orderNumber });

/**
 * Refuses a move of the order's delivery status to `to` that @mdc/shared deliverStatusRefusal
 * forbids, with the reason staff can act on.
 */
export function assertTransition(order: OrderRow, to: DeliverStatus): void {
  const refusal = deliverStatusRefusal(
    { deliver_status: order.deliverStatus, payment_status: order.paymentStatus },
    to,
  );
  const number = order.orderNumber;
  if (refusal === 'unpaid') {
    throw new AdminError(
      409,
      `Order ${number} is not paid (payment: ${order.paymentStatus}), so it cannot be marked ${to}: an unpaid order is never prepared or shipped. It can only be cancelled.`,
    ).as('order_unpaid', { order: number });
  }
  if (
    refusal === 'not_allowed' &&
    to === 'cancelled' &&
    !cancellableDeliverStatuses.includes(order.deliverStatus as DeliverStatus)
  ) {
    throw new AdminError(
      409,
      order.deliverStatus === 'cancelled'
        ? `Order ${number} is already cancelled.`
        : `Order ${number} has already left the estate (${order.deliverStatus}); it cannot be cancelled. Mark it returned when it comes back.`,
    ).as(order.deliverStatus === 'cancelled' ? 'order_already_cancelled' : 'order_left_estate', {
      order: number,
    });
  }
  if (refusal) {
    throw new AdminError(
      409,
      `Order ${number} is ${order.deliverStatus}; it cannot move to ${to}.`,
    ).as('order_transition', { order: number });
  }
}

/** The buyer's e-mail about the new status; only for orders they paid (others never began). */
async function notifyBuyer(
  context: OrderAdminContext,
  tx: DbTransaction,
  order: OrderRow,
  estateName: string,
) {
  if (!order.email || order.paidAt === null || order.deliverStatus === 'pending') return;
  await queueEmail(
    tx,
    orderStatusEmail({
      to: order.email,
      lang: order.preferredLanguage as SiteLang,
      firstName: order.firstName,
      orderNumber: order.orderNumber,
      status: order.deliverStatus as Exclude<DeliverStatus, 'pending'>,
      estateName,
      orderUrl: orderPageUrl(context.publicUrl, order),
      trackingUrl: order.trackingUrl,
      refundedCents: order.refundedCents,
      creditNoteUrl: `${context.publicUrl}${invoicePdfPath(order.code, 'credit_note')}`,
    }),
  );
}

/**
 * The order moves to `to` only if nobody moved it meanwhile (a conditional update on its
 * current statuses), with the audit row and the buyer's e-mail in the same transaction.
 */
export async function commitChange(
  context: OrderAdminContext,
  actor: Actor,
  order: OrderRow,
  set: Partial<typeof orders.$inferInsert>,
  work?: (tx: DbTransaction, changed: OrderRow) => Promise<Record<string, unknown>>,
): Promise<OrderRow> {
  const estateName = await context.estateName();
  const changed = await context.db.transaction(async (tx) => {
    const [row] = await tx
      .update(orders)
      .set({ ...set, updatedAt: context.now() })
      .where(
        and(
          eq(orders.id, order.id),
          eq(orders.deliverStatus, order.deliverStatus),
          eq(orders.paymentStatus, order.paymentStatus),
        ),
      )
      .returning();
    if (!row) throw changedMeanwhile(order);
    const extra = work ? await work(tx, row) : {};
    const changes: Record<string, unknown> = {
      deliver_status: [order.deliverStatus, row.deliverStatus],
      ...extra,
    };
    if (row.paymentStatus !== order.paymentStatus) {
      changes.payment_status = [order.paymentStatus, row.paymentStatus];
    }
    if (row.trackingUrl !== order.trackingUrl) {
      changes.tracking_url = [order.trackingUrl, row.trackingUrl];
    }
    await recordAudit(tx, actor, {
      entity: 'order',
      entityId: order.id,
      action: row.deliverStatus === 'cancelled' ? 'cancel' : 'status',
      changes,
    });
    await notifyBuyer(context, tx, row, estateName);
    return row;
  });
  context.mail.kick();
  return changed;
}
