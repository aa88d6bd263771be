import type { DeliverStatus, PaymentStatus } from './checkout.ts';

/**
 * Where staff may move an order's deliver_status (docs/product/shop.md#orders-and-statuses): forward along
 * pending → processing → shipped → on_the_way → delivered (skipping steps is allowed: a small
 * estate often packs and ships the same day), cancelled before it leaves, returned after.
 * cancelled and returned are final.
 */
const transitions: Record<DeliverStatus, readonly DeliverStatus[]> = {
  pending: ['processing', 'shipped', 'cancelled'],
  processing: ['shipped', 'cancelled'],
  shipped: ['on_the_way', 'delivered', 'returned'],
  on_the_way: ['delivered', 'returned'],
  delivered: ['returned'],
  returned: [],
  cancelled: [],
};

/** Statuses an order must be paid to reach: nothing leaves the estate unpaid. */
export const paidOnlyDeliverStatuses: readonly DeliverStatus[] = [
  'processing',
  'shipped',
  'on_the_way',
  'delivered',
  'returned',
];

/** Statuses from which an order can still be cancelled (its bottles are still here). */
export const cancellableDeliverStatuses: readonly DeliverStatus[] = ['pending', 'processing'];

export interface OrderState {
  deliver_status: string;
  payment_status: PaymentStatus | string;
}

const isDeliverStatus = (status: string): status is DeliverStatus =>
  Object.hasOwn(transitions, status);

/** Why a move is refused, or null when it is allowed. */
export type DeliverStatusRefusal = 'unknown_status' | 'not_allowed' | 'unpaid';

export function deliverStatusRefusal(
  order: OrderState,
  to: DeliverStatus,
): DeliverStatusRefusal | null {
  if (!isDeliverStatus(order.deliver_status)) return 'unknown_status';
  if (!transitions[order.deliver_status].includes(to)) return 'not_allowed';
  // A withdrawal may be refunded before the bottles are back (decision 070): they still return.
  const refundedReturn = to === 'returned' && order.payment_status === 'refunded';
  if (order.payment_status !== 'paid' && paidOnlyDeliverStatuses.includes(to) && !refundedReturn) {
    return 'unpaid';
  }
  return null;
}

/** The next statuses the admin offers for an order: allowed by the graph and by its payment. */
export function nextDeliverStatuses(order: OrderState): DeliverStatus[] {
  if (!isDeliverStatus(order.deliver_status)) return [];
  return transitions[order.deliver_status].filter((to) => deliverStatusRefusal(order, to) === null);
}
