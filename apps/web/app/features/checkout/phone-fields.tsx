import { useEffect, useMemo, useState } from 'react';
import type { CountryCode } from 'libphonenumber-js/min';
import type { TFunction } from 'i18next';
import type { SiteLang } from '@mdc/shared';
import type { FieldProps } from './address-fields';
import { Field } from './field';
import { callingCodeOf, callingCodeOptions, nextPhoneValue } from './phone';

/** The billing phone: a country-prefix picker (Portugal +351 by default) and the formatted number. */
export function PhoneFields({
  field,
  country,
  value,
  lang,
  t,
  onCountry,
  onChange,
}: {
  field: FieldProps;
  country: CountryCode;
  value: string;
  lang: SiteLang;
  t: TFunction;
  onCountry: (country: CountryCode) => void;
  onChange: (value: string) => void;
}) {
  // Country names come from the runtime's Intl data, which differs between Node and browsers:
  // the full list renders after hydration so that both renders agree.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const all = useMemo(() => (hydrated ? callingCodeOptions(lang) : null), [hydrated, lang]);
  const options = all ?? [{ country, label: `${country} (${callingCodeOf(country)})` }];
  return (
    <div className="grid gap-4 sm:col-span-2 sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <Field id="checkout-phone_prefix" label={t('checkout.fields.phonePrefix')} required>
        {(control) => (
          <select
            {...control}
            value={country}
            autoComplete="billing tel-country-code"
            onChange={(event) => onCountry(event.target.value as CountryCode)}
          >
            {options.map((option) => (
              <option key={option.country} value={option.country}>
                {option.label}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field {...field}>
        {(control) => (
          <input
            {...control}
            type="tel"
            inputMode="tel"
            autoComplete="billing tel-national"
            placeholder="1 (702) 123-4567"
            value={value}
            onChange={(event) => onChange(nextPhoneValue(value, event.target.value, country))}
          />
        )}
      </Field>
    </div>
  );
}
