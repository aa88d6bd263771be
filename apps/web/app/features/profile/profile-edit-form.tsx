import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  profileLimits,
  taxIdLimits,
  type FieldErrorCode,
  type FormRefusal,
  type ShippingCountry,
  type SiteLang,
  type User,
} from '@mdc/shared';
import { useT } from '~/i18n/i18n';
import { fieldErrorText } from '~/ui/api-refusal';
import { Field, Spinner } from '~/ui/field';
import { errorCodeOf, useFieldErrorDisplay } from '../forms/form-library';
import {
  changedFields,
  profileFields,
  typedValuesOf,
  type ProfileField,
  type ProfileValues,
} from './profile-form';
import { ProfilePhoneFields, ProfilePlaceFields, type ProfileForm } from './profile-place-fields';
import { ProfileTaxIdFields } from './profile-tax-id-fields';

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

/** A refused save names its fields by code; the form says them in the page's language. */
export type SaveResult =
  { ok: true } | { ok: false; errors: Partial<Record<ProfileField, FieldErrorCode>> };

const maxLengths: Partial<Record<ProfileField, number>> = {
  ...profileLimits,
  nif: taxIdLimits.nif,
  company_name: taxIdLimits.company,
};

/** The label, marker and message of a field, for `Field`. */
export type ProfileFieldProps = (field: Exclude<ProfileField, 'country_name' | 'region_name'>) => {
  id: string;
  label: string;
  required: boolean;
  error: string | undefined;
};

/**
 * docs/product/accounts.md#profile-edit: every editable field of the user with its maximum length; saved only when
 * a field differs from the stored copy, otherwise the 'no changes' note. The form is
 * react-hook-form's (docs/decisions/111-one-form-library.md); a refused save's codes show under
 * their fields, the first one focused, and every value typed stays.
 */
export function ProfileEditForm({
  user,
  original,
  countries,
  lang,
  onSave,
  csrf,
  refusal,
  typed,
}: {
  user: User;
  /** The stored copy (localStorage originalUser) that decides whether anything changed. */
  original: () => User;
  countries: readonly ShippingCountry[];
  lang: SiteLang;
  onSave: (values: ProfileValues) => Promise<SaveResult>;
  /** The session's CSRF token, sent with a save posted without scripts (decision 132). */
  csrf: string | null;
  /** The route action's refusal of such a save: its fields' codes show as the API's would. */
  refusal: FormRefusal | null;
  /** What was typed in the refused save: the form shows it again. */
  typed: Record<string, string> | null;
}) {
  const t = useT();
  // The values are in the server's markup too (`defaultValue`), so the form posts them without
  // scripts (decision 131).
  const [initial] = useState(() => typedValuesOf(user, typed));
  const form: ProfileForm = useForm<ProfileValues>({ defaultValues: initial });
  const display = useFieldErrorDisplay(form, profileFields, (field) => `profile-${field}`);
  const [noChanges, setNoChanges] = useState(false);
  const [busy, setBusy] = useState(false);

  async function save(values: ProfileValues) {
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
    display.show(result.ok ? {} : result.errors);
  }

  const fieldProps: ProfileFieldProps = (field) => {
    const code = (errorCodeOf(form, field) ?? refusal?.fields[field]) as FieldErrorCode | undefined;
    return {
      id: `profile-${field}`,
      label: t(`account.profile.fields.${field}`),
      required: required.has(field),
      error: code && fieldErrorText(t, code, { max: maxLengths[field] }),
    };
  };

  return (
    <form
      method="post"
      onSubmit={(event) => {
        event.preventDefault();
        if (!busy) void form.handleSubmit(save)(event);
      }}
      // Any change the visitor makes (typing, choosing) takes the 'no changes' note away.
      onChange={() => setNoChanges(false)}
      className="grid gap-4 sm:grid-cols-2"
    >
      {csrf ? <input type="hidden" name="csrf" value={csrf} /> : null}
      {refusal && Object.keys(refusal.fields).length > 0 ? (
        <p role="alert" className="font-semibold text-wine sm:col-span-2">
          {t('account.profile.edit.failure')}
        </p>
      ) : null}
      {textFields.map(([field, autoComplete]) => (
        <Field key={field} {...fieldProps(field)}>
          {(control) => (
            <input
              {...control}
              {...form.register(field)}
              defaultValue={initial[field]}
              type={field === 'email' ? 'email' : 'text'}
              maxLength={profileLimits[field]}
              autoComplete={autoComplete}
            />
          )}
        </Field>
      ))}
      <ProfilePhoneFields form={form} user={user} lang={lang} fieldProps={fieldProps} />
      <ProfilePlaceFields form={form} countries={countries} lang={lang} fieldProps={fieldProps} />
      <ProfileTaxIdFields form={form} initial={initial} fieldProps={fieldProps} />
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
