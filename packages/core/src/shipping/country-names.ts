import countries from 'i18n-iso-countries';
import en from 'i18n-iso-countries/langs/en.json' with { type: 'json' };
import pt from 'i18n-iso-countries/langs/pt.json' with { type: 'json' };
import type { SiteLang } from '@mdc/shared';

// The Node entry registers every locale itself, but bundlers pick the browser entry, which
// registers none; registering the two we need keeps both paths the same.
countries.registerLocale(pt);
countries.registerLocale(en);

export interface CountryName {
  code: string;
  name_pt: string;
  name_en: string;
}

/**
 * Every ISO 3166-1 country with its maintained pt and en names (the short "official" form), so
 * staff never type or translate country names and billing addresses can be anywhere.
 */
export const isoCountries: readonly CountryName[] = Object.freeze(
  Object.keys(countries.getAlpha2Codes()).map((code) =>
    Object.freeze({
      code,
      name_pt: countries.getName(code, 'pt') ?? code,
      name_en: countries.getName(code, 'en') ?? code,
    }),
  ),
);

const byCode = new Map(isoCountries.map((country) => [country.code, country]));

export function isoCountry(code: string): CountryName | undefined {
  return byCode.get(code);
}

/** Sorts by the name a reader of that language sees ("Espanha" before "França" in pt). */
export function compareNames(lang: SiteLang) {
  const collator = new Intl.Collator(lang === 'pt' ? 'pt-PT' : 'en-GB');
  return (a: { name: string }, b: { name: string }) => collator.compare(a.name, b.name);
}
