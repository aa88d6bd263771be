import { localeOf, type SiteLang } from './i18n/languages.ts';

/*
 * Money (docs/decisions/137-one-money-form.md): integer cents inside every process; on the wire,
 * for the public and the admin API alike, one decimal form: a JSON string of euros with a point
 * and two decimals ("14.90", "-2.50"). No float ever carries an amount between the two.
 */

/** The wire form as the APIs answer it: always two decimals. */
export const euroWirePattern = /^-?\d{1,9}\.\d{2}$/;

/**
 * What the APIs accept: the same decimal form, where the decimals may be shortened ("14.9",
 * "14" are exact too). Nine digits at most before the point keep the cents a safe integer; no
 * exponent, no comma, no sign other than a leading minus, no spaces.
 */
export const euroText = /^(-)?(\d{1,9})(?:\.(\d{1,2}))?$/;

/** Integer cents to the API's euro string with two decimals: 1390 -> "13.90". */
export function centsToEuros(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new Error(`Not a whole number of cents: ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** The API's euro string back to integer cents, without floating-point rounding. */
export function eurosToCents(euros: string): number {
  const match = euroText.exec(euros);
  if (!match) throw new Error(`Not a euro amount: ${euros}`);
  const cents = Number(match[2]) * 100 + Number((match[3] ?? '0').padEnd(2, '0'));
  return match[1] && cents !== 0 ? -cents : cents;
}

const NBSP = '\u00a0';

/** Groups of three digits from the right: "12345" -> ["12", "345"]. */
function groups(digits: string): string[] {
  const out: string[] = [];
  for (let end = digits.length; end > 0; end -= 3)
    out.unshift(digits.slice(Math.max(0, end - 3), end));
  return out;
}

/**
 * A price as a visitor reads it: "13,90 €" in Portuguese, "€13.90" in English: what
 * `Intl.NumberFormat` with `style: 'currency'` writes for pt-PT and en (the test compares them
 * over a range of amounts), written by hand because the browser's first currency formatter loads
 * its locale data on the main thread in the middle of the shop pages' hydration, one task of
 * ~70 ms on a phone (docs/decisions/140-hydration-in-short-tasks.md).
 */
export function formatPrice(cents: number, lang: SiteLang): string {
  const rounded = Math.round(Math.abs(cents));
  const sign = cents < 0 || Object.is(cents, -0) ? '-' : '';
  const units = String(Math.floor(rounded / 100));
  const decimals = String(rounded % 100).padStart(2, '0');
  if (lang === 'en') return `${sign}€${groupedUnits(units, lang)}.${decimals}`;
  // pt-PT groups thousands only from five digits on (CLDR's minimum grouping digits: 2).
  return `${sign}${groupedUnits(units, lang)},${decimals}${NBSP}€`;
}

/** The integer part grouped as pt-PT and en write it (pt-PT from five digits on). */
function groupedUnits(units: string, lang: SiteLang): string {
  if (lang === 'en') return groups(units).join(',');
  return units.length > 4 ? groups(units).join(NBSP) : units;
}

/**
 * A decimal quantity in the page language: 14.5 -> "14,5" (pt) or "14.5" (en), at most two
 * decimals: what `Intl.NumberFormat` with `maximumFractionDigits: 2` writes (it rounds the
 * shortest decimal form half away from zero; the test compares them), by hand for the reason of
 * `formatPrice`. Numbers JavaScript writes with an exponent, or with more than 13 digits before the point, go to Intl.
 */
export function formatDecimal(value: number, lang: SiteLang): string {
  const shortest = String(Math.abs(value));
  // Beyond 15 digits the hundredths would not be exact in a double.
  if (!/^\d{1,13}(\.\d+)?$/.test(shortest)) {
    return new Intl.NumberFormat(localeOf[lang], { maximumFractionDigits: 2 }).format(value);
  }
  const [whole = '0', fraction = ''] = shortest.split('.');
  let hundredths = Number(whole + fraction.slice(0, 2).padEnd(2, '0'));
  if ((fraction[2] ?? '0') >= '5') hundredths += 1;
  const digits = String(hundredths).padStart(3, '0');
  const units = digits.slice(0, -2);
  const decimals = digits.slice(-2).replace(/0+$/, '');
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  const point = lang === 'en' ? '.' : ',';
  return `${sign}${groupedUnits(units, lang)}${decimals ? point + decimals : ''}`;
}
