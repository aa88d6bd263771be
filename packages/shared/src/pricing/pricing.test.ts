import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bandPrice,
  cartTotals,
  discountPercent,
  isSaleValid,
  isShippingFree,
  lineSavings,
  lowest30DaysBeforeCurrent,
  orderTotal,
  reductionPercent,
  reductionReference,
  shippingCost,
  unitPrice,
  vatContained,
} from './pricing';

describe('sale price and discount', () => {
  it.each([
    [1650, 1390, true],
    [1650, 0, false],
    [1650, null, false],
    [1650, 1650, false],
    [1650, 2000, false],
    [1650, -5, false],
  ])('price %i with sale %s counts: %s', (price, sale, valid) => {
    expect(isSaleValid(price, sale)).toBe(valid);
    expect(unitPrice({ priceCents: price, salePriceCents: sale })).toBe(valid ? sale : price);
  });

  it('rounds the discount percent', () => {
    expect(discountPercent(1650, 1390)).toBe(16); // 15.76 -> 16
    expect(discountPercent(1000, 875)).toBe(13); // 12.5 -> 13
    expect(discountPercent(1000, 1000)).toBe(0);
    expect(discountPercent(1000, null)).toBe(0);
  });

  it('computes savings per line', () => {
    expect(lineSavings({ priceCents: 1650, salePriceCents: 1390, quantity: 3 })).toBe(780);
    expect(lineSavings({ priceCents: 1650, salePriceCents: null, quantity: 3 })).toBe(0);
  });
});

describe('the reduction announced (Decreto-Lei 109-G/2021)', () => {
  // Exmo at 24.00 for months, on sale at 19.90 ten days ago, its list price then raised to 25.50,
  // the sale taken off and put on again: the 30 days before the new reduction held 19.90.
  const day = 86_400_000;
  const now = 100 * day;
  const history = [
    { fromMs: now - 70 * day, unitPriceCents: 2400 },
    { fromMs: now - 10 * day, unitPriceCents: 1990 },
    { fromMs: now - 1 * day, unitPriceCents: 2550 },
    { fromMs: now, unitPriceCents: 1990 },
  ];

  it('measures the reduction from the lowest price of the 30 days before it', () => {
    const lowest30Cents = lowest30DaysBeforeCurrent(history);
    expect(lowest30Cents).toBe(1990);
    const exmo = { priceCents: 2550, salePriceCents: 1990, lowest30Cents, quantity: 1 };
    // No reduction from 19.90 to 19.90: no struck price, no percentage, no saving.
    expect(reductionReference(exmo)).toBeNull();
    expect(reductionPercent(exmo)).toBe(0);
    expect(lineSavings(exmo)).toBe(0);
    expect(unitPrice(exmo)).toBe(1990);
  });

  it('announces 24.00 → 19.90 when the raise to 25.50 came during the 30 days', () => {
    const raised = [history[0]!, { fromMs: now - day, unitPriceCents: 2550 }, history[3]!];
    const lowest30Cents = lowest30DaysBeforeCurrent(raised);
    expect(lowest30Cents).toBe(2400);
    const exmo = { priceCents: 2550, salePriceCents: 1990, lowest30Cents, quantity: 2 };
    expect(reductionReference(exmo)).toBe(2400);
    expect(reductionPercent(exmo)).toBe(17);
    expect(lineSavings(exmo)).toBe(820);
    expect(cartTotals([exmo]).totalBeforeDiscountCents).toBe(4800);
  });

  it('falls back to the list price when no earlier price is known', () => {
    const wine = { priceCents: 1650, salePriceCents: 1390, lowest30Cents: null };
    expect(reductionReference(wine)).toBe(1650);
    expect(reductionPercent(wine)).toBe(16);
  });

  it('never announces more than the fall from the reference, whatever the figures', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.option(fc.integer({ min: -10, max: 1_000_000 })),
        fc.option(fc.integer({ min: 0, max: 1_000_000 })),
        (priceCents, salePriceCents, lowest30Cents) => {
          const item = { priceCents, salePriceCents, lowest30Cents, quantity: 1 };
          const reference = reductionReference(item);
          const paid = unitPrice(item);
          if (reference === null) {
            expect(lineSavings(item)).toBe(0);
            expect(reductionPercent(item)).toBe(0);
          } else {
            expect(reference).toBeGreaterThan(paid);
            expect(reference).toBe(lowest30Cents ?? priceCents);
            expect(lineSavings(item)).toBe(reference - paid);
          }
        },
      ),
    );
  });
});

describe('cart totals', () => {
  it('adds list prices, savings and subtotal', () => {
    const totals = cartTotals([
      { priceCents: 1650, salePriceCents: 1390, quantity: 2 },
      { priceCents: 2400, salePriceCents: null, quantity: 1 },
    ]);
    expect(totals).toEqual({
      totalBeforeDiscountCents: 5700,
      savingsCents: 520,
      subtotalCents: 5180,
      bottles: 3,
    });
  });

  it('keeps total before discount = subtotal + savings for any cart', () => {
    const item = fc.record({
      priceCents: fc.integer({ min: 0, max: 1_000_000 }),
      salePriceCents: fc.option(fc.integer({ min: -10, max: 1_000_000 })),
      quantity: fc.integer({ min: 0, max: 500 }),
    });
    fc.assert(
      fc.property(fc.array(item, { maxLength: 20 }), (items) => {
        const totals = cartTotals(items);
        expect(totals.totalBeforeDiscountCents).toBe(totals.subtotalCents + totals.savingsCents);
        expect(totals.savingsCents).toBeGreaterThanOrEqual(0);
        expect(Number.isInteger(totals.subtotalCents)).toBe(true);
      }),
    );
  });

  it('never discounts below zero nor above 100 %', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.option(fc.integer({ min: -1000, max: 2_000_000 })),
        (price, sale) => {
          const percent = discountPercent(price, sale);
          expect(percent).toBeGreaterThanOrEqual(0);
          expect(percent).toBeLessThanOrEqual(100);
        },
      ),
    );
  });
});

describe('shipping cost (docs/product/shop.md#prices-and-sales)', () => {
  const paid = { priceCents: 750, allowFreeShipping: false, freeShippingFromCents: 6000 };
  const fromSixty = { priceCents: 750, allowFreeShipping: true, freeShippingFromCents: 6000 };
  const alwaysFree = { priceCents: 750, allowFreeShipping: true, freeShippingFromCents: 0 };

  it('charges the price when free shipping is not allowed', () => {
    expect(shippingCost(paid, 100_000)).toBe(750);
  });
  it('is free from the threshold on, and the price below it', () => {
    expect(shippingCost(fromSixty, 5999)).toBe(750);
    expect(shippingCost(fromSixty, 6000)).toBe(0);
  });
  it('is always free when allowed with threshold 0', () => {
    expect(shippingCost(alwaysFree, 0)).toBe(0);
  });
  it('shows shipping as free in the order view when cost 0 or the rule holds', () => {
    expect(isShippingFree(0, paid, 0)).toBe(true);
    expect(isShippingFree(750, fromSixty, 7000)).toBe(true);
    expect(isShippingFree(750, paid, 7000)).toBe(false);
  });
  it('is either 0 or the option price, and total = subtotal + shipping', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000 }),
        fc.boolean(),
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        (price, allow, from, subtotal) => {
          const cost = shippingCost(
            { priceCents: price, allowFreeShipping: allow, freeShippingFromCents: from },
            subtotal,
          );
          expect([0, price]).toContain(cost);
          expect(orderTotal(subtotal, cost)).toBe(subtotal + cost);
        },
      ),
    );
  });
});

describe('VAT and bands', () => {
  it('extracts the VAT contained in a gross amount', () => {
    expect(vatContained(11300, 1300)).toBe(1300);
    expect(vatContained(12300, 2300)).toBe(2300);
    expect(vatContained(0, 1300)).toBe(0);
  });
  it('finds the band for a bottle count', () => {
    const bands = [
      { minBottles: 1, maxBottles: 6, priceCents: 750 },
      { minBottles: 7, maxBottles: 12, priceCents: 1100 },
    ];
    expect(bandPrice(bands, 1)).toBe(750);
    expect(bandPrice(bands, 6)).toBe(750);
    expect(bandPrice(bands, 7)).toBe(1100);
    expect(bandPrice(bands, 13)).toBeNull();
    const open = [...bands, { minBottles: 13, maxBottles: null, priceCents: 1500 }];
    expect(bandPrice(open, 13)).toBe(1500);
    expect(bandPrice(open, 30)).toBe(1500);
    expect(bandPrice(open, 0)).toBeNull();
  });
});
