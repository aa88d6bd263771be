import { localeOf, type SiteLang } from './i18n/languages.ts';
import { z } from './zod.ts';

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
const euroText = /^(-)?(\d{1,9})(?:\.(\d{1,2}))?$/;

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

export interface EuroAmountRules {
  /** Lowest amount in cents (default 0: negative amounts are refused). */
  minCents?: number;
  /** Highest amount in cents (default 10 000 000, €100 000). */
  maxCents?: number;
}

const amountMessage = 'must be an amount in euros such as 14.90';

/** An amount as the APIs answer it ("14.90"): the schema of every money field of a response. */
export const eurosOutSchema = z.string().regex(euroWirePattern, amountMessage);

/**
 * The one money codec of the APIs: decodes the wire form into integer cents, refusing a JSON
 * number, an exponent, a comma, more than two decimals and amounts outside the rules (the
 * message names the bound in euros); encodes cents back into "14.90". Every request schema's money
 * field is one of these, every response's is eurosOutSchema, its wire side.
 */
export function euroAmount({ minCents = 0, maxCents = 10_000_000 }: EuroAmountRules = {}) {
  return z.codec(
    z.string(amountMessage).regex(euroText, amountMessage),
    z
      .number()
      .int()
      .min(minCents, `must be at least ${centsToEuros(minCents)}`)
      .max(maxCents, `must be at most ${centsToEuros(maxCents)}`),
    { decode: eurosToCents, encode: centsToEuros },
  );
}

const formatters = new Map<SiteLang, Intl.NumberFormat>();

/** A price as a visitor reads it: "13,90 €" in Portuguese, "€13.90" in English. */
export function formatPrice(cents: number, lang: SiteLang): string {
  let formatter = formatters.get(lang);
  if (!formatter) {
    formatter = new Intl.NumberFormat(localeOf[lang], { style: 'currency', currency: 'EUR' });
    formatters.set(lang, formatter);
  }
  return formatter.format(cents / 100);
}

/** A decimal quantity in the page language: 14.5 -> "14,5" (pt) or "14.5" (en). */
export function formatDecimal(value: number, lang: SiteLang): string {
  return new Intl.NumberFormat(localeOf[lang], { maximumFractionDigits: 2 }).format(value);
}
