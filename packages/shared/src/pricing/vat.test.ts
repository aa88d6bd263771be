import { describe, expect, it } from 'vitest';
import { vatContained } from './pricing.ts';
import { wineVatRate, wineVatRates } from './vat.ts';

describe('wineVatRate', () => {
  it('is 13 % on the mainland, 9 % in the Azores and 12 % in Madeira', () => {
    expect(wineVatRate('PT', 'PT-11')).toBe(1300);
    expect(wineVatRate('PT', 'PT-20')).toBe(900);
    expect(wineVatRate('PT', 'PT-30')).toBe(1200);
  });

  it('charges the Portuguese rate on distance sales elsewhere', () => {
    expect(wineVatRate('ES', 'ES-MD')).toBe(wineVatRates.mainland);
    expect(wineVatRate('FR', '')).toBe(wineVatRates.mainland);
  });

  it('gives the VAT a total contains', () => {
    // 35.30 € at 13 %: 35.30 × 13 / 113 = 4.06
    expect(vatContained(3530, wineVatRate('PT', 'PT-07'))).toBe(406);
    expect(vatContained(10900, wineVatRate('PT', 'PT-20'))).toBe(900);
  });
});
