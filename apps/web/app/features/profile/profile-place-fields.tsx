import { useEffect, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { CountryCode } from 'libphonenumber-js/min';
import { profileLimits, type ShippingCountry, type SiteLang, type User } from '@mdc/shared';
import { useT } from '~/i18n/i18n';
import { Field } from '~/ui/field';
import { callingCodeFor, callingCodeOf, countryOfPrefix, nextPhoneValue } from '~/ui/phone';
import { PhonePrefixSelect } from '~/ui/phone-prefix-select';
import type { ProfileFieldProps } from './profile-edit-form';
import type { ProfileValues } from './profile-form';

export type ProfileForm = UseFormReturn<ProfileValues>;

const placeName = (place: { name_pt: string; name_en: string }, lang: SiteLang) =>
  lang === 'pt' ? place.name_pt : place.name_en;

/**
 * The phone's country prefix and number, formatted as typed for the chosen country. The prefix
 * follows the address's country until the visitor picks one (a saved phone keeps its own;
 * docs/decisions/121-forms-post.md).
 */
export function ProfilePhoneFields({
  form,
  user,
  lang,
  fieldProps,
}: {
  form: ProfileForm;
  user: User;
  lang: SiteLang;
  fieldProps: ProfileFieldProps;
}) {
  const [phoneCountry, setPhoneCountry] = useState<CountryCode>(() =>
    countryOfPrefix(user.phone_prefix),
  );
  const [chosen, setChosen] = useState(() => Boolean(user.phone));
  const [phone, countryCode] = form.watch(['phone', 'country_code']);
  const followed = useRef(countryCode);
  useEffect(() => {
    if (followed.current === countryCode) return;
    followed.current = countryCode;
    const prefix = callingCodeFor(countryCode);
    if (chosen || !prefix) return;
    setPhoneCountry(countryCode as CountryCode);
    form.setValue('phone_prefix', prefix);
  }, [countryCode, chosen, form]);
  return (
    <>
      <Field {...fieldProps('phone_prefix')}>
        {(control) => (
          <PhonePrefixSelect
            {...control}
            // Its value is a country, not a prefix: without scripts it is not posted and the
            // stored prefix stays (decision 131); with scripts the form sends the prefix itself.
            name={undefined}
            country={phoneCountry}
            lang={lang}
            autoComplete="tel-country-code"
            onCountry={(next) => {
              setChosen(true);
              setPhoneCountry(next);
              form.setValue('phone_prefix', callingCodeOf(next));
            }}
          />
        )}
      </Field>
      <Field {...fieldProps('phone')}>
        {(control) => (
          <input
            {...control}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            placeholder="1 (702) 123-4567"
            maxLength={profileLimits.phone}
            value={phone}
            onChange={(event) =>
              form.setValue('phone', nextPhoneValue(phone, event.target.value, phoneCountry))
            }
          />
        )}
      </Field>
    </>
  );
}

/** The country and region lists; choosing a country clears the region. */
export function ProfilePlaceFields({
  form,
  countries,
  lang,
  fieldProps,
}: {
  form: ProfileForm;
  countries: readonly ShippingCountry[];
  lang: SiteLang;
  fieldProps: ProfileFieldProps;
}) {
  const t = useT();
  const [countryCode, countryName, regionCode, regionName] = form.watch([
    'country_code',
    'country_name',
    'region_code',
    'region_name',
  ]);
  const country = countries.find((candidate) => candidate.code === countryCode);
  const set = (changes: Partial<ProfileValues>) => {
    for (const [field, value] of Object.entries(changes)) {
      form.setValue(field as keyof ProfileValues, value);
    }
  };
  return (
    <>
      <Field {...fieldProps('country_code')}>
        {(control) => (
          <select
            {...control}
            value={countryCode}
            autoComplete="country"
            onChange={(event) => {
              const next = countries.find((candidate) => candidate.code === event.target.value);
              set({
                country_code: next?.code ?? '',
                country_name: next ? placeName(next, lang) : '',
                region_code: '',
                region_name: '',
              });
            }}
          >
            <option value="">{t('account.profile.fields.chooseCountry')}</option>
            {/* A stored country missing from the list stays visible. */}
            {countryCode && !country ? (
              <option value={countryCode}>{countryName || countryCode}</option>
            ) : null}
            {countries.map((place) => (
              <option key={place.code} value={place.code}>
                {placeName(place, lang)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field {...fieldProps('region_code')}>
        {(control) => (
          <select
            {...control}
            value={regionCode}
            disabled={!countryCode}
            autoComplete="address-level1"
            onChange={(event) => {
              const next = country?.regions.find((r) => r.code === event.target.value);
              set({
                region_code: next?.code ?? '',
                region_name: next ? placeName(next, lang) : '',
              });
            }}
          >
            <option value="">
              {t(
                countryCode
                  ? 'account.profile.fields.chooseRegion'
                  : 'account.profile.fields.chooseCountryFirst',
              )}
            </option>
            {regionCode && !country?.regions.some((r) => r.code === regionCode) ? (
              <option value={regionCode}>{regionName || regionCode}</option>
            ) : null}
            {(country?.regions ?? []).map((place) => (
              <option key={place.code} value={place.code}>
                {placeName(place, lang)}
              </option>
            ))}
          </select>
        )}
      </Field>
    </>
  );
}
