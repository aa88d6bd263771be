import { describe, expect, it } from 'vitest';
import { wineOffer } from './wine-offer';

const base = { price: '16.50', new_price: null, bottles_quantity: 8, lowest_price_30_days: null };

describe('wineOffer', () => {
  it('shows the list price when there is no sale', () => {
    expect(wineOffer(base)).toEqual({
      priceCents: 1650,
      saleCents: null,
      unitCents: 1650,
      percent: 0,
      savingsCents: 0,
      lowest30Cents: null,
      inStock: true,
    });
  });

  it('shows a sale that counts with its discount, savings and 30-day lowest price', () => {
    expect(wineOffer({ ...base, new_price: '13.90', lowest_price_30_days: '16.50' })).toMatchObject(
      { saleCents: 1390, unitCents: 1390, percent: 16, savingsCents: 260, lowest30Cents: 1650 },
    );
  });

  it('ignores a sale price of 0 or above the price', () => {
    expect(wineOffer({ ...base, new_price: '0.00' }).saleCents).toBeNull();
    expect(wineOffer({ ...base, new_price: '20.00' })).toMatchObject({
      saleCents: null,
      unitCents: 1650,
      percent: 0,
    });
  });

  it('knows a sold-out wine', () => {
    expect(wineOffer({ ...base, bottles_quantity: 0 }).inStock).toBe(false);
  });
});
