import { describe, expect, it } from 'vitest';
import { mbWayHoldEnd, payHold, reservationRules, voucherHoldEnd } from './reservation-rules.ts';

const at = new Date('2026-11-28T10:00:00Z');
const minutes = (n: number) => new Date(at.getTime() + n * 60_000);
const hours = (n: number) => minutes(n * 60);

describe('holds (decision 116)', () => {
  it('a voucher holds until it expires, at most 3 days, and 24 hours beyond two cases', () => {
    expect(voucherHoldEnd(at, hours(7 * 24), 12)).toEqual(hours(72));
    expect(voucherHoldEnd(at, hours(48), 12)).toEqual(hours(48));
    expect(voucherHoldEnd(at, hours(72), reservationRules.largeVoucherBottles + 1)).toEqual(
      hours(24),
    );
    expect(voucherHoldEnd(at, hours(10), 36)).toEqual(hours(10));
  });

  it('an MB WAY request holds for its approval window, never past 21 minutes from Pay', () => {
    // Sent at minute 2 of a hold running to minute 15: the hold stays (it is longer).
    expect(mbWayHoldEnd(minutes(15), at, minutes(2))).toEqual(minutes(15));
    // Sent at minute 14: held until minute 20.
    expect(mbWayHoldEnd(minutes(15), at, minutes(14))).toEqual(minutes(20));
    // Sent again and again: never past minute 21.
    expect(mbWayHoldEnd(minutes(20), at, minutes(19))).toEqual(minutes(21));
    expect(mbWayHoldEnd(minutes(21), at, minutes(40))).toEqual(minutes(21));
  });

  it('Pay again extends a running hold up to its ceiling; a lapsed hold starts afresh', () => {
    expect(payHold(at, null)).toEqual({ reservedUntil: minutes(15), holdStartedAt: at });
    const running = { reservedUntil: minutes(15), holdStartedAt: at };
    expect(payHold(minutes(3), running)).toEqual({ reservedUntil: minutes(18), holdStartedAt: at });
    expect(payHold(minutes(14), running)).toEqual({
      reservedUntil: minutes(21),
      holdStartedAt: at,
    });
    expect(payHold(minutes(16), running)).toEqual({
      reservedUntil: minutes(31),
      holdStartedAt: minutes(16),
    });
  });
});
