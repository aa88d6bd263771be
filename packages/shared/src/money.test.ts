import { describe, expect, it } from 'vitest';
import { centsToEuros, eurosToCents, formatDecimal, formatPrice } from './money.ts';

describe('money', () => {
  it('converts cents to the API string and back', () => {
    expect(centsToEuros(1390)).toBe('13.90');
    expect(centsToEuros(5)).toBe('0.05');
    expect(centsToEuros(0)).toBe('0.00');
    expect(centsToEuros(-250)).toBe('-2.50');
    expect(eurosToCents('13.90')).toBe(1390);
    expect(eurosToCents('13.9')).toBe(1390);
    expect(eurosToCents('7')).toBe(700);
    expect(() => eurosToCents('1,20')).toThrow();
  });

  it('formats prices and decimals per language', () => {
    expect(formatPrice(1390, 'pt').replace(/\s/g, ' ')).toBe('13,90 €');
    expect(formatPrice(1390, 'en')).toBe('€13.90');
    expect(formatDecimal(14.5, 'pt')).toBe('14,5');
    expect(formatDecimal(14.5, 'en')).toBe('14.5');
  });
});
