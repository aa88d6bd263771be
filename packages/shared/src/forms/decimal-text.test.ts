import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decimalTextOf, euroTextOf, parseDecimalText, parseEuroText } from './decimal-text';

const money = { decimals: 2 };
const whole = { decimals: 0 };

describe('numbers as staff type them', () => {
  it.each([
    ['14,90', 14.9],
    ['14.90', 14.9],
    ['14,9', 14.9],
    ['1490', 1490],
    [' 14,90 € ', 14.9],
    ['€14.90', 14.9],
    ['0,5', 0.5],
    ['', null],
    ['  ', null],
  ])('reads %j as %s', (text, value) => {
    expect(parseDecimalText(text, money)).toEqual({ ok: true, value });
  });

  it.each([
    ['1.490', 'ambiguous'],
    ['1,490', 'ambiguous'],
    ['1.490,00', 'ambiguous'],
    ['1,490.00', 'ambiguous'],
    ['14,905', 'ambiguous'],
    ['14,9050', 'decimals'],
    ['14,', 'format'],
    [',5', 'format'],
    ['14 90', 'format'],
    ['catorze', 'format'],
    ['-3', 'format'],
    ['1e3', 'format'],
    ['12345678901', 'format'],
  ])('refuses %j (%s)', (text, problem) => {
    expect(parseDecimalText(text, money)).toEqual({ ok: false, problem });
  });

  it('keeps whole numbers whole, and takes a minus only where allowed', () => {
    expect(parseDecimalText('12', whole)).toEqual({ ok: true, value: 12 });
    expect(parseDecimalText('12,5', whole)).toEqual({ ok: false, problem: 'decimals' });
    expect(parseDecimalText('1.000', whole)).toEqual({ ok: false, problem: 'ambiguous' });
    expect(parseDecimalText('-3', { decimals: 0, negative: true })).toEqual({
      ok: true,
      value: -3,
    });
  });

  it('reads back exactly what it shows, in both languages', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 99_999_999 }),
        fc.constantFrom('pt', 'en'),
        (cents, lang) => {
          const text = decimalTextOf(cents / 100, money, lang);
          expect(parseDecimalText(text, money)).toEqual({ ok: true, value: cents / 100 });
        },
      ),
    );
    expect(decimalTextOf(14.9, money, 'pt')).toBe('14,90');
    expect(decimalTextOf(14.9, money, 'en')).toBe('14.90');
    expect(decimalTextOf(null, money, 'pt')).toBe('');
  });
});

describe('euros as staff type them, in the APIs form (docs/decisions/137-one-money-form.md)', () => {
  it.each([
    ['14,9', '14.90'],
    ['14.90', '14.90'],
    [' 14,90 € ', '14.90'],
    ['1490', '1490.00'],
    ['0,07', '0.07'],
    ['1,15', '1.15'],
    ['', null],
  ])('reads %j as %j', (text, euros) => {
    expect(parseEuroText(text)).toEqual({ ok: true, euros });
  });

  it.each([
    ['1.490', 'ambiguous'],
    ['14,905', 'ambiguous'],
    ['14,9050', 'decimals'],
    ['1e3', 'format'],
    ['-5', 'format'],
    ['abc', 'format'],
  ])('refuses %j (%s)', (text, problem) => {
    expect(parseEuroText(text)).toEqual({ ok: false, problem });
  });

  it('reads every amount typed with a comma or a point to its exact cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999 }), fc.boolean(), (cents, comma) => {
        const euros = `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
        const typed = comma ? euros.replace('.', ',') : euros;
        expect(parseEuroText(typed)).toEqual({ ok: true, euros });
        expect(euroTextOf(euros, comma ? 'pt' : 'en')).toBe(typed);
      }),
    );
  });
});
