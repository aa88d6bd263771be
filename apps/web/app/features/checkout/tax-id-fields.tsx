import { useEffect, useRef, useState } from 'react';
import type { TFunction } from 'i18next';
import { checkTaxId, taxIdLimits } from '@mdc/shared';
import { useAuth } from '~/ui/auth/auth-context';
import { Field } from '~/ui/field';

export interface TaxIdValues {
  nif: string;
  company_name: string;
}

const storageKey = 'mdc-checkout-tax-id';

/**
 * The optional NIF / VAT number and company of the invoice (docs/product/shop.md#nif-and-invoices,
 * docs/decisions/114-nif-rules.md), kept apart from the address form: a signed-in buyer starts
 * from the profile's, and what is typed is kept for the visit. `valid` uses the same check as
 * the API (the PT check digit, or the EU format of the billing country or the prefix).
 */
export function useTaxIdFields(billingCountry: string) {
  const auth = useAuth();
  const [values, setValues] = useState<TaxIdValues>({ nif: '', company_name: '' });
  const restored = useRef(false);
  useEffect(() => {
    if (restored.current) return;
    restored.current = true;
    try {
      const saved = JSON.parse(sessionStorage.getItem(storageKey) ?? 'null') as TaxIdValues | null;
      if (saved && typeof saved.nif === 'string') setValues(saved);
    } catch {
      // Nothing kept, or storage unavailable: start empty.
    }
  }, []);
  const user = auth.status === 'authenticated' ? auth.user : null;
  useEffect(() => {
    if (!user?.nif) return;
    setValues((current) =>
      current.nif ? current : { nif: user.nif, company_name: user.company_name },
    );
  }, [user?.id, user?.nif, user?.company_name]);
  function change(next: TaxIdValues) {
    setValues(next);
    try {
      sessionStorage.setItem(storageKey, JSON.stringify(next));
    } catch {
      // Storage unavailable: the values live for this page only.
    }
  }
  const valid = !values.nif.trim() || checkTaxId(values.nif, billingCountry || 'PT').ok;
  return { values, change, valid };
}

export type TaxIdModel = ReturnType<typeof useTaxIdFields>;

/** The two inputs, under the billing address; the NIF's error shows once the buyer tried to pay. */
export function TaxIdFields({
  model,
  showErrors,
  t,
}: {
  model: TaxIdModel;
  showErrors: boolean;
  t: TFunction;
}) {
  const { values, change, valid } = model;
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
          error={showErrors && !valid ? t('invoices.fields.invalid') : undefined}
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
