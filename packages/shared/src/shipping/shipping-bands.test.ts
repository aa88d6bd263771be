import { describe, expect, it } from 'vitest';
import { adminShippingBandsSchema, bandsToAdmin } from './shipping-admin.ts';
import { bandRange } from './shipping.ts';

// docs/decisions/107-shipping-zones.md: staff bands start at 1, follow each other, end open.
const band = (min_bottles: number, max_bottles: number | null, price: unknown = '7.50') => ({
  min_bottles,
  max_bottles,
  price,
});

const issuePaths = (input: unknown) => {
  const result = adminShippingBandsSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'));
};

describe('adminShippingBandsSchema', () => {
  it('turns staff bands in euros into stored bands in cents, the last one open', () => {
    const stored = adminShippingBandsSchema.parse([
      band(1, 6),
      band(7, 24, '14.90'),
      band(25, null, '17.90'),
    ]);
    expect(stored).toEqual([
      { minBottles: 1, maxBottles: 6, priceCents: 750 },
      { minBottles: 7, maxBottles: 24, priceCents: 1490 },
      { minBottles: 25, maxBottles: null, priceCents: 1790 },
    ]);
    expect(bandsToAdmin(stored)).toEqual([
      band(1, 6),
      band(7, 24, '14.90'),
      band(25, null, '17.90'),
    ]);
  });

  it.each([
    ['a gap', [band(1, 6), band(8, null)], '1.min_bottles'],
    ['an overlap', [band(1, 6), band(6, null)], '1.min_bottles'],
    ['a first band above 1', [band(2, null)], '0.min_bottles'],
    ['an inverted band', [band(1, 6), band(7, 5), band(6, null)], '1.max_bottles'],
    ['a closed last band', [band(1, 6), band(7, 24)], '1.max_bottles'],
    ['an open band before the last', [band(1, null), band(2, null)], '0.max_bottles'],
    ['a negative price', [band(1, null, '-0.01')], '0.price'],
    ['an absurd price', [band(1, null, '500.01')], '0.price'],
    ['three decimals', [band(1, null, '7.505')], '0.price'],
    ['a JSON number (decision 137)', [band(1, null, 7.5)], '0.price'],
    ['no band', [], ''],
  ])('refuses %s on the band field', (_name, bands, path) => {
    expect(issuePaths(bands)).toContain(path);
  });

  it('accepts the highest price and a single open band', () => {
    expect(issuePaths([band(1, null, '500.00')])).toEqual([]);
  });
});

describe('bandRange', () => {
  it('says a closed band as from–to and the open one as from+', () => {
    expect(bandRange({ minBottles: 7, maxBottles: 12 })).toBe('7–12');
    expect(bandRange({ minBottles: 25, maxBottles: null })).toBe('25+');
  });
});
