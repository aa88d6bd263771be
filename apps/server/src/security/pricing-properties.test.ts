import {
  bandPrice,
  shippingBandsSchema,
  cartTotals,
  discountAmount,
  discountPercent,
  goodsAfterDiscount,
  lineTotal,
  lowestPriorPrice,
  orderTotal,
  shippingCost,
  unitPrice,
  vatContained,
  wineVatRate,
  wineVatRates,
  type DiscountTerms,
  type PricedItem,
  type ShippingRule,
} from '@mdc/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

/**
 * Properties of the whole price chain (packages/shared/src/pricing), as the checkout composes it:
 * cart → subtotal → discount code → goods to pay → shipping on the goods → total → VAT contained.
 * discount-codes.test.ts already checks the code on its own; these check the figures together.
 * A fixed seed (printed) so a failure can be replayed; FC_SEED overrides it.
 */
const seed = Number(process.env.FC_SEED ?? 20_261_124);
const numRuns = 500;
console.info(`pricing properties: fast-check seed ${seed} (FC_SEED=${seed} to replay)`);
const check = <T>(property: fc.IProperty<T>) => fc.assert(property, { seed, numRuns });

const cents = fc.integer({ min: 0, max: 10_000_000 });
const item: fc.Arbitrary<PricedItem> = fc.record({
  priceCents: fc.integer({ min: 0, max: 1_000_000 }),
  salePriceCents: fc.option(fc.integer({ min: -1_000, max: 1_100_000 }), { nil: null }),
  quantity: fc.integer({ min: 0, max: 500 }),
});
const cart = fc.array(item, { maxLength: 20 });
const terms: fc.Arbitrary<DiscountTerms> = fc.oneof(
  fc.record({
    kind: fc.constant('percent' as const),
    // Out-of-range values too: the function must clamp whatever a bad row holds.
    percent: fc.option(fc.integer({ min: -50, max: 200 }), { nil: null }),
    amountCents: fc.constant(null),
  }),
  fc.record({
    kind: fc.constant('fixed' as const),
    percent: fc.constant(null),
    amountCents: fc.option(fc.integer({ min: -10_000, max: 20_000_000 }), { nil: null }),
  }),
);
const rule: fc.Arbitrary<ShippingRule> = fc.record({
  priceCents: fc.integer({ min: 0, max: 100_000 }),
  allowFreeShipping: fc.boolean(),
  freeShippingFromCents: fc.integer({ min: 0, max: 1_000_000 }),
});
const place = fc.constantFrom(['PT', 'PT-11'], ['PT', 'PT-20'], ['PT', 'PT-30'], ['ES', 'ES-M']);

/** The checkout's order of the figures (decision 074). */
function price(
  items: PricedItem[],
  code: DiscountTerms | null,
  ship: ShippingRule,
  at: readonly string[],
) {
  const totals = cartTotals(items);
  const discount = code ? discountAmount(code, totals.subtotalCents) : 0;
  const goods = goodsAfterDiscount(totals.subtotalCents, discount);
  const shipping = shippingCost(ship, goods);
  const total = orderTotal(goods, shipping);
  const vat = vatContained(total, wineVatRate(at[0]!, at[1]!));
  return { totals, discount, goods, shipping, total, vat };
}

describe('price chain properties', () => {
  it('a unit price is the list price or a lower, positive sale price', () => {
    check(
      fc.property(item, (it) => {
        const unit = unitPrice(it);
        expect(unit).toBeLessThanOrEqual(it.priceCents);
        if (unit !== it.priceCents) expect(unit).toBeGreaterThan(0);
        const percent = discountPercent(it.priceCents, it.salePriceCents);
        expect(percent).toBeGreaterThanOrEqual(0);
        expect(percent).toBeLessThanOrEqual(100);
      }),
    );
  });

  it('cart totals are never negative and add up', () => {
    check(
      fc.property(cart, (items) => {
        const t = cartTotals(items);
        expect(t.subtotalCents).toBeGreaterThanOrEqual(0);
        expect(t.savingsCents).toBeGreaterThanOrEqual(0);
        expect(t.totalBeforeDiscountCents).toBe(t.subtotalCents + t.savingsCents);
        expect(t.subtotalCents).toBe(items.reduce((sum, i) => sum + lineTotal(i), 0));
        expect(t.bottles).toBe(items.reduce((sum, i) => sum + i.quantity, 0));
        for (const value of Object.values(t)) expect(Number.isSafeInteger(value)).toBe(true);
      }),
    );
  });

  it('cart totals do not depend on line order, and two carts add', () => {
    check(
      fc.property(cart, cart, (a, b) => {
        const both = cartTotals([...a, ...b]);
        const sum = (k: keyof ReturnType<typeof cartTotals>) => cartTotals(a)[k] + cartTotals(b)[k];
        expect(both).toEqual({
          totalBeforeDiscountCents: sum('totalBeforeDiscountCents'),
          savingsCents: sum('savingsCents'),
          subtotalCents: sum('subtotalCents'),
          bottles: sum('bottles'),
        });
        expect(cartTotals([...b, ...a])).toEqual(both);
      }),
    );
  });

  it('one more bottle never lowers the subtotal', () => {
    check(
      fc.property(cart, item, (items, extra) => {
        const before = cartTotals(items).subtotalCents;
        const after = cartTotals([...items, { ...extra, quantity: extra.quantity + 1 }]);
        expect(after.subtotalCents).toBeGreaterThanOrEqual(before);
      }),
    );
  });

  it('shipping is the option price or free, and a larger order never pays more shipping', () => {
    check(
      fc.property(rule, cents, cents, (ship, a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect([0, ship.priceCents]).toContain(shippingCost(ship, low));
        expect(shippingCost(ship, high)).toBeLessThanOrEqual(shippingCost(ship, low));
      }),
    );
  });

  it('a shipping band price is one of the bands, or null when none holds the count', () => {
    const band = fc.record({
      minBottles: fc.integer({ min: 0, max: 50 }),
      maxBottles: fc.integer({ min: 0, max: 50 }),
      priceCents: fc.integer({ min: 0, max: 10_000 }),
    });
    check(
      fc.property(fc.array(band, { maxLength: 6 }), fc.integer({ min: 0, max: 60 }), (bands, n) => {
        const found = bandPrice(bands, n);
        const holding = bands.filter((b) => n >= b.minBottles && n <= b.maxBottles);
        if (holding.length === 0) expect(found).toBeNull();
        else expect(found).toBe(holding[0]!.priceCents);
      }),
    );
  });

  it('valid bands (from 1, consecutive, the last open) price every bottle count exactly once', () => {
    const widths = fc.array(fc.integer({ min: 1, max: 12 }), { maxLength: 6 });
    check(
      fc.property(widths, fc.integer({ min: 1, max: 1000 }), (sizes, n) => {
        let start = 1;
        const bands = sizes.map((size, i) => {
          const b = { minBottles: start, maxBottles: start + size - 1, priceCents: i * 100 };
          start += size;
          return b;
        });
        const all = [...bands, { minBottles: start, maxBottles: null, priceCents: 9_999 }];
        expect(shippingBandsSchema.safeParse(all).success).toBe(true);
        const expected = n >= start ? 9_999 : bands.find((b) => n <= b.maxBottles)!.priceCents;
        expect(bandPrice(all, n)).toBe(expected);
      }),
    );
  });

  it('the whole chain: discount ≤ subtotal, totals never negative, sums consistent, VAT ≤ total', () => {
    check(
      fc.property(cart, fc.option(terms, { nil: null }), rule, place, (items, code, ship, at) => {
        const p = price(items, code, ship, at);
        expect(p.discount).toBeGreaterThanOrEqual(0);
        expect(p.discount).toBeLessThanOrEqual(p.totals.subtotalCents);
        expect(p.goods).toBe(p.totals.subtotalCents - p.discount);
        expect(p.shipping).toBeGreaterThanOrEqual(0);
        expect(p.total).toBe(p.goods + p.shipping);
        expect(p.total).toBeGreaterThanOrEqual(0);
        expect(p.vat).toBeGreaterThanOrEqual(0);
        expect(p.vat).toBeLessThanOrEqual(p.total);
        for (const value of [p.discount, p.goods, p.shipping, p.total, p.vat]) {
          expect(Number.isInteger(value)).toBe(true);
        }
      }),
    );
  });

  it('a code never makes the goods cost more, and bigger goods never cost less after a code', () => {
    check(
      fc.property(terms, cents, cents, (code, a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        const after = (s: number) => goodsAfterDiscount(s, discountAmount(code, s));
        expect(after(low)).toBeLessThanOrEqual(low);
        expect(after(low)).toBeLessThanOrEqual(after(high));
        expect(discountAmount(code, low)).toBeLessThanOrEqual(discountAmount(code, high));
      }),
    );
  });

  it('a bigger fixed amount never takes off less, and never more than the goods', () => {
    check(
      fc.property(cents, cents, cents, (s, x, y) => {
        const [small, big] = x <= y ? [x, y] : [y, x];
        const off = (a: number) =>
          discountAmount({ kind: 'fixed', percent: null, amountCents: a }, s);
        expect(off(small)).toBeLessThanOrEqual(off(big));
        expect(off(big)).toBeLessThanOrEqual(s);
      }),
    );
  });

  it('VAT contained grows with the amount and the rate, and is the exact rounded share', () => {
    const rates = fc.constantFrom(...Object.values(wineVatRates));
    check(
      fc.property(cents, cents, rates, rates, (a, b, r1, r2) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        const [rLow, rHigh] = r1 <= r2 ? [r1, r2] : [r2, r1];
        expect(vatContained(low, rLow)).toBeLessThanOrEqual(vatContained(high, rLow));
        expect(vatContained(high, rLow)).toBeLessThanOrEqual(vatContained(high, rHigh));
        const exact = (high * rLow) / (10_000 + rLow);
        expect(Math.abs(vatContained(high, rLow) - exact)).toBeLessThanOrEqual(0.5);
      }),
    );
  });

  it('the lowest prior price lies within the prices the history held', () => {
    const period = fc.record({
      fromMs: fc.integer({ min: 0, max: 400 * 86_400_000 }),
      unitPriceCents: fc.integer({ min: 1, max: 100_000 }),
    });
    check(
      fc.property(fc.array(period, { maxLength: 12 }), (history) => {
        const lowest = lowestPriorPrice(history);
        if (history.length < 2) {
          expect(lowest).toBeNull();
          return;
        }
        if (lowest === null) return;
        const prices = history.map((p) => p.unitPriceCents);
        expect(prices).toContain(lowest);
        expect(lowest).toBeGreaterThanOrEqual(Math.min(...prices));
      }),
    );
  });
});
