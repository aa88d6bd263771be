import { Fragment, type ReactNode } from 'react';
import type { TFunction } from 'i18next';
import type { ShippingCountry, SiteLang } from '@mdc/shared';
import {
  billingFields,
  billingFieldOf,
  type AddressValues,
  type BillingField,
} from './checkout-form';
import type { FieldErrorKind, FormErrors, FormField } from './checkout-payload';
import { Field } from '~/ui/field';

export interface FieldProps {
  id: string;
  label: string;
  required: boolean;
  error: string | undefined;
}

const shippingFieldOf = Object.fromEntries(
  Object.entries(billingFieldOf).map(([shipping, billing]) => [billing, shipping]),
) as Record<BillingField, FormField>;

/** docs/product/shop.md#checkout: a separate shipping address may leave its line 2 and house number empty. */
const optionalForShipping = new Set<BillingField>(['address_line2', 'house_number']);

const autoComplete: Partial<Record<BillingField, string>> = {
  firstName: 'given-name',
  lastName: 'family-name',
  address: 'address-line1',
  address_line2: 'address-line2',
  postalCode: 'postal-code',
  city: 'address-level2',
  phone: 'tel-national',
  email: 'email',
  country: 'country',
  region: 'address-level1',
};

/** The message for a field with a problem, stating the rule in the page language. */
export function errorText(t: TFunction, field: FormField, kind: FieldErrorKind): string {
  if (kind === 'required') return t('checkout.errors.required');
  if (field === 'email' || field === 'shipping_email') return t('checkout.errors.email');
  if (field === 'phone') return t('checkout.errors.phone');
  if (field === 'shipping_phone') return t('checkout.errors.shippingPhone');
  if (field === 'region' || field === 'shipping_region') return t('checkout.errors.region');
  return t('checkout.errors.invalid');
}

export const placeName = (place: { name_pt: string; name_en: string }, lang: SiteLang) =>
  lang === 'pt' ? place.name_pt : place.name_en;

const maxLength: Partial<Record<BillingField, number>> = {
  firstName: 50,
  lastName: 50,
  address: 200,
  address_line2: 200,
  house_number: 20,
  city: 50,
  postalCode: 20,
  email: 100,
  phone: 30,
};

/**
 * The billing or the shipping address (docs/product/shop.md#checkout): the same fields in the same order, with the
 * region select disabled until a country is chosen. The billing phone brings its own prefix picker.
 */
export function AddressFields({
  kind,
  values,
  errors,
  countries,
  lang,
  t,
  onChange,
  billingPhone,
}: {
  kind: 'billing' | 'shipping';
  values: AddressValues;
  errors: FormErrors;
  countries: readonly ShippingCountry[];
  lang: SiteLang;
  t: TFunction;
  onChange: (field: FormField, value: string) => void;
  billingPhone?: (field: FieldProps) => ReactNode;
}) {
  const fieldOf = (role: BillingField): FormField =>
    kind === 'billing' ? role : shippingFieldOf[role];
  const country = countries.find((c) => c.code === values[fieldOf('country')]);

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {billingFields.map((role) => {
        const field = fieldOf(role);
        const error = errors[field];
        const required = kind === 'billing' || !optionalForShipping.has(role);
        const prefix = kind === 'shipping' ? 'shipping ' : 'billing ';
        const common: FieldProps = {
          id: `checkout-${field}`,
          label: t(`checkout.fields.${role}`),
          required,
          error: error ? errorText(t, field, error) : undefined,
        };
        if (role === 'country' || role === 'region') {
          const options = role === 'country' ? countries : (country?.regions ?? []);
          const disabled = role === 'region' && !country;
          return (
            <Field key={field} {...common}>
              {(control) => (
                <select
                  {...control}
                  value={values[field]}
                  disabled={disabled}
                  autoComplete={`${prefix}${autoComplete[role]}`}
                  onChange={(event) => onChange(field, event.target.value)}
                >
                  <option value="">
                    {t(
                      disabled
                        ? 'checkout.fields.chooseCountryFirst'
                        : role === 'country'
                          ? 'checkout.fields.chooseCountry'
                          : 'checkout.fields.chooseRegion',
                    )}
                  </option>
                  {options.map((place) => (
                    <option key={place.code} value={place.code}>
                      {placeName(place, lang)}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          );
        }
        if (role === 'phone' && billingPhone) {
          return <Fragment key={field}>{billingPhone(common)}</Fragment>;
        }
        return (
          <Field
            key={field}
            {...common}
            hint={field === 'shipping_phone' ? t('checkout.shipping.phoneHint') : undefined}
          >
            {(control) => (
              <input
                {...control}
                type={role === 'email' ? 'email' : role === 'phone' ? 'tel' : 'text'}
                value={values[field]}
                maxLength={maxLength[role]}
                autoComplete={
                  autoComplete[role]
                    ? `${prefix}${role === 'phone' && kind === 'shipping' ? 'tel' : autoComplete[role]}`
                    : 'off'
                }
                onChange={(event) => onChange(field, event.target.value)}
              />
            )}
          </Field>
        );
      })}
    </div>
  );
}
