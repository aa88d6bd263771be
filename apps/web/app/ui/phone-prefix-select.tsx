import { useMemo, type SelectHTMLAttributes } from 'react';
import type { CountryCode } from 'libphonenumber-js/min';
import type { SiteLang } from '@mdc/shared';
import { callingCodeOf, callingCodeOptions } from './phone';
import { useHydrated } from './use-hydrated';

/**
 * The phone country-prefix picker (docs/product/shop.md#shop-constants: Portugal +351 by default), shared by the checkout
 * and the profile. The value is a country, since several countries share one calling code.
 */
export function PhonePrefixSelect({
  country,
  lang,
  onCountry,
  ...control
}: {
  country: CountryCode;
  lang: SiteLang;
  onCountry: (country: CountryCode) => void;
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange'>) {
  // Country names come from the runtime's Intl data, which differs between Node and browsers:
  // the full list renders after hydration so that both renders agree.
  const hydrated = useHydrated();
  const all = useMemo(() => (hydrated ? callingCodeOptions(lang) : null), [hydrated, lang]);
  const options = all ?? [{ country, label: `${country} (${callingCodeOf(country)})` }];
  return (
    <select
      {...control}
      value={country}
      onChange={(event) => onCountry(event.target.value as CountryCode)}
    >
      {options.map((option) => (
        <option key={option.country} value={option.country}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
