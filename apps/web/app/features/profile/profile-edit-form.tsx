import { useState } from 'react';
import type { CountryCode } from 'libphonenumber-js/min';
import {
  profileLimits,
  type FieldErrorCode,
  type ShippingCountry,
  type SiteLang,
  type User,
} from '@mdc/shared';
import { useT } from '~/i18n/i18n';
import { fieldErrorText } from '~/ui/api-refusal';
import { Field, Spinner } from '~/ui/field';
import { callingCodeOf, countryOfPrefix, nextPhoneValue } from '~/ui/phone';
import { PhonePrefixSelect } from '~/ui/phone-prefix-select';
import {
  changedFields,
  profileValuesOf,
  type ProfileField,
  type ProfileValues,
} from './profile-form';

const textFields = [
  ['first_name', 'given-name'],
  ['last_name', 'family-name'],
  ['username', 'username'],
  ['email', 'email'],
  ['address', 'address-line1'],
  ['address_2', 'address-line2'],
  ['house_number', 'off'],
  ['postal_code', 'postal-code'],
  ['city', 'address-level2'],
] as const satisfies readonly (readonly [keyof typeof profileLimits, string])[];

const required = new Set<ProfileField>(['username', 'email']);

const placeName = (place: { name_pt: string; name_en: string }, lang: SiteLang) =>
  lang === 'pt' ? place.name_pt : place.name_en;

/** A refused save names its fields by code; the form says them in the page's language. */
export type SaveResult =
  { ok: true } | { ok: false; errors: Partial<Record<ProfileField, FieldErrorCode>> };

const maxLengths: Partial<Record<ProfileField, number>> = profileLimits;

/**
 * docs/product/accounts.md#profile-edit: every editable field of the user with its maximum length; saved only when
 * a field differs from the stored copy, otherwise the 'no changes' note.
 */
export function ProfileEditForm({
  user,
  original,
  countries,
  lang,
  onSave,
}: {
  user: User;
  /** The stored copy (localStorage originalUser) that decides whether anything changed. */
  original: () => User;
  countries: readonly ShippingCountry[];
  lang: SiteLang;
  onSave: (values: ProfileValues) => Promise<SaveResult>;
}) {
  const t = useT();
  const [values, setValues] = useState<ProfileValues>(() => profileValuesOf(user));
  const [phoneCountry, setPhoneCountry] = useState<CountryCode>(() =>
    countryOfPrefix(user.phone_prefix),
  );
  const [errors, setErrors] = useState<Partial<Record<ProfileField, FieldErrorCode>>>({});
  const [noChanges, setNoChanges] = useState(false);
  const [busy, setBusy] = useState(false);

  const set = (changes: Partial<ProfileValues>) => {
    setNoChanges(false);
    setValues((current) => ({ ...current, ...changes }));
  };
  const country = countries.find((candidate) => candidate.code === values.country_code);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (changedFields(values, original()).length === 0) {
      setNoChanges(true);
      return;
    }
    setBusy(true);
    const trimmed = Object.fromEntries(
      Object.entries(values).map(([field, value]) => [field, value.trim()]),
    ) as ProfileValues;
    const result = await onSave(trimmed);
    setBusy(false);
    setErrors(result.ok ? {} : result.errors);
  }

  const fieldProps = (field: Exclude<ProfileField, 'country_name' | 'region_name'>) => ({
    id: `profile-${field}`,
    label: t(`account.profile.fields.${field}`),
    required: required.has(field),
    error: errors[field] && fieldErrorText(t, errors[field], { max: maxLengths[field] }),
  });

  return (
    <form onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
      {textFields.map(([field, autoComplete]) => (
        <Field key={field} {...fieldProps(field)}>
          {(control) => (
            <input
              {...control}
              type={field === 'email' ? 'email' : 'text'}
              value={values[field]}
              maxLength={profileLimits[field]}
              autoComplete={autoComplete}
              onChange={(event) => set({ [field]: event.target.value })}
            />
          )}
        </Field>
      ))}
      <Field {...fieldProps('phone_prefix')}>
        {(control) => (
          <PhonePrefixSelect
            {...control}
            country={phoneCountry}
            lang={lang}
            autoComplete="tel-country-code"
            onCountry={(next) => {
              setPhoneCountry(next);
              set({ phone_prefix: callingCodeOf(next) });
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
            value={values.phone}
            onChange={(event) =>
              set({ phone: nextPhoneValue(values.phone, event.target.value, phoneCountry) })
            }
          />
        )}
      </Field>
      <Field {...fieldProps('country_code')}>
        {(control) => (
          <select
            {...control}
            value={values.country_code}
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
            {values.country_code && !country ? (
              <option value={values.country_code}>
                {values.country_name || values.country_code}
              </option>
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
            value={values.region_code}
            disabled={!values.country_code}
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
                values.country_code
                  ? 'account.profile.fields.chooseRegion'
                  : 'account.profile.fields.chooseCountryFirst',
              )}
            </option>
            {values.region_code && !country?.regions.some((r) => r.code === values.region_code) ? (
              <option value={values.region_code}>{values.region_name || values.region_code}</option>
            ) : null}
            {(country?.regions ?? []).map((place) => (
              <option key={place.code} value={place.code}>
                {placeName(place, lang)}
              </option>
            ))}
          </select>
        )}
      </Field>

      <div className="sm:col-span-2">
        <div aria-live="polite">
          {noChanges ? (
            <p className="mb-3 rounded-sm border-l-4 border-ochre bg-ochre/10 p-3 font-semibold">
              {t('account.profile.edit.noChanges')}
            </p>
          ) : null}
        </div>
        <button
          type="submit"
          aria-disabled={busy || undefined}
          className="inline-flex min-h-11 items-center gap-2 rounded-sm bg-wine px-6 font-semibold text-white hover:bg-wine-dark aria-disabled:opacity-70"
        >
          {busy ? <Spinner /> : null}
          {t(busy ? 'account.profile.edit.saving' : 'account.profile.edit.save')}
        </button>
      </div>
    </form>
  );
}
