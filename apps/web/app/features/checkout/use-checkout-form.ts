import { useCallback, useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { useForm, type FieldErrors, type Resolver, type UseFormReturn } from 'react-hook-form';
import type { CountryCode } from 'libphonenumber-js/min';
import type { ShippingCountry, ShippingOptionResult, SiteLang } from '@mdc/shared';
import { useAuth } from '~/ui/auth/auth-context';
import { callingCodeOf, countryOfPrefix, defaultPhoneCountry, nextPhoneValue } from '~/ui/phone';
import { errorCodeOf, fieldErrorsOf, useFieldErrorDisplay } from '../forms/form-library';
import { placeName } from './address-fields';
import { fetchAllCountries, fetchShippingCountries, fetchShippingOptions } from './checkout-api';
import {
  addressStateOf,
  billingFromProfile,
  changedValues,
  checkoutFormReducer,
  deliveryAddress,
  initialCheckoutValues,
  type CheckoutFormAction,
  type CheckoutValues,
} from './checkout-form';
import {
  checkoutCustomer,
  checkoutErrors,
  checkoutFieldId,
  checkoutFieldOrder,
  formFields,
  type CheckoutField,
  type FieldErrorKind,
  type FormErrors,
  type PlaceNames,
} from './checkout-payload';
import { rememberedForm, rememberForm } from './checkout-session';
import { rememberedTaxId, rememberTaxId, type TaxIdValues } from './tax-id-fields';

/** What the resolver reads that is not a form value: the page's language, names, listed options. */
interface CheckLists {
  lang: SiteLang;
  nameOf: PlaceNames;
  options: ShippingOptionResult[] | null;
}

/** docs/product/shop.md#checkout's checks as react-hook-form's resolver, each field's kind as its code. */
function checkoutResolver(lists: RefObject<CheckLists>): Resolver<CheckoutValues> {
  return async (values) => {
    const { lang, nameOf, options } = lists.current;
    const listed = Boolean(options?.some((option) => option.id === values.shipping_option_id));
    const errors = checkoutErrors(values, checkoutCustomer(values, lang, nameOf), listed);
    if (Object.keys(errors).length === 0) return { values, errors: {} };
    const fieldErrors = fieldErrorsOf(checkoutFieldOrder, errors);
    return { values: {}, errors: fieldErrors as FieldErrors<CheckoutValues> };
  };
}

/**
 * Countries for billing, the shippable subset for delivery (docs/product/api.md#shipping-api;
 * failures: empty lists) and the names of countries and regions in the page's language.
 */
function usePlaces(lang: SiteLang, onShippable: (regions: ReadonlySet<string>) => void) {
  const [allCountries, setAllCountries] = useState<ShippingCountry[]>([]);
  const [shippingCountries, setShippingCountries] = useState<ShippingCountry[]>([]);
  useEffect(() => {
    let live = true;
    void Promise.all([fetchAllCountries(lang), fetchShippingCountries(lang)]).then(
      ([all, ship]) => {
        if (!live) return;
        setAllCountries(all);
        setShippingCountries(ship);
        onShippable(new Set(ship.flatMap((country) => country.regions.map((r) => r.code))));
      },
    );
    return () => {
      live = false;
    };
    // `onShippable` is stable (the form's rules).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [lang]);
  const names = useMemo(() => {
    const map = new Map<string, string>();
    for (const country of allCountries) {
      map.set(country.code, placeName(country, lang));
      for (const region of country.regions) map.set(region.code, placeName(region, lang));
    }
    return map;
  }, [allCountries, lang]);
  const nameOf = useCallback((code: string) => names.get(code) ?? code, [names]);
  return { allCountries, shippingCountries, nameOf };
}

type CheckoutForm = UseFormReturn<CheckoutValues>;

/**
 * The form's writers: `apply` runs an edit through the same-as-billing rules and writes what they
 * change; `set` writes values the rules do not concern. After a first try to pay, every change
 * checks the form again, so the messages follow what the buyer fixes (as they always have).
 */
function useCheckoutWriters(form: CheckoutForm) {
  const [shippableRegions, setShippableRegions] = useState<ReadonlySet<string> | null>(null);
  const regions = useRef(shippableRegions);
  const submitted = useRef(false);
  submitted.current = form.formState.isSubmitted;

  const set = useCallback(
    (changes: Partial<CheckoutValues>) => {
      for (const [field, value] of Object.entries(changes)) {
        form.setValue(field as keyof CheckoutValues, value as never);
      }
      if (submitted.current) void form.trigger();
    },
    [form],
  );
  const apply = useCallback(
    (action: CheckoutFormAction) => {
      const before = addressStateOf(form.getValues(), regions.current);
      const after = checkoutFormReducer(before, action);
      if (after.shippableRegions !== regions.current) {
        regions.current = after.shippableRegions;
        setShippableRegions(after.shippableRegions);
      }
      set(changedValues(before, after));
    },
    [form, set],
  );
  return { shippableRegions, set, apply };
}

/**
 * What this visit typed before a reload (once, in the browser), kept as the buyer types, and a
 * signed-in buyer's profile as the starting billing address, NIF and company
 * (docs/product/shop.md#checkout): what the buyer typed (or a reload restored) is kept.
 */
function useRememberedCheckout(
  form: CheckoutForm,
  { set, apply }: Pick<ReturnType<typeof useCheckoutWriters>, 'set' | 'apply'>,
) {
  const auth = useAuth();
  const user = auth.status === 'authenticated' ? auth.user : null;
  const [restored, setRestored] = useState(false);
  useEffect(() => {
    const saved = rememberedForm();
    if (saved) {
      apply({ type: 'restore', ...saved });
      set({ shipping_option_id: saved.optionId });
    }
    const taxId = rememberedTaxId();
    if (taxId) set({ nif: taxId.nif, company_name: taxId.company_name ?? '' });
    setRestored(true);
  }, [apply, set]);
  useEffect(() => {
    if (!restored) return;
    const remember = (values: CheckoutValues) => {
      const { phonePrefix, sameAsBilling, phoneCountry, phonePrefixChosen } = values;
      const address = addressStateOf(values, null).values;
      rememberForm({
        values: address,
        phonePrefix,
        sameAsBilling,
        phoneCountry,
        phonePrefixChosen,
        optionId: values.shipping_option_id,
      });
    };
    remember(form.getValues());
    const subscription = form.watch((values) => remember(values as CheckoutValues));
    return () => subscription.unsubscribe();
  }, [restored, form]);

  // Prefix +351 by default; the billing address then ships the order. Once per signed-in user.
  const prefilledFor = useRef<number | null>(null);
  useEffect(() => {
    if (!restored || !user || prefilledFor.current === user.id) return;
    prefilledFor.current = user.id;
    const { billing, phonePrefix } = billingFromProfile(user);
    const current = form.getValues();
    const country = current.phone
      ? (current.phoneCountry as CountryCode)
      : countryOfPrefix(phonePrefix);
    const phone = nextPhoneValue('', billing.phone ?? '', country);
    apply({ type: 'prefill', billing: { ...billing, phone }, phonePrefix, phoneCountry: country });
  }, [restored, user, form, set, apply]);
  useEffect(() => {
    if (user?.nif && !form.getValues('nif')) {
      set({ nif: user.nif, company_name: user.company_name });
    }
    // The profile's NIF, once it is known; never over what the buyer typed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [user?.id, user?.nif, user?.company_name]);
}

/**
 * The checkout form (docs/product/shop.md#checkout) on react-hook-form
 * (docs/decisions/111-one-form-library.md) and what it loads: the countries, the signed-in buyer's
 * profile as the starting billing address, the shipping options of the delivery region (the first
 * one chosen). What the buyer types is kept for the visit in session storage, so a reload or the
 * Back button loses nothing. The controls are controlled (`watch`, then `apply` or `set`): the
 * same-as-billing rules rewrite other fields as one is typed, and a restored region must wait for
 * its country's list.
 */
export function useCheckoutForm(lang: SiteLang, bottles: number) {
  const lists = useRef<CheckLists>({ lang, nameOf: (code) => code, options: null });
  const form = useForm<CheckoutValues>({
    defaultValues: initialCheckoutValues(defaultPhoneCountry),
    resolver: checkoutResolver(lists),
    reValidateMode: 'onSubmit',
    // The focus moves after the render that shows the messages (useFieldErrorDisplay).
    shouldFocusError: false,
  });
  const display = useFieldErrorDisplay(form, checkoutFieldOrder, checkoutFieldId);
  const writers = useCheckoutWriters(form);
  const { set, apply } = writers;
  const places = usePlaces(lang, (regions) => apply({ type: 'shippableRegions', regions }));
  useRememberedCheckout(form, writers);
  const [options, setOptions] = useState<ShippingOptionResult[] | null>(null);
  lists.current = { lang, nameOf: places.nameOf, options };

  // docs/product/shop.md#checkout "Shipping options": fetched for the delivery region, the first one selected.
  const values = form.watch();
  const delivery = deliveryAddress(addressStateOf(values, writers.shippableRegions));
  useEffect(() => {
    const show = (list: ShippingOptionResult[] | null) => {
      lists.current = { ...lists.current, options: list };
      setOptions(list);
    };
    if (!delivery.country || !delivery.region || bottles < 1) return show(null);
    const controller = new AbortController();
    show(null);
    void fetchShippingOptions(delivery, bottles, lang, controller.signal).then((results) => {
      if (controller.signal.aborted) return;
      show(results);
      const current = form.getValues('shipping_option_id');
      const listed = results.some((option) => option.id === current);
      set({ shipping_option_id: listed ? current : (results[0]?.id ?? null) });
    });
    return () => controller.abort();
    // The delivery object is new each render; its two codes are what matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [delivery.country, delivery.region, bottles, lang]);

  const errorOf = (field: CheckoutField) => errorCodeOf(form, field) as FieldErrorKind | undefined;
  const errors: FormErrors = {};
  for (const field of formFields) {
    const kind = errorOf(field);
    if (kind) errors[field] = kind;
  }
  const optionId = values.shipping_option_id;

  return {
    form,
    values,
    display,
    apply,
    set,
    errors,
    errorOf,
    billingUnshippable: addressStateOf(values, writers.shippableRegions).billingUnshippable,
    phoneCountry: values.phoneCountry as CountryCode,
    choosePhoneCountry: (country: CountryCode) => {
      apply({ type: 'phoneCountry', country, prefix: callingCodeOf(country) });
    },
    changeTaxId: (next: TaxIdValues) => {
      set({ nif: next.nif, company_name: next.company_name });
      rememberTaxId(next);
    },
    ...places,
    delivery,
    options,
    optionId: options?.some((option) => option.id === optionId) ? optionId : null,
  };
}

export type CheckoutFormModel = ReturnType<typeof useCheckoutForm>;
