import { describe, expect, it } from 'vitest';
import { wineOffer } from './wine-offer';

const base = { price: '16.50', new_price: null, bottles_quantity: 8, lowest_price_30_days: null };

describe('wineOffer', () => {
  it('shows the list price when there is no sale', () => {
    expect(wineOffer(base)).toEqual({
      priceCents: 1650,
      saleCents: null,
      unitCents: 1650,
      referenceCents: null,
      percent: 0,
      savingsCents: 0,
      inStock: true,
    });
  });

  it('shows a sale that counts with its discount, savings and 30-day lowest price', () => {
    expect(wineOffer({ ...base, new_price: '13.90', lowest_price_30_days: '16.50' })).toMatchObject(
      { saleCents: 1390, unitCents: 1390, percent: 16, savingsCents: 260, referenceCents: 1650 },
    );
  });

  it('measures the reduction from the 30-day lowest price, not the list price', () => {
    // Raised to 25.50 just before the sale; the 30 days before it held 24.00.
    const raised = { ...base, price: '25.50', new_price: '19.90', lowest_price_30_days: '24.00' };
    expect(wineOffer(raised)).toMatchObject({
      unitCents: 1990,
      referenceCents: 2400,
      percent: 17,
      savingsCents: 410,
    });
    // The sale price was already charged in those 30 days: no reduction is announced.
    expect(wineOffer({ ...raised, lowest_price_30_days: '19.90' })).toMatchObject({
      saleCents: 1990,
      unitCents: 1990,
      referenceCents: null,
      percent: 0,
      savingsCents: 0,
    });
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
