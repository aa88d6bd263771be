import { describe, expect, it } from 'vitest';
import { deliverStatusRefusal, nextDeliverStatuses } from './order-status.ts';

const paid = (deliver_status: string) => ({ deliver_status, payment_status: 'paid' });

describe('order status transitions', () => {
  it('moves a paid order forward, and cancels it only before it ships', () => {
    expect(nextDeliverStatuses(paid('pending'))).toEqual(['processing', 'shipped', 'cancelled']);
    expect(nextDeliverStatuses(paid('processing'))).toEqual(['shipped', 'cancelled']);
    expect(nextDeliverStatuses(paid('shipped'))).toEqual(['on_the_way', 'delivered', 'returned']);
    expect(nextDeliverStatuses(paid('on_the_way'))).toEqual(['delivered', 'returned']);
    expect(nextDeliverStatuses(paid('delivered'))).toEqual(['returned']);
  });

  it('ends at cancelled and returned', () => {
    expect(nextDeliverStatuses(paid('cancelled'))).toEqual([]);
    expect(nextDeliverStatuses(paid('returned'))).toEqual([]);
    expect(
      nextDeliverStatuses({ deliver_status: 'cancelled', payment_status: 'refunded' }),
    ).toEqual([]);
  });

  it('only lets an unpaid order be cancelled', () => {
    for (const payment_status of ['awaiting_payment', 'expired', 'failed']) {
      const order = { deliver_status: 'pending', payment_status };
      expect(nextDeliverStatuses(order)).toEqual(['cancelled']);
      expect(deliverStatusRefusal(order, 'shipped')).toBe('unpaid');
      expect(deliverStatusRefusal(order, 'processing')).toBe('unpaid');
    }
  });

  it('names why a move is refused', () => {
    expect(deliverStatusRefusal(paid('shipped'), 'cancelled')).toBe('not_allowed');
    expect(deliverStatusRefusal(paid('delivered'), 'pending')).toBe('not_allowed');
    expect(deliverStatusRefusal(paid('pending'), 'pending')).toBe('not_allowed');
    expect(deliverStatusRefusal(paid('lost'), 'delivered')).toBe('unknown_status');
    expect(nextDeliverStatuses(paid('lost'))).toEqual([]);
    expect(deliverStatusRefusal(paid('processing'), 'shipped')).toBeNull();
  });
});
