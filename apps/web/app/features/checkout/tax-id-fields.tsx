import type { TFunction } from 'i18next';
import { taxIdLimits } from '@mdc/shared';
import { Field } from '~/ui/field';

export interface TaxIdValues {
  nif: string;
  company_name: string;
}

const storageKey = 'mdc-checkout-tax-id';

/**
 * The optional NIF / VAT number and company of the invoice (docs/product/shop.md#nif-and-invoices,
 * docs/decisions/114-nif-rules.md) are kept for the visit under their own key, apart from the
 * address form's: what was typed, or null.
 */
export function rememberedTaxId(): TaxIdValues | null {
  try {
    const saved = JSON.parse(sessionStorage.getItem(storageKey) ?? 'null') as TaxIdValues | null;
    return saved && typeof saved.nif === 'string' ? saved : null;
  } catch {
    // Nothing kept, or storage unavailable: start empty.
    return null;
  }
}

export function rememberTaxId(values: TaxIdValues): void {
  try {
    sessionStorage.setItem(storageKey, JSON.stringify(values));
  } catch {
    // Storage unavailable: the values live for this page only.
  }
}

/**
 * The two inputs, under the billing address; the NIF's error (the same check as the API's: the PT
 * check digit, or the EU format of the billing country) shows once the buyer tried to pay.
 */
export function TaxIdFields({
  values,
  invalid,
  change,
  t,
}: {
  values: TaxIdValues;
  invalid: boolean;
  change: (next: TaxIdValues) => void;
  t: TFunction;
}) {
  return (
    <fieldset className="mt-6 border-t border-ink/10 pt-4">
      <legend className="pt-4 font-semibold">{t('invoices.fields.legend')}</legend>
      <p className="mb-3 text-sm text-ink/75">{t('invoices.fields.hint')}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          id="checkout-nif"
          label={t('invoices.fields.nif')}
          required={false}
          hint={t('invoices.fields.nifHint')}
          error={invalid ? t('invoices.fields.invalid') : undefined}
        >
          {(control) => (
            <input
              {...control}
              type="text"
              inputMode="text"
              autoComplete="off"
              spellCheck={false}
              maxLength={taxIdLimits.nif}
              value={values.nif}
              onChange={(event) => change({ ...values, nif: event.target.value })}
            />
          )}
        </Field>
        <Field id="checkout-company_name" label={t('invoices.fields.company')} required={false}>
          {(control) => (
            <input
              {...control}
              type="text"
              autoComplete="billing organization"
              maxLength={taxIdLimits.company}
              value={values.company_name}
              onChange={(event) => change({ ...values, company_name: event.target.value })}
            />
          )}
        </Field>
      </div>
    </fieldset>
  );
}
