import { createInstance } from 'i18next';
import {
  calendarDay,
  eurosToCents,
  formatPrice,
  lisbonDateTime,
  type AdminErrorCode,
  type SiteLang,
} from '@mdc/shared';
import enRefusals from './i18n/en/refusals.json' with { type: 'json' };
import ptRefusals from './i18n/pt/refusals.json' with { type: 'json' };

/**
 * The API's refusals said to a person: one i18next catalogue per language, keyed by the refusal's
 * stable code (docs/decisions/135-one-error-model.md; the format of decision 106).
 */
export const refusalCatalogues = { pt: { refusals: ptRefusals }, en: { refusals: enRefusals } };

/**
 * The codes the catalogue says (a plural code, `account_locked`, without its `_one`/`_other`).
 * `admin` holds the staff API's codes (AdminError), a copy of the admin app's texts.
 */
export type RefusalCode =
  Exclude<keyof typeof enRefusals, 'admin'> extends infer K
    ? K extends `${infer Base}_${'one' | 'other'}`
      ? Base
      : K
    : never;

export type RefusalArgs = Record<string, string | number>;

const i18n = createInstance();
void i18n.init({
  resources: refusalCatalogues,
  lng: 'en',
  fallbackLng: false,
  ns: ['refusals'],
  defaultNS: 'refusals',
  initAsync: false,
  // JSON, never HTML: what the API answers is escaped by whoever shows it.
  interpolation: { escapeValue: false },
  returnNull: false,
});

// The web app's key types are declared for the whole program; this catalogue is not theirs.
const translate = i18n.t.bind(i18n) as unknown as (
  key: string,
  options: Record<string, unknown>,
) => string;
const exists = i18n.exists.bind(i18n) as unknown as (
  key: string,
  options: Record<string, unknown>,
) => boolean;

/**
 * An argument as the reader's language writes it, by the name's ending: `…_at` an instant
 * (Lisbon date and time), `…_day` a YYYY-MM-DD day, `…_amount` a euro decimal string. Anything
 * else (order numbers, minutes, field names) is said as it is.
 */
function formatted(name: string, value: string | number, lang: SiteLang): string | number {
  if (typeof value !== 'string') return value;
  if (name.endsWith('_at')) return lisbonDateTime(value, lang);
  if (name.endsWith('_day')) return calendarDay(value, lang);
  if (name.endsWith('_amount')) return formatPrice(eurosToCents(value), lang);
  return value;
}

/** A staff refusal (AdminError's code) in the reader's language: the admin app's own words. */
export function adminRefusalText(code: AdminErrorCode, args: RefusalArgs, lang: SiteLang): string {
  return refusalText(`admin.${code}` as RefusalCode, args, lang);
}

/** Whether the catalogue says this code (a code outside it keeps the thrower's own text). */
export const isRefusalCode = (code: string): code is RefusalCode =>
  exists(code, { lng: 'en', count: 1 }) || exists(code, { lng: 'en' });

/**
 * A refusal in the reader's language, its arguments formatted for that language; `count` (or
 * `minutes`) chooses the plural form of a text that has one (`account_locked`).
 */
export function refusalText(code: RefusalCode, args: RefusalArgs, lang: SiteLang): string {
  const values: Record<string, unknown> = { lng: lang };
  for (const [name, value] of Object.entries(args)) values[name] = formatted(name, value, lang);
  const count = args.count ?? args.minutes;
  if (typeof count === 'number') values.count = count;
  return translate(code, values);
}
