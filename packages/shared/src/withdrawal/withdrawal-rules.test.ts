import { describe, expect, it } from 'vitest';
import {
  calendarDay,
  lisbonDateTime,
  withdrawalDeadline,
  withdrawalPeriodDays,
  withdrawalPeriodOver,
  withdrawalRefusal,
  withdrawalState,
} from './withdrawal-rules.ts';
import { withdrawalRequestSchema } from './withdrawal.ts';

const at = (iso: string) => new Date(iso);
const paidOrder = (delivered_at: string | null, deliver_status = 'delivered') => ({
  payment_status: 'paid',
  deliver_status,
  delivered_at,
  requested_at: null,
});

describe('withdrawal period', () => {
  it('is 14 days', () => {
    expect(withdrawalPeriodDays).toBe(14);
  });

  it('ends with the 14th day after the day of delivery, in Lisbon', () => {
    expect(withdrawalDeadline('2026-07-01T10:00:00Z')).toBe('2026-07-15');
    expect(withdrawalDeadline(at('2026-12-20T09:00:00Z'))).toBe('2027-01-03');
    expect(withdrawalDeadline(null)).toBeNull();
  });

  it('counts a delivery late in the evening UTC on the next Lisbon day in summer', () => {
    // 23:30 UTC on 30 June is 00:30 on 1 July in Lisbon (UTC+1).
    expect(withdrawalDeadline('2026-06-30T23:30:00Z')).toBe('2026-07-15');
    // In winter Lisbon is on UTC: the same UTC time is still 30 December.
    expect(withdrawalDeadline('2026-12-30T23:30:00Z')).toBe('2027-01-13');
  });

  it('is open until 23:59 of the last day and over at midnight, in summer time', () => {
    const deadline = withdrawalDeadline('2026-07-01T10:00:00Z');
    expect(withdrawalPeriodOver(deadline, at('2026-07-15T22:59:59Z'))).toBe(false);
    expect(withdrawalPeriodOver(deadline, at('2026-07-15T23:00:00Z'))).toBe(true);
  });

  it('is open until 23:59 of the last day and over at midnight, in winter time', () => {
    const deadline = withdrawalDeadline('2026-12-01T10:00:00Z');
    expect(deadline).toBe('2026-12-15');
    expect(withdrawalPeriodOver(deadline, at('2026-12-15T23:59:59Z'))).toBe(false);
    expect(withdrawalPeriodOver(deadline, at('2026-12-16T00:00:00Z'))).toBe(true);
  });

  it('keeps 14 calendar days across the change to summer time (29 March 2026)', () => {
    // 00:30 UTC on 29 March is 00:30 in Lisbon; at 01:00 UTC the clocks go forward.
    const deadline = withdrawalDeadline('2026-03-29T00:30:00Z');
    expect(deadline).toBe('2026-04-12');
    // The last day ends at 23:00 UTC now that Lisbon is on UTC+1.
    expect(withdrawalPeriodOver(deadline, at('2026-04-12T22:59:59Z'))).toBe(false);
    expect(withdrawalPeriodOver(deadline, at('2026-04-12T23:00:00Z'))).toBe(true);
  });

  it('keeps 14 calendar days across the change to winter time (25 October 2026)', () => {
    // 23:30 UTC on 24 October is 00:30 on 25 October in Lisbon (still UTC+1).
    const deadline = withdrawalDeadline('2026-10-24T23:30:00Z');
    expect(deadline).toBe('2026-11-08');
    expect(withdrawalPeriodOver(deadline, at('2026-11-08T23:59:59Z'))).toBe(false);
    expect(withdrawalPeriodOver(deadline, at('2026-11-09T00:00:00Z'))).toBe(true);
  });

  it('is never over before delivery', () => {
    expect(withdrawalPeriodOver(null, at('2099-01-01T00:00:00Z'))).toBe(false);
  });
});

describe('withdrawal eligibility', () => {
  const now = at('2026-07-10T12:00:00Z');

  it('is available for a paid order from payment (before delivery) until the last day', () => {
    for (const status of ['pending', 'processing', 'shipped', 'on_the_way']) {
      expect(withdrawalRefusal(paidOrder(null, status), now), status).toBeNull();
    }
    expect(withdrawalRefusal(paidOrder('2026-07-01T10:00:00Z'), now)).toBeNull();
    expect(withdrawalRefusal(paidOrder('2026-07-01T10:00:00Z'), at('2026-07-15T22:00:00Z'))).toBe(
      null,
    );
  });

  it('is gone after the last day', () => {
    expect(withdrawalRefusal(paidOrder('2026-07-01T10:00:00Z'), at('2026-07-16T08:00:00Z'))).toBe(
      'period_over',
    );
  });

  it('is refused for an order not paid', () => {
    for (const payment_status of ['awaiting_payment', 'failed', 'expired']) {
      expect(
        withdrawalRefusal({ ...paidOrder(null, 'pending'), payment_status }, now),
        payment_status,
      ).toBe('not_paid');
    }
  });

  it('is refused for a cancelled, returned or refunded order', () => {
    expect(withdrawalRefusal(paidOrder(null, 'cancelled'), now)).toBe('closed');
    expect(withdrawalRefusal(paidOrder('2026-07-01T10:00:00Z', 'returned'), now)).toBe('closed');
    expect(
      withdrawalRefusal({ ...paidOrder(null, 'cancelled'), payment_status: 'refunded' }, now),
    ).toBe('closed');
  });

  it('is refused once withdrawn, whatever else holds', () => {
    expect(
      withdrawalRefusal({ ...paidOrder(null), requested_at: '2026-07-02T09:00:00Z' }, now),
    ).toBe('already_withdrawn');
  });

  it('states availability, last day, when it was requested and why not', () => {
    expect(withdrawalState(paidOrder('2026-07-01T10:00:00Z'), now)).toEqual({
      available: true,
      deadline: '2026-07-15',
      requested_at: null,
      refusal: null,
    });
    expect(
      withdrawalState(
        { ...paidOrder('2026-07-01T10:00:00Z'), requested_at: at('2026-07-02T09:00:00Z') },
        now,
      ),
    ).toEqual({
      available: false,
      deadline: '2026-07-15',
      requested_at: '2026-07-02T09:00:00.000Z',
      refusal: 'already_withdrawn',
    });
  });
});

describe('withdrawal wording helpers', () => {
  it('states date and time in Lisbon, in pt and en', () => {
    // 13:32 UTC in July is 14:32 in Lisbon.
    expect(lisbonDateTime('2026-07-02T13:32:00Z', 'pt')).toMatch(/2 de julho de 2026.*14:32/);
    expect(lisbonDateTime('2026-07-02T13:32:00Z', 'en')).toMatch(/2 July 2026.*14:32|July 2.*2026/);
    expect(calendarDay('2026-07-15', 'pt')).toBe('15 de julho de 2026');
  });
});

describe('withdrawal statement', () => {
  it('requires confirm: true and takes an optional reason up to 1000 characters', () => {
    expect(withdrawalRequestSchema.parse({ confirm: true })).toEqual({ confirm: true, reason: '' });
    expect(
      withdrawalRequestSchema.parse({ confirm: true, reason: '  Mudei de ideias.\n ' }).reason,
    ).toBe('Mudei de ideias.');
    const issuePath = (body: unknown) =>
      withdrawalRequestSchema.safeParse(body).error?.issues[0]?.path.join('.');
    expect(issuePath({})).toBe('confirm');
    expect(issuePath({ confirm: false })).toBe('confirm');
    expect(issuePath({ confirm: 'true' })).toBe('confirm');
    expect(issuePath({ confirm: true, reason: 'x'.repeat(1001) })).toBe('reason');
    expect(issuePath({ confirm: true, reason: 'a\u0000b' })).toBe('reason');
  });
});
