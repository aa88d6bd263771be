import { checkTaxId, taxIdLimits } from '@mdc/shared';
import { useT } from '~/i18n/i18n';
import { Field } from '~/ui/field';
import type { ProfileFieldProps } from './profile-edit-form';
import type { ProfileValues } from './profile-form';
import type { ProfileForm } from './profile-place-fields';

/**
 * The NIF / VAT number and company the next checkout starts from (docs/decisions/114-nif-rules.md):
 * checked here as the API checks it (the PT check digit, or the EU format of the profile's
 * country), and again by the server.
 */
export function ProfileTaxIdFields({
  form,
  initial,
  fieldProps,
}: {
  form: ProfileForm;
  /** The values rendered into the server's markup (decision 131). */
  initial: ProfileValues;
  fieldProps: ProfileFieldProps;
}) {
  const t = useT();
  const nif = fieldProps('nif');
  return (
    <>
      <Field
        {...nif}
        hint={t('invoices.fields.nifHint')}
        error={nif.error && t('invoices.fields.invalid')}
      >
        {(control) => (
          <input
            {...control}
            {...form.register('nif', {
              validate: (value) =>
                !value.trim() ||
                checkTaxId(value.trim(), form.getValues('country_code') || 'PT').ok ||
                'invalid',
            })}
            defaultValue={initial.nif}
            type="text"
            autoComplete="off"
            spellCheck={false}
            maxLength={taxIdLimits.nif}
          />
        )}
      </Field>
      <Field {...fieldProps('company_name')}>
        {(control) => (
          <input
            {...control}
            {...form.register('company_name')}
            defaultValue={initial.company_name}
            type="text"
            autoComplete="organization"
            maxLength={taxIdLimits.company}
          />
        )}
      </Field>
    </>
  );
}
