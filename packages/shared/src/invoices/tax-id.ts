/**
 * The buyer's tax number at checkout (docs/product/shop.md#nif-and-invoices,
 * docs/decisions/114-nif-rules.md): a Portuguese NIF checked by its mod-11 check digit, or an EU
 * VAT number checked by the format of its country prefix. One implementation for the page and
 * the API.
 */

/** The EU VAT number formats after the country prefix (VIES; Greece is EL, Northern Ireland XI). */
const euVatFormats: Record<string, RegExp> = {
  AT: /^U\d{8}$/,
  BE: /^[01]\d{9}$/,
  BG: /^\d{9,10}$/,
  CY: /^\d{8}[A-Z]$/,
  CZ: /^\d{8,10}$/,
  DE: /^\d{9}$/,
  DK: /^\d{8}$/,
  EE: /^\d{9}$/,
  EL: /^\d{9}$/,
  ES: /^[A-Z0-9]\d{7}[A-Z0-9]$/,
  FI: /^\d{8}$/,
  FR: /^[A-HJ-NP-Z0-9]{2}\d{9}$/,
  HR: /^\d{11}$/,
  HU: /^\d{8}$/,
  IE: /^(\d{7}[A-W][A-I]?|\d[A-Z+*]\d{5}[A-W])$/,
  IT: /^\d{11}$/,
  LT: /^(\d{9}|\d{12})$/,
  LU: /^\d{8}$/,
  LV: /^\d{11}$/,
  MT: /^\d{8}$/,
  NL: /^\d{9}B\d{2}$/,
  PL: /^\d{10}$/,
  PT: /^\d{9}$/,
  RO: /^\d{2,10}$/,
  SE: /^\d{10}01$/,
  SI: /^\d{8}$/,
  SK: /^\d{10}$/,
  XI: /^(\d{9}|\d{12}|GD\d{3}|HA\d{3})$/,
};

/** The VAT prefix of an ISO country code (Greece's VAT numbers start with EL). */
const vatPrefixOf = (country: string): string => (country === 'GR' ? 'EL' : country);

/** Spaces, dots, dashes and slashes are typing aids: "PT 123 456 789" is 123456789. */
export function normaliseTaxId(value: string): string {
  return value.replace(/[\s./-]/g, '').toUpperCase();
}

/**
 * The Portuguese NIF: nine digits, a first digit (or pair) the tax authority hands out, and a
 * mod-11 check digit over the first eight weighted 9…2.
 */
export function isValidPortugueseNif(value: string): boolean {
  if (!/^\d{9}$/.test(value) || !/^(?:[1235689]|45|7[0-9])/.test(value)) return false;
  let sum = 0;
  for (let i = 0; i < 8; i += 1) sum += Number(value[i]) * (9 - i);
  const rest = sum % 11;
  const check = rest < 2 ? 0 : 11 - rest;
  return check === Number(value[8]);
}

export type TaxIdCheck =
  | { ok: true; /** As stored: a PT NIF without prefix, an EU number with it. */ value: string }
  | { ok: false };

/**
 * Checks what the buyer typed. Digits without a prefix are a Portuguese NIF, unless the billing
 * country is another EU country, whose format they must then match (stored with its prefix). A
 * prefix names the country: PT is checked by its check digit, any other EU country by format.
 */
export function checkTaxId(typed: string, billingCountry = 'PT'): TaxIdCheck {
  const value = normaliseTaxId(typed);
  const prefixed = /^([A-Z]{2})(.+)$/.exec(value);
  if (prefixed) {
    const [, prefix = '', rest = ''] = prefixed;
    if (prefix === 'PT')
      return isValidPortugueseNif(rest) ? { ok: true, value: rest } : { ok: false };
    const format = euVatFormats[prefix];
    return format?.test(rest) ? { ok: true, value } : { ok: false };
  }
  const prefix = vatPrefixOf(billingCountry.toUpperCase());
  if (prefix !== 'PT' && euVatFormats[prefix]) {
    if (euVatFormats[prefix].test(value)) return { ok: true, value: `${prefix}${value}` };
    // A Portuguese NIF typed by a buyer billed abroad is still a Portuguese NIF.
    return isValidPortugueseNif(value) ? { ok: true, value } : { ok: false };
  }
  return isValidPortugueseNif(value) ? { ok: true, value } : { ok: false };
}

/** Limits of the billing tax fields (the stored columns are as long). */
export const taxIdLimits = { nif: 20, company: 100 } as const;

/** The server's refusal of a tax number, in the page's language (decision 092). */
export const taxIdMessages = {
  pt: 'NIF / n.º de IVA inválido: confirme os algarismos (o último é de controlo).',
  en: 'Invalid NIF / VAT number: please check the digits (the last one is a check digit).',
} as const;

/** What an invoice names as the buyer when no tax number was given. */
export const finalConsumer = { pt: 'Consumidor final', en: 'Final consumer' } as const;
