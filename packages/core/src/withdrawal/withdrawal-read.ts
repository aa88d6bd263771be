import { inArray } from 'drizzle-orm';
import {
  centsToEuros,
  withdrawalState,
  type AdminOrderWithdrawal,
  type OrderWithdrawal,
  type SiteLang,
  type WithdrawalFacts,
} from '@mdc/shared';
import type { orders } from '@mdc/db';
import { orderWithdrawals } from '@mdc/db';
import type { DbExecutor } from '../mail/index.ts';

/**
 * Reading the withdrawal of orders (decision 070), for the order payloads the checkout and the
 * admin answer: one place that knows how an order row and its withdrawal row become the state.
 */

export type OrderRow = typeof orders.$inferSelect;
export type WithdrawalRow = typeof orderWithdrawals.$inferSelect;

/** The orders' withdrawals, by order id. */
export async function withdrawalsOf(
  db: DbExecutor,
  orderIds: number[],
): Promise<Map<number, WithdrawalRow>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(orderWithdrawals)
    .where(inArray(orderWithdrawals.orderId, orderIds));
  return new Map(rows.map((row) => [row.orderId, row]));
}

/**
 * What eligibility depends on. Orders marked delivered before delivered_at existed count from
 * their last change, which was that move.
 */
export function withdrawalFactsOf(order: OrderRow, withdrawal: WithdrawalRow | undefined) {
  const deliveredAt =
    order.deliveredAt ?? (order.deliverStatus === 'delivered' ? order.updatedAt : null);
  return {
    payment_status: order.paymentStatus,
    deliver_status: order.deliverStatus,
    delivered_at: deliveredAt,
    requested_at: withdrawal?.createdAt ?? null,
  } satisfies WithdrawalFacts;
}

/** The buyer's name as the order holds it (the checkout's first and last name). */
export function buyerNameOf(order: OrderRow): string {
  const customer = (order.customer ?? null) as Partial<Record<string, unknown>> | null;
  const part = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  const name = [part(customer?.firstName) || order.firstName, part(customer?.lastName)];
  return name.filter(Boolean).join(' ');
}

/** An order's `withdrawal` for the buyer's pages. */
export function orderWithdrawalOf(
  order: OrderRow,
  withdrawal: WithdrawalRow | undefined,
  now: Date,
): OrderWithdrawal {
  return {
    ...withdrawalState(withdrawalFactsOf(order, withdrawal), now),
    buyer_name: buyerNameOf(order),
  };
}

/** An order's withdrawal for staff, or null. */
export function adminWithdrawalOf(
  withdrawal: WithdrawalRow | undefined,
): AdminOrderWithdrawal | null {
  if (!withdrawal) return null;
  return {
    requested_at: withdrawal.createdAt.toISOString(),
    reason: withdrawal.reason,
    lang: withdrawal.lang as SiteLang,
    user_id: withdrawal.userId,
    refund_due: centsToEuros(withdrawal.refundDueCents),
    refunded_amount: centsToEuros(withdrawal.refundedCents),
    refund_id: withdrawal.refundId,
    refunded_at: withdrawal.refundedAt?.toISOString() ?? null,
  };
}
