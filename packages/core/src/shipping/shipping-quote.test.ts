import { describe, expect, it } from 'vitest';
import { shippingBandsSchema } from '@mdc/shared';
import { priceShippingOption, type PricedShippingOption } from './shipping-quote.ts';

const mainland: PricedShippingOption = {
  priceBands: [
    { minBottles: 1, maxBottles: 6, priceCents: 750 },
    { minBottles: 7, maxBottles: 12, priceCents: 990 },
    { minBottles: 13, maxBottles: 18, priceCents: 1290 },
    { minBottles: 19, maxBottles: 24, priceCents: 1490 },
    { minBottles: 25, maxBottles: null, priceCents: 1790 },
  ],
  allowFreeShipping: true,
  freeShippingFromCents: 10_000,
};

describe('priceShippingOption', () => {
  it.each([
    [1, 750],
    [6, 750],
    [7, 990],
    [12, 990],
    [13, 1290],
    [18, 1290],
    [19, 1490],
    [24, 1490],
    [25, 1790],
    [30, 1790],
    [1000, 1790],
  ])('prices %i bottles at the band price %i', (bottles, priceCents) => {
    expect(priceShippingOption(mainland, bottles, 0)).toEqual({
      priceCents,
      costCents: priceCents,
    });
  });

  it('has no price for a count that is not a bottle count', () => {
    for (const bottles of [0, -1, 1.5, Number.NaN]) {
      expect(priceShippingOption(mainland, bottles, 0)).toBeNull();
    }
  });

  it('is free from the threshold on, and charges the band price just below it', () => {
    expect(priceShippingOption(mainland, 7, 9_999)).toEqual({ priceCents: 990, costCents: 990 });
    expect(priceShippingOption(mainland, 7, 10_000)).toEqual({ priceCents: 990, costCents: 0 });
  });

  it('never frees an option that does not allow it, and always frees threshold 0', () => {
    const islands = { ...mainland, allowFreeShipping: false, freeShippingFromCents: 0 };
    expect(priceShippingOption(islands, 6, 1_000_000)?.costCents).toBe(750);
    const alwaysFree = { ...mainland, freeShippingFromCents: 0 };
    expect(priceShippingOption(alwaysFree, 6, 0)).toEqual({ priceCents: 750, costCents: 0 });
  });
});

describe('shippingBandsSchema', () => {
  it('accepts consecutive bands from 1 bottle ending open (decision 107)', () => {
    expect(shippingBandsSchema.safeParse(mainland.priceBands).success).toBe(true);
    const one = [{ minBottles: 1, maxBottles: null, priceCents: 990 }];
    expect(shippingBandsSchema.safeParse(one).success).toBe(true);
  });

  it.each([
    [
      'a gap',
      [
        { minBottles: 1, maxBottles: 6, priceCents: 1 },
        { minBottles: 8, maxBottles: null, priceCents: 1 },
      ],
    ],
    [
      'an overlap',
      [
        { minBottles: 1, maxBottles: 6, priceCents: 1 },
        { minBottles: 6, maxBottles: null, priceCents: 1 },
      ],
    ],
    ['a start above 1', [{ minBottles: 2, maxBottles: null, priceCents: 1 }]],
    [
      'an inverted band',
      [
        { minBottles: 1, maxBottles: 0, priceCents: 1 },
        { minBottles: 1, maxBottles: null, priceCents: 1 },
      ],
    ],
    ['a negative price', [{ minBottles: 1, maxBottles: null, priceCents: -1 }]],
    ['an absurd price', [{ minBottles: 1, maxBottles: null, priceCents: 50_001 }]],
    ['a closed last band', [{ minBottles: 1, maxBottles: 24, priceCents: 1 }]],
    [
      'an open band before the last',
      [
        { minBottles: 1, maxBottles: null, priceCents: 1 },
        { minBottles: 2, maxBottles: null, priceCents: 1 },
      ],
    ],
    ['no band', []],
  ])('rejects %s', (_name, bands) => {
    expect(shippingBandsSchema.safeParse(bands).success).toBe(false);
  });
});
