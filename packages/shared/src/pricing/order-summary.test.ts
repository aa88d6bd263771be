import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { summaryRows, type SummaryRow } from './order-summary.ts';
import { goodsAfterDiscount } from './discount-codes.ts';
import { orderTotal } from './pricing.ts';

/** Reads the rows as a buyer adds them up: + before sale, − savings, = subtotal, … = total. */
function addsUp(rows: readonly SummaryRow[]): boolean {
  let running = 0;
  for (const row of rows) {
    const cents = row.cents ?? 0;
    if (row.kind === 'beforeSale' || row.kind === 'shipping') running += cents;
    else if (row.kind === 'savings' || row.kind === 'discount') running -= cents;
    else if (row.kind === 'subtotal') {
      if (rows[0]?.kind === 'subtotal') running = cents;
      else if (running !== cents) return false;
    } else if (running !== cents) return false;
  }
  return true;
}

describe('summaryRows', () => {
  it('puts the savings before the subtotal they lead to', () => {
    expect(
      summaryRows({
        beforeSaleCents: 6190,
        subtotalCents: 5670,
        discountCents: 0,
        shippingCents: 750,
        totalCents: 6420,
      }).map((row) => [row.kind, row.cents]),
    ).toEqual([
      ['beforeSale', 6190],
      ['savings', 520],
      ['subtotal', 5670],
      ['shipping', 750],
      ['total', 6420],
    ]);
  });

  it('adds up as printed for any cart, code and shipping', () => {
    fc.assert(
      fc.property(
        fc.nat(100_000),
        fc.nat(100_000),
        fc.nat(100_000),
        fc.nat(3_000),
        (subtotal, savings, discount, shipping) => {
          const goods = goodsAfterDiscount(subtotal, discount);
          const rows = summaryRows({
            beforeSaleCents: subtotal + savings,
            subtotalCents: subtotal,
            discountCents: subtotal - goods,
            shippingCents: shipping,
            totalCents: orderTotal(goods, shipping),
          });
          expect(addsUp(rows)).toBe(true);
        },
      ),
    );
  });
});
