import type { CountryCode } from 'libphonenumber-js/min';
import type { TFunction } from 'i18next';
import type { SiteLang } from '@mdc/shared';
import type { FieldProps } from './address-fields';
import { Field } from '~/ui/field';
import { nextPhoneValue } from '~/ui/phone';
import { PhonePrefixSelect } from '~/ui/phone-prefix-select';

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
  return (
    <div className="grid gap-4 sm:col-span-2 sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <Field id="checkout-phone_prefix" label={t('checkout.fields.phonePrefix')} required>
        {(control) => (
          <PhonePrefixSelect
            {...control}
            country={country}
            lang={lang}
            autoComplete="billing tel-country-code"
            onCountry={onCountry}
          />
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
