import { centsToEuros } from '../money.ts';

/**
 * Numbers as staff type them (docs/decisions/091-admin-numbers.md): the Portuguese decimal comma
 * and the point are both accepted ("14,90", "14.90", "14,9", "1490"); a euro sign and spaces around
 * are ignored. What could be read two ways is refused rather than guessed: a separator followed
 * by exactly three digits ("1.490", "1,490") may be thousands in a field without three decimals,
 * and two separators ("1.490,00") invite the same doubt. More decimals than the field keeps are refused too, never rounded.
 */

export interface DecimalTextRules {
  /** Decimal places the field keeps: 2 for money, 0 for whole numbers. */
  decimals: number;
  /** Whether a leading minus is allowed (a stock correction). */
  negative?: boolean;
}

export type DecimalTextProblem = 'format' | 'ambiguous' | 'decimals';

export type DecimalText =
  { ok: true; value: number | null } | { ok: false; problem: DecimalTextProblem };

const shape = /^(-?)(\d{1,9})(?:([.,])(\d+))?$/;

interface DecimalParts {
  negative: boolean;
  whole: string;
  fraction: string;
}

type ReadParts =
  { ok: true; parts: DecimalParts | null } | { ok: false; problem: DecimalTextProblem };

function readParts(text: string, rules: DecimalTextRules): ReadParts {
  const compact = text.replace(/€/g, '').trim();
  if (compact === '') return { ok: true, parts: null };
  const match = shape.exec(compact);
  if (!match) {
    const twoSeparators = /^-?\d[\d.,]*[.,]\d+$/.test(compact);
    return { ok: false, problem: twoSeparators ? 'ambiguous' : 'format' };
  }
  const [, minus, whole = '', separator, fraction = ''] = match;
  if (minus && !rules.negative) return { ok: false, problem: 'format' };
  if (separator && fraction.length > rules.decimals) {
    // Three digits after the separator may be thousands, unless the field keeps three decimals.
    return { ok: false, problem: fraction.length === 3 ? 'ambiguous' : 'decimals' };
  }
  return { ok: true, parts: { negative: minus === '-', whole, fraction } };
}

export function parseDecimalText(text: string, rules: DecimalTextRules): DecimalText {
  const read = readParts(text, rules);
  if (!read.ok) return read;
  if (!read.parts) return { ok: true, value: null };
  const { negative, whole, fraction } = read.parts;
  const value = Number(`${negative ? '-' : ''}${whole}.${fraction || '0'}`);
  return { ok: true, value: Object.is(value, -0) ? 0 : value };
}

export type EuroText =
  { ok: true; euros: string | null } | { ok: false; problem: DecimalTextProblem };

/**
 * Euros as staff type them ("14,9", "14.90 €") in the APIs' one form ("14.90", money.ts,
 * docs/decisions/137-one-money-form.md), digit by digit: no float between the text and the cents.
 */
export function parseEuroText(text: string, rules: { negative?: boolean } = {}): EuroText {
  const read = readParts(text, { decimals: 2, negative: rules.negative });
  if (!read.ok) return read;
  if (!read.parts) return { ok: true, euros: null };
  const { negative, whole, fraction } = read.parts;
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return { ok: true, euros: centsToEuros(negative ? -cents : cents) };
}

/** An amount of the APIs ("14.90") as a field shows it: "14,90" in Portuguese, "14.90" in English. */
export function euroTextOf(euros: string | null, lang: string): string {
  if (euros === null) return '';
  return lang === 'pt' ? euros.replace('.', ',') : euros;
}

/** The text a number is shown as in a field: "14,90" in Portuguese, "14.90" in English. */
export function decimalTextOf(value: number | null, rules: DecimalTextRules, lang: string): string {
  if (value === null || !Number.isFinite(value)) return '';
  const text = value.toFixed(rules.decimals);
  return lang === 'pt' ? text.replace('.', ',') : text;
}
