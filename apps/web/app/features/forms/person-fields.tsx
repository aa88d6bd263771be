import { FormField } from './form-controls';
import type { FieldBindings } from './use-visitor-form';

/** The fields that say who writes, shared by the contact and booking forms, two by two. */
export function PersonFields({
  form,
}: {
  form: FieldBindings<'first_name' | 'last_name' | 'email' | 'phone'>;
}) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <FormField {...form.fieldProps('first_name')}>
        {(control) => (
          <input {...control} {...form.valueProps('first_name')} autoComplete="given-name" />
        )}
      </FormField>
      <FormField {...form.fieldProps('last_name')}>
        {(control) => (
          <input {...control} {...form.valueProps('last_name')} autoComplete="family-name" />
        )}
      </FormField>
      <FormField {...form.fieldProps('email')}>
        {(control) => (
          <input {...control} {...form.valueProps('email')} type="email" autoComplete="email" />
        )}
      </FormField>
      <FormField {...form.fieldProps('phone')}>
        {(control) => (
          <input {...control} {...form.valueProps('phone')} type="tel" autoComplete="tel" />
        )}
      </FormField>
    </div>
  );
}
