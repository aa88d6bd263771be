import { describe, expect, it } from 'vitest';
import { cartTotals, type Wine } from '@mdc/shared';
import {
  applyServerPrices,
  cartItemFromWine,
  cartItemPricing,
  nextQuantity,
  parseStoredCart,
  quantityFromInput,
  reconcile,
} from './cart-state';

function wine(overrides: Partial<Wine> = {}): Wine {
  return {
    id: 1,
    product_title: 'Exmo',
    product_subtitle_1: '',
    product_subtitle_2: '',
    product_url: 'exmo',
    image_url: '/images/wines/exmo.svg',
    year: 2021,
    show_catalog: true,
    show_shop: true,
    wine_doc: '',
    main_desc: '',
    wine_type: '',
    grapes: '',
    soils_type: '',
    alcohol: 14,
    serving_temp: '',
    capacity: 750,
    product_pdf: null,
    price: '24.00',
    new_price: null,
    bottles_quantity: 10,
    lowest_price_30_days: null,
    ...overrides,
  };
}

const sale = wine({
  id: 2,
  product_title: 'Avô Zeca',
  product_url: 'avo-zeca',
  price: '16.50',
  new_price: '13.90',
  // The lowest price of the 30 days before the sale: what the reduction is measured from.
  lowest_price_30_days: '15.90',
});

describe('cart lines', () => {
  it('keeps the docs/product/shop.md#shop-data fields, with price the sale price when it counts', () => {
    expect(cartItemFromWine(sale, 2)).toEqual({
      id: 2,
      product_title: 'Avô Zeca',
      product_url: 'avo-zeca',
      image_url: '/images/wines/exmo.svg',
      price: '13.90',
      original_price: '16.50',
      new_price: '13.90',
      lowest_price_30_days: '15.90',
      bottles_quantity: 10,
      quantity: 2,
      sku: 'avo-zeca',
    });
    // A sale price of 0 or above the price does not count.
    expect(cartItemFromWine(wine({ new_price: '0.00' }), 1).price).toBe('24.00');
    expect(cartItemFromWine(wine({ new_price: '30.00' }), 1).price).toBe('24.00');
  });

  it('gives the shared pricing functions cents', () => {
    const items = [cartItemFromWine(sale, 2), cartItemFromWine(wine(), 1)];
    expect(cartItemPricing(items[0]!)).toEqual({
      priceCents: 1650,
      salePriceCents: 1390,
      lowest30Cents: 1590,
      quantity: 2,
    });
    // Savings from 15.90, not from the list price 16.50 (Decreto-Lei 109-G/2021).
    expect(cartTotals(items.map(cartItemPricing))).toEqual({
      totalBeforeDiscountCents: 5580,
      savingsCents: 400,
      subtotalCents: 5180,
      bottles: 3,
    });
  });
});

// Adding, setting and removing are the shared editCart's (packages/shared cart-cookie.test.ts).

describe('quantity rules (docs/product/shop.md#cart)', () => {
  it('keeps quantities between 1 and the stock', () => {
    expect(nextQuantity(0, 3, 10)).toBe(1);
    expect(nextQuantity(-4, 3, 10)).toBe(1);
    expect(nextQuantity(7, 3, 10)).toBe(7);
    expect(nextQuantity(10, 3, 10)).toBe(10);
  });

  it('ignores values above the stock', () => {
    expect(nextQuantity(11, 3, 10)).toBe(3);
  });

  it('turns non-numeric input into 1', () => {
    expect(nextQuantity(Number.NaN, 3, 10)).toBe(1);
    expect(quantityFromInput('abc', 3, 10)).toBe(1);
    expect(quantityFromInput('', 3, 10)).toBe(1);
    expect(quantityFromInput('2.5', 3, 10)).toBe(1);
    expect(quantityFromInput(' 4 ', 3, 10)).toBe(4);
    expect(quantityFromInput('40', 3, 10)).toBe(3);
  });
});

describe('reconcile', () => {
  const items = [cartItemFromWine(wine(), 4), cartItemFromWine(sale, 2)];

  it('leaves a current cart alone (same array)', () => {
    const result = reconcile(items, [wine(), sale]);
    expect(result.changes).toEqual([]);
    expect(result.items).toBe(items);
  });

  it('removes a wine that left the shop', () => {
    const result = reconcile(items, [sale]);
    expect(result.items.map((item) => item.id)).toEqual([2]);
    expect(result.changes).toEqual([{ id: 1, title: 'Exmo', kind: 'unavailable' }]);
  });

  it('removes a sold-out wine and clamps a quantity above the stock', () => {
    const result = reconcile(items, [
      wine({ bottles_quantity: 3 }),
      { ...sale, bottles_quantity: 0 },
    ]);
    expect(result.items).toMatchObject([{ id: 1, quantity: 3, bottles_quantity: 3 }]);
    expect(result.changes).toEqual([
      { id: 1, title: 'Exmo', kind: 'quantity' },
      { id: 2, title: 'Avô Zeca', kind: 'soldOut' },
    ]);
  });

  it('follows a price change, including a sale that ended', () => {
    const result = reconcile(items, [wine({ price: '25.00' }), { ...sale, new_price: null }]);
    expect(result.items).toMatchObject([
      { id: 1, price: '25.00', original_price: '25.00' },
      { id: 2, price: '16.50', original_price: '16.50', new_price: null },
    ]);
    expect(result.changes.map((change) => change.kind)).toEqual(['price', 'price']);
  });

  it('updates titles and links quietly (another language)', () => {
    const result = reconcile(items, [wine({ product_title: 'Exmo (en)' }), sale]);
    expect(result.changes).toEqual([]);
    expect(result.items[0]!.product_title).toBe('Exmo (en)');
  });
});

describe('applyServerPrices', () => {
  it('corrects the lines the server mentions and keeps the others', () => {
    const items = [cartItemFromWine(wine(), 4), cartItemFromWine(sale, 2)];
    const result = applyServerPrices(items, [
      { id: 2, price: '16.50', new_price: '12.00', bottles_quantity: 1 },
    ]);
    expect(result.items).toMatchObject([
      { id: 1, quantity: 4, price: '24.00' },
      { id: 2, quantity: 1, price: '12.00', new_price: '12.00' },
    ]);
    expect(result.changes).toEqual([
      { id: 2, title: 'Avô Zeca', kind: 'price' },
      { id: 2, title: 'Avô Zeca', kind: 'quantity' },
    ]);
  });
});

describe('stored cart', () => {
  it('reads well-formed lines and drops the rest', () => {
    const good = cartItemFromWine(wine(), 2);
    const text = JSON.stringify([good, { ...good, id: 1 }, { id: 3, quantity: 'two' }, null]);
    expect(parseStoredCart(text)).toEqual([good]);
    expect(parseStoredCart('not json')).toEqual([]);
    expect(parseStoredCart('{"id":1}')).toEqual([]);
    expect(parseStoredCart(null)).toEqual([]);
  });
});
