import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import type { CountryCode } from 'libphonenumber-js/min';
import type { ShippingCountry, ShippingOptionResult, SiteLang } from '@mdc/shared';
import { useAuth } from '~/ui/auth/auth-context';
import { countryOfPrefix, defaultPhoneCountry, nextPhoneValue } from '~/ui/phone';
import { placeName } from './address-fields';
import { fetchAllCountries, fetchShippingCountries, fetchShippingOptions } from './checkout-api';
import {
  billingFromProfile,
  checkoutFormReducer,
  deliveryAddress,
  initialCheckoutForm,
} from './checkout-form';
import { rememberedForm, rememberForm } from './checkout-session';

/**
 * The checkout form's state and what it loads (docs/product/shop.md#checkout): the countries, the signed-in
 * buyer's profile as the starting billing address, the shipping options of the delivery region
 * (the first one chosen). What the buyer types is kept for the visit in session storage, so a
 * reload or the Back button loses nothing.
 */
export function useCheckoutForm(lang: SiteLang, bottles: number) {
  const auth = useAuth();
  const signedIn = auth.status === 'authenticated';
  const [form, dispatch] = useReducer(checkoutFormReducer, undefined, () => initialCheckoutForm());
  const [phoneCountry, setPhoneCountry] = useState<CountryCode>(defaultPhoneCountry);
  const [allCountries, setAllCountries] = useState<ShippingCountry[]>([]);
  const [shippingCountries, setShippingCountries] = useState<ShippingCountry[]>([]);
  const [options, setOptions] = useState<ShippingOptionResult[] | null>(null);
  const [optionId, setOptionId] = useState<number | null>(null);
  const [restored, setRestored] = useState(false);

  // What this visit typed before a reload, once, in the browser.
  useEffect(() => {
    const saved = rememberedForm();
    if (saved) {
      dispatch({ type: 'restore', ...saved });
      if (saved.phoneCountry) setPhoneCountry(saved.phoneCountry as CountryCode);
      setOptionId(saved.optionId);
    }
    setRestored(true);
  }, []);
  useEffect(() => {
    if (!restored) return;
    const { values, phonePrefix, sameAsBilling } = form;
    rememberForm({ values, phonePrefix, sameAsBilling, phoneCountry, optionId });
  }, [restored, form, phoneCountry, optionId]);

  // Countries for billing, the shippable subset for delivery (docs/product/api.md#shipping-api; failures: empty lists).
  useEffect(() => {
    let live = true;
    void Promise.all([fetchAllCountries(lang), fetchShippingCountries(lang)]).then(
      ([all, ship]) => {
        if (!live) return;
        setAllCountries(all);
        setShippingCountries(ship);
        const regions = new Set(ship.flatMap((country) => country.regions.map((r) => r.code)));
        dispatch({ type: 'shippableRegions', regions });
      },
    );
    return () => {
      live = false;
    };
  }, [lang]);

  // docs/product/shop.md#checkout: a signed-in buyer starts from the profile (prefix +351 by default), shipping
  // to the billing address; what the buyer typed (or a reload restored) is kept.
  const prefilledFor = useRef<number | null>(null);
  useEffect(() => {
    const user = auth.user;
    if (!restored || !signedIn || !user || prefilledFor.current === user.id) return;
    prefilledFor.current = user.id;
    const { billing, phonePrefix } = billingFromProfile(user);
    const country = form.values.phone ? phoneCountry : countryOfPrefix(phonePrefix);
    setPhoneCountry(country);
    dispatch({
      type: 'prefill',
      billing: { ...billing, phone: nextPhoneValue('', billing.phone ?? '', country) },
      phonePrefix,
    });
    // Once per signed-in user.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [restored, signedIn, auth.user]);

  const names = useMemo(() => {
    const map = new Map<string, string>();
    for (const country of allCountries) {
      map.set(country.code, placeName(country, lang));
      for (const region of country.regions) map.set(region.code, placeName(region, lang));
    }
    return map;
  }, [allCountries, lang]);
  const nameOf = useCallback((code: string) => names.get(code) ?? code, [names]);

  // docs/product/shop.md#checkout "Shipping options": fetched for the delivery region, the first one selected.
  const delivery = deliveryAddress(form);
  useEffect(() => {
    if (!delivery.country || !delivery.region || bottles < 1) {
      setOptions(null);
      return;
    }
    const controller = new AbortController();
    setOptions(null);
    void fetchShippingOptions(delivery, bottles, lang, controller.signal).then((results) => {
      if (controller.signal.aborted) return;
      setOptions(results);
      setOptionId((current) =>
        results.some((option) => option.id === current) ? current : (results[0]?.id ?? null),
      );
    });
    return () => controller.abort();
    // The delivery object is new each render; its two codes are what matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [delivery.country, delivery.region, bottles, lang]);

  return {
    form,
    dispatch,
    phoneCountry,
    setPhoneCountry,
    allCountries,
    shippingCountries,
    nameOf,
    delivery,
    options,
    optionId: options?.some((option) => option.id === optionId) ? optionId : null,
    setOptionId,
  };
}

export type CheckoutFormModel = ReturnType<typeof useCheckoutForm>;
