import { localeOf, type SiteLang } from './i18n/languages.ts';

/** Integer cents to the API's euro string with two decimals: 1390 -> "13.90". */
export function centsToEuros(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** The API's euro string back to integer cents, without floating-point rounding. */
export function eurosToCents(euros: string): number {
  const match = /^(-)?(\d+)(?:\.(\d{1,2}))?$/.exec(euros.trim());
  if (!match) throw new Error(`Not a euro amount: ${euros}`);
  const cents = Number(match[2]) * 100 + Number((match[3] ?? '0').padEnd(2, '0'));
  return match[1] ? -cents : cents;
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
