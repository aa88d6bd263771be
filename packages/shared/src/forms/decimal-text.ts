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

export function parseDecimalText(text: string, rules: DecimalTextRules): DecimalText {
  const compact = text.replace(/€/g, '').trim();
  if (compact === '') return { ok: true, value: null };
  const match = shape.exec(compact);
  if (!match) {
    const twoSeparators = /^-?\d[\d.,]*[.,]\d+$/.test(compact);
    return { ok: false, problem: twoSeparators ? 'ambiguous' : 'format' };
  }
  const [, minus, whole, separator, fraction = ''] = match;
  if (minus && !rules.negative) return { ok: false, problem: 'format' };
  if (separator && fraction.length > rules.decimals) {
    // Three digits after the separator may be thousands, unless the field keeps three decimals.
    return { ok: false, problem: fraction.length === 3 ? 'ambiguous' : 'decimals' };
  }
  const value = Number(`${minus}${whole}.${fraction || '0'}`);
  return { ok: true, value: Object.is(value, -0) ? 0 : value };
}

/** The text a number is shown as in a field: "14,90" in Portuguese, "14.90" in English. */
export function decimalTextOf(value: number | null, rules: DecimalTextRules, lang: string): string {
  if (value === null || !Number.isFinite(value)) return '';
  const text = value.toFixed(rules.decimals);
  return lang === 'pt' ? text.replace('.', ',') : text;
}
