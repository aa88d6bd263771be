import { offlineMbWayPhones } from '@mdc/shared';
import { describe, expect, it } from 'vitest';
import { mbWayPhoneDigits, multibancoReferenceOf } from './offline-async-methods.ts';
import { mbWayAnswer, offlineMbWayMessages } from './offline-store.ts';

describe('the offline Multibanco reference', () => {
  it('is 9 digits whose last two check the first seven (ISO 7064 mod 97-10)', () => {
    for (const serial of [1, 2, 42, 9_999_999]) {
      const reference = multibancoReferenceOf(serial);
      expect(reference).toMatch(/^\d{9}$/);
      expect(Number(BigInt(reference) % 97n)).toBe(1);
    }
  });

  it('differs for every serial number', () => {
    const references = new Set(Array.from({ length: 500 }, (_, i) => multibancoReferenceOf(i + 1)));
    expect(references.size).toBe(500);
  });
});

describe('the offline MB WAY request', () => {
  const at = new Date('2026-11-26T12:00:00Z');
  const later = (seconds: number) => new Date(at.getTime() + seconds * 1000);
  const request = (phone: string) => ({
    mbWayPhone: phone,
    answerAt: later(3),
    actionExpiresAt: later(300),
  });

  it('waits until the phone answers', () => {
    expect(mbWayAnswer(request(offlineMbWayPhones.approves), later(1))).toBeNull();
  });

  it('is approved by one test number and refused by the other', () => {
    expect(mbWayAnswer(request(offlineMbWayPhones.approves), later(4))).toEqual({
      status: 'succeeded',
      lastError: null,
    });
    expect(mbWayAnswer(request(offlineMbWayPhones.refuses), later(4))).toEqual({
      status: 'requires_payment_method',
      lastError: offlineMbWayMessages.refused,
    });
  });

  it('never answers for another number, and expires', () => {
    expect(mbWayAnswer(request('919999999'), later(200))).toBeNull();
    expect(mbWayAnswer(request('919999999'), later(300))).toEqual({
      status: 'requires_payment_method',
      lastError: offlineMbWayMessages.expired,
    });
  });

  it('an answer given before the expiry wins when it is first read after it (issue 29, point 14)', () => {
    // The buyer closed the tab: nobody read the intent until the sweep, long after the expiry.
    expect(mbWayAnswer(request(offlineMbWayPhones.approves), later(900))).toEqual({
      status: 'succeeded',
      lastError: null,
    });
    expect(mbWayAnswer(request(offlineMbWayPhones.refuses), later(900))).toEqual({
      status: 'requires_payment_method',
      lastError: offlineMbWayMessages.refused,
    });
    // An answer due only after the expiry never came in time.
    const late = { ...request(offlineMbWayPhones.approves), answerAt: later(301) };
    expect(mbWayAnswer(late, later(400))).toEqual({
      status: 'requires_payment_method',
      lastError: offlineMbWayMessages.expired,
    });
  });

  it('reads a phone with or without +351 and spaces', () => {
    expect(mbWayPhoneDigits('+351 912 345 678')).toBe('912345678');
    expect(mbWayPhoneDigits('912-345-678')).toBe('912345678');
  });
});
