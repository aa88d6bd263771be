import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { localeOf } from './i18n/languages.ts';
import { euroAmount, eurosOutSchema } from './money-schema.ts';
import { centsToEuros, eurosToCents, formatDecimal, formatPrice } from './money.ts';
import { z } from './zod.ts';

describe('money', () => {
  it('converts cents to the API string and back', () => {
    expect(centsToEuros(1390)).toBe('13.90');
    expect(centsToEuros(5)).toBe('0.05');
    expect(centsToEuros(0)).toBe('0.00');
    expect(centsToEuros(-250)).toBe('-2.50');
    expect(eurosToCents('13.90')).toBe(1390);
    expect(eurosToCents('13.9')).toBe(1390);
    expect(eurosToCents('7')).toBe(700);
    expect(eurosToCents('-0.00')).toBe(0);
    expect(() => eurosToCents('1,20')).toThrow();
    expect(() => centsToEuros(13.9)).toThrow();
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

/** docs/decisions/137-one-money-form.md: the one codec of the APIs. */
describe('the euro amount codec', () => {
  const amount = euroAmount();
  const messageOf = (schema: z.ZodType, input: unknown) => {
    const result = schema.safeParse(input);
    return result.success ? null : result.error.issues[0]!.message;
  };

  it('round-trips every amount: cents → "14.90" → the same cents, and the text back', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (cents) => {
        const wire = z.encode(amount, cents);
        expect(wire).toMatch(/^\d+\.\d{2}$/);
        expect(eurosOutSchema.parse(wire)).toBe(wire);
        expect(z.decode(amount, wire)).toBe(cents);
        expect(JSON.parse(JSON.stringify({ price: wire })).price).toBe(wire);
      }),
    );
  });

  it('reads shortened decimals exactly: "14.9" and "14" are 1490 and 1400 cents', () => {
    expect(amount.parse('14.9')).toBe(1490);
    expect(amount.parse('14')).toBe(1400);
    expect(amount.parse('0.07')).toBe(7);
    // The float trap: 0.1 + 0.2 and 1.005 × 100 are not what they say; the codec never multiplies.
    expect(amount.parse('1.15')).toBe(115);
    expect(amount.parse('4.35')).toBe(435);
  });

  it.each([
    [14.9, 'a JSON number (float)'],
    [1490, 'a JSON number (integer)'],
    ['1e3', 'an exponent'],
    ['1.5e2', 'an exponent after a point'],
    ['14,90', 'a comma'],
    ['14.905', 'more than two decimals'],
    ['14.', 'a point without decimals'],
    ['.50', 'no whole euros'],
    [' 14.90', 'spaces'],
    ['+14.90', 'a plus sign'],
    ['0x10', 'hexadecimal'],
    ['Infinity', 'Infinity'],
    ['NaN', 'NaN'],
    ['', 'nothing'],
    [null, 'null'],
    ['1234567890.00', 'ten digits of euros'],
  ])('refuses %j (%s) with a message saying the form', (input, _why) => {
    expect(messageOf(amount, input)).toBe('must be an amount in euros such as 14.90');
  });

  it('refuses a negative amount where none is allowed, and too large an amount, naming the bound', () => {
    expect(messageOf(amount, '-0.01')).toBe('must be at least 0.00');
    expect(messageOf(amount, '100000.01')).toBe('must be at most 100000.00');
    expect(amount.parse('100000.00')).toBe(10_000_000);
    const refund = euroAmount({ minCents: -5000, maxCents: 5000 });
    expect(refund.parse('-50.00')).toBe(-5000);
    expect(messageOf(refund, '-50.01')).toBe('must be at least -50.00');
  });

  it('refuses random text that is not the wire form, and never throws', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const result = amount.safeParse(text);
        if (result.success) expect(text).toMatch(/^\d{1,9}(\.\d{1,2})?$/);
      }),
    );
    fc.assert(
      fc.property(fc.double({ noNaN: true }), (number) => {
        expect(amount.safeParse(number).success).toBe(false);
      }),
    );
  });

  it('answers only the two-decimal form', () => {
    expect(eurosOutSchema.safeParse('14.90').success).toBe(true);
    expect(eurosOutSchema.safeParse('-2.50').success).toBe(true);
    for (const bad of ['14.9', '14', 14.9, '1e3']) {
      expect(eurosOutSchema.safeParse(bad).success).toBe(false);
    }
  });
});
