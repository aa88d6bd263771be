import { describe, expect, it } from 'vitest';
import { localeOf } from './i18n/languages.ts';
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

  it('writes prices exactly as Intl.NumberFormat does for pt-PT and en', () => {
    const amounts = [
      0, 1, 5, 99, 100, 1390, 99_999, 100_000, 123_456, 999_999, 1_000_000, 1_234_567,
    ];
    for (let cents = 7; cents < 5e9; cents = Math.floor(cents * 3.7) + 13) amounts.push(cents);
    for (const lang of ['pt', 'en'] as const) {
      const intl = new Intl.NumberFormat(localeOf[lang], { style: 'currency', currency: 'EUR' });
      for (const cents of [...amounts, ...amounts.map((c) => -c)]) {
        expect(formatPrice(cents, lang)).toBe(intl.format(cents / 100));
      }
    }
  });

  it('writes decimals exactly as Intl.NumberFormat does for pt-PT and en', () => {
    const values = [
      0, -0, 14.5, 0.75, 1234.5, 12_345.678, 1.005, 0.125, 0.285, 2.675, 0.001, 99.995,
    ];
    values.push(
      1e21,
      1e-7,
      123_456_789.999,
      750,
      13.5,
      1_000_000,
      1_234_567_890_123.456,
      12_345_678_901_234.5,
    );
    for (let value = 0.0137; value < 1e12; value = value * 2.9 + 0.0071) values.push(value);
    for (const lang of ['pt', 'en'] as const) {
      const intl = new Intl.NumberFormat(localeOf[lang], { maximumFractionDigits: 2 });
      for (const value of [...values, ...values.map((v) => -v)]) {
        expect(formatDecimal(value, lang)).toBe(intl.format(value));
      }
    }
  });
});
