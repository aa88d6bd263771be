import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  discountAmount,
  discountCodeRefusal,
  goodsAfterDiscount,
  normalizeDiscountCode,
  type DiscountCodeRule,
  type DiscountTerms,
} from './discount-codes';
import { orderTotal, shippingCost, vatContained } from './pricing';

const at = new Date('2026-07-01T12:00:00Z');

const rule = (overrides: Partial<DiscountCodeRule> = {}): DiscountCodeRule => ({
  code: 'BEMVINDO10',
  kind: 'percent',
  percent: 10,
  amountCents: null,
  minOrderCents: 3000,
  startsAt: null,
  endsAt: null,
  usageLimit: null,
  usedCount: 0,
  active: true,
  ...overrides,
});

describe('typed codes', () => {
  it.each([
    ['bemvindo10', 'BEMVINDO10'],
    ['  Verao-2026 ', 'VERAO-2026'],
    ['ABC', 'ABC'],
    ['A'.repeat(40), 'A'.repeat(40)],
  ])('%j is the code %s', (typed, code) => {
    expect(normalizeDiscountCode(typed)).toBe(code);
  });

  it.each([
    '',
    '  ',
    'AB',
    'A'.repeat(41),
    'BEM VINDO',
    'VERÃO',
    '-ABC',
    'ABC-',
    'A_B',
    "x' or 1=1",
  ])('%j is no code', (typed) => {
    expect(normalizeDiscountCode(typed)).toBeNull();
  });

  it('is idempotent: a normalised code normalises to itself', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 50 }), (typed) => {
        const code = normalizeDiscountCode(typed);
        if (code !== null) expect(normalizeDiscountCode(code)).toBe(code);
      }),
    );
  });
});

describe('why a code is refused', () => {
  const order = { subtotalCents: 6190, at };

  it('accepts a valid code', () => {
    expect(discountCodeRefusal(rule(), order)).toBeNull();
  });

  it.each([
    ['unknown', null],
    ['inactive', rule({ active: false })],
    ['expired', rule({ endsAt: new Date('2026-07-01T12:00:00Z') })],
    ['used_up', rule({ usageLimit: 5, usedCount: 5 })],
  ] as const)('%s', (reason, stored) => {
    expect(discountCodeRefusal(stored, order)).toEqual({ reason });
  });

  it('not yet valid, with the day it starts', () => {
    const startsAt = new Date('2026-07-01T12:00:01Z');
    expect(discountCodeRefusal(rule({ startsAt }), order)).toEqual({
      reason: 'not_yet_valid',
      startsAt,
    });
    expect(discountCodeRefusal(rule({ startsAt: at }), order)).toBeNull();
  });

  it('below the minimum order, with the amount', () => {
    expect(discountCodeRefusal(rule(), { subtotalCents: 2999, at })).toEqual({
      reason: 'below_minimum',
      minOrderCents: 3000,
    });
    expect(discountCodeRefusal(rule(), { subtotalCents: 3000, at })).toBeNull();
  });

  it('counts the use an order already holds as its own', () => {
    const full = rule({ usageLimit: 1, usedCount: 1 });
    expect(discountCodeRefusal(full, order)).toEqual({ reason: 'used_up' });
    expect(discountCodeRefusal(full, { ...order, holdsUse: true })).toBeNull();
  });

  it('names the first problem: inactive before expired before used up', () => {
    const everything = rule({
      active: false,
      endsAt: new Date('2026-01-01T00:00:00Z'),
      usageLimit: 0,
    });
    expect(discountCodeRefusal(everything, order)?.reason).toBe('inactive');
    expect(discountCodeRefusal({ ...everything, active: true }, order)?.reason).toBe('expired');
  });
});

describe('the discount', () => {
  it('is a percent of the goods, rounded to the cent', () => {
    const tenPercent: DiscountTerms = { kind: 'percent', percent: 10, amountCents: null };
    expect(discountAmount(tenPercent, 6190)).toBe(619);
    expect(discountAmount(tenPercent, 6195)).toBe(620); // 619.5 rounds up
    expect(discountAmount(tenPercent, 6194)).toBe(619); // 619.4 rounds down
    expect(discountAmount({ kind: 'percent', percent: 100, amountCents: null }, 6190)).toBe(6190);
  });

  it('is a fixed amount, never more than the goods', () => {
    const fiveEuros: DiscountTerms = { kind: 'fixed', percent: null, amountCents: 500 };
    expect(discountAmount(fiveEuros, 6190)).toBe(500);
    expect(discountAmount(fiveEuros, 390)).toBe(390);
    expect(discountAmount(fiveEuros, 0)).toBe(0);
  });

  it('leaves shipping alone; free shipping compares the goods after the code', () => {
    const rule = { priceCents: 750, allowFreeShipping: true, freeShippingFromCents: 6000 };
    const subtotal = 6190;
    const discount = discountAmount({ kind: 'percent', percent: 10, amountCents: null }, subtotal);
    const goods = goodsAfterDiscount(subtotal, discount);
    expect(goods).toBe(5571);
    const shipping = shippingCost(rule, goods);
    expect(shipping).toBe(750);
    expect(orderTotal(goods, shipping)).toBe(6321);
    expect(vatContained(6321, 1300)).toBe(727);
  });

  const terms = fc.oneof(
    fc.record({
      kind: fc.constant('percent' as const),
      percent: fc.integer({ min: 1, max: 100 }),
      amountCents: fc.constant(null),
    }),
    fc.record({
      kind: fc.constant('fixed' as const),
      percent: fc.constant(null),
      amountCents: fc.integer({ min: 1, max: 10_000_000 }),
    }),
  );
  const cents = fc.integer({ min: 0, max: 100_000_000 });

  it('is never negative and never above the subtotal, in whole cents', () => {
    fc.assert(
      fc.property(terms, cents, (code, subtotal) => {
        const discount = discountAmount(code, subtotal);
        expect(Number.isInteger(discount)).toBe(true);
        expect(discount).toBeGreaterThanOrEqual(0);
        expect(discount).toBeLessThanOrEqual(subtotal);
      }),
    );
  });

  it('never makes the total negative, whatever shipping costs', () => {
    const shippingRule = fc.record({
      priceCents: fc.integer({ min: 0, max: 100_000 }),
      allowFreeShipping: fc.boolean(),
      freeShippingFromCents: fc.integer({ min: 0, max: 1_000_000 }),
    });
    fc.assert(
      fc.property(terms, cents, shippingRule, (code, subtotal, ship) => {
        const goods = goodsAfterDiscount(subtotal, discountAmount(code, subtotal));
        const total = orderTotal(goods, shippingCost(ship, goods));
        expect(total).toBeGreaterThanOrEqual(0);
        expect(total).toBeLessThanOrEqual(subtotal + ship.priceCents);
        expect(vatContained(total, 1300)).toBeLessThanOrEqual(total);
      }),
    );
  });

  it('a bigger percent never takes off less', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 99 }),
        cents,
        (percent, subtotal) =>
          discountAmount({ kind: 'percent', percent, amountCents: null }, subtotal) <=
          discountAmount({ kind: 'percent', percent: percent + 1, amountCents: null }, subtotal),
      ),
    );
  });

  it('a code is refused or its discount fits the order, never both nor neither', () => {
    const stored = fc.record({
      code: fc.constant('CODE'),
      kind: fc.constant('fixed' as const),
      percent: fc.constant(null),
      amountCents: fc.integer({ min: 1, max: 100_000 }),
      minOrderCents: fc.integer({ min: 0, max: 100_000 }),
      startsAt: fc.option(fc.date({ noInvalidDate: true })),
      endsAt: fc.option(fc.date({ noInvalidDate: true })),
      usageLimit: fc.option(fc.integer({ min: 0, max: 5 })),
      usedCount: fc.integer({ min: 0, max: 5 }),
      active: fc.boolean(),
    });
    fc.assert(
      fc.property(stored, cents, fc.date({ noInvalidDate: true }), (code, subtotal, when) => {
        const refusal = discountCodeRefusal(code, { subtotalCents: subtotal, at: when });
        if (refusal === null) {
          expect(code.active).toBe(true);
          expect(subtotal).toBeGreaterThanOrEqual(code.minOrderCents);
          expect(discountAmount(code, subtotal)).toBeLessThanOrEqual(subtotal);
        } else {
          expect(refusal.reason).toMatch(/^[a-z_]+$/);
        }
      }),
    );
  });
});
