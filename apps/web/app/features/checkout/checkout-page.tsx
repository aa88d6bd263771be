import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
} from 'react';
import { Link, useNavigate } from 'react-router';
import type { CountryCode } from 'libphonenumber-js/min';
import {
  centsToEuros,
  checkoutConflictCodes,
  formatPrice,
  lineTotal,
  pathTo,
  unitPrice,
  type CartItem,
  type CartTotals,
  type CheckoutConflict,
  type ConfirmOrderInput,
  type CreatePaymentIntentInput,
  type PricedItem,
  type ShippingCountry,
  type ShippingOptionResult,
} from '@mdc/shared';
import { useAuth } from '~/ui/auth/auth-context';
import { useLang, useT } from '~/i18n/i18n';
import { AddressFields, placeName } from './address-fields';
import {
  confirmOrder,
  createPaymentIntent,
  fetchAllCountries,
  fetchShippingCountries,
  fetchShippingOptions,
} from './checkout-api';
import {
  billingFromProfile,
  checkoutFormReducer,
  deliveryAddress,
  initialCheckoutForm,
  type BillingField,
  type ShippingField,
} from './checkout-form';
import {
  cartLine,
  checkoutAmounts,
  customerErrors,
  customerPayload,
  formFields,
  paymentOutcome,
  shippingRuleOf,
} from './checkout-payload';
import { checkoutId, finishCheckout, pendingOrder, rememberPendingOrder } from './checkout-session';
import { DiscountCodeField, useDiscountCode } from './discount-code-field';
import { Spinner } from '~/ui/field';
import { OfflineCardForm } from './offline-card-form';
import { OrderLines } from '~/ui/order-lines';
import type { PaymentConfig, PaymentHandle, PaymentIntentRef } from './payment';
import { callingCodeOf, countryOfPrefix, defaultPhoneCountry, nextPhoneValue } from '~/ui/phone';
import { PhoneFields } from './phone-fields';

const StripePayment = lazy(() => import('./stripe-payment'));

/** A cart line with its prices in cents for the shared pricing functions. */
export interface CheckoutCartItem extends CartItem {
  priced: PricedItem;
}

/** What the page needs of the cart; the route hands it over from the cart feature. */
export interface CheckoutCart {
  ready: boolean;
  items: readonly CheckoutCartItem[];
  totals: CartTotals;
  clear(): void;
  applyServerPrices(items: CheckoutConflict['items']): string[];
}

type Notice = { tone: 'error' | 'info'; text: string };

const sectionClass = 'rounded-md bg-white p-4 shadow-sm ring-1 ring-ink/5 sm:p-6';
const headingClass = 'font-serif text-2xl font-semibold text-wine';

/** Spec 001 §2 "Checkout page", §4 "Checkout and payment", §8 checkout messages. */
export function CheckoutPage({ cart, payment }: { cart: CheckoutCart; payment: PaymentConfig }) {
  const lang = useLang();
  const t = useT();
  const navigate = useNavigate();
  const auth = useAuth();
  const signedIn = auth.status === 'authenticated';
  // A signed-in buyer's calls carry the bearer (renewed when needed), so the order gets the account.
  const authFetch = signedIn ? auth.authFetch : undefined;
  const latestAuthFetch = useRef(authFetch);
  latestAuthFetch.current = authFetch;
  const [form, dispatch] = useReducer(checkoutFormReducer, undefined, () => initialCheckoutForm());
  const [phoneCountry, setPhoneCountry] = useState<CountryCode>(defaultPhoneCountry);
  const [allCountries, setAllCountries] = useState<ShippingCountry[]>([]);
  const [shippingCountries, setShippingCountries] = useState<ShippingCountry[]>([]);
  const [options, setOptions] = useState<ShippingOptionResult[] | null>(null);
  const [optionId, setOptionId] = useState<number | null>(null);
  const [adult, setAdult] = useState(false);
  const [showErrors, setShowErrors] = useState(false);
  const [intent, setIntent] = useState<PaymentIntentRef | null>(null);
  const [handle, setHandle] = useState<PaymentHandle | null>(null);
  const [busy, setBusy] = useState(false);
  const [placed, setPlaced] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);

  // Countries for billing, the shippable subset for delivery (spec 001 §7; failures: empty lists).
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

  // Spec 001 §4: a signed-in buyer starts from the profile (prefix +351 by default), shipping
  // to the billing address; the same-as-billing rules still decide whether that region ships.
  const prefilledFor = useRef<number | null>(null);
  useEffect(() => {
    const user = auth.user;
    if (!signedIn || !user || prefilledFor.current === user.id) return;
    prefilledFor.current = user.id;
    const { billing, phonePrefix } = billingFromProfile(user);
    const country = form.values.phone ? phoneCountry : countryOfPrefix(phonePrefix);
    setPhoneCountry(country);
    dispatch({
      type: 'prefill',
      billing: { ...billing, phone: nextPhoneValue('', billing.phone ?? '', country) },
      phonePrefix,
    });
    // Once per signed-in user; what the buyer typed meanwhile is kept by the reducer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [signedIn, auth.user]);

  const names = useMemo(() => {
    const map = new Map<string, string>();
    for (const country of allCountries) {
      map.set(country.code, placeName(country, lang));
      for (const region of country.regions) map.set(region.code, placeName(region, lang));
    }
    return map;
  }, [allCountries, lang]);
  const nameOf = useCallback((code: string) => names.get(code) ?? code, [names]);

  // Spec 001 §4 "Shipping options": fetched for the delivery region, the first one selected.
  const delivery = deliveryAddress(form);
  const bottles = cart.totals.bottles;
  useEffect(() => {
    if (!delivery.country || !delivery.region || bottles < 1) {
      setOptions(null);
      setOptionId(null);
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

  const option = options?.find((candidate) => candidate.id === optionId);
  const discount = useDiscountCode({
    lines: cart.items,
    subtotalCents: cart.totals.subtotalCents,
    ready: cart.ready,
    lang,
    t,
  });
  const amounts = checkoutAmounts(cart.totals.subtotalCents, option, discount.discountCents);
  const lines = cart.items.map(cartLine);
  const deliveryChosen = Boolean(delivery.country && delivery.region);

  const intentInput = (): CreatePaymentIntentInput => ({
    checkout_id: checkoutId(),
    cart: lines,
    shipping_option_id: optionId,
    subtotal: centsToEuros(amounts.subtotalCents),
    shipping_cost: centsToEuros(amounts.shippingCents ?? 0),
    total: centsToEuros(amounts.totalCents),
    language: lang,
    discount_code: discount.applied?.discount_code ?? null,
  });
  const latestIntentInput = useRef(intentInput);
  latestIntentInput.current = intentInput;

  const showConflict = useCallback(
    (conflict: CheckoutConflict) => {
      const changed = cart.applyServerPrices(conflict.items ?? []);
      const code = checkoutConflictCodes.includes(conflict.error)
        ? conflict.error
        : 'prices_changed';
      const text = [
        t(`checkout.conflict.${code}`),
        changed.length ? t('checkout.conflict.changed', { names: changed.join(', ') }) : '',
      ];
      setNotice({ tone: 'error', text: text.filter(Boolean).join(' ') });
    },
    [cart, t],
  );

  // The server refused the code (used up, expired, …): the page drops it and asks again without.
  const refuseDiscount = discount.refused;

  // A checkout paid earlier (its confirmation failed): the next attempt starts a new checkout.
  const showAlreadyPaid = useCallback(() => {
    finishCheckout();
    setNotice({ tone: 'info', text: t('checkout.payment.alreadyPaid') });
  }, [t]);

  // Spec 001 §4: ask for a payment intent, again whenever the cart, subtotal or shipping change.
  // Paused while a payment is under way: the Pay handler sends its own call with the customer,
  // and a refresh racing it could reach the server after the order was paid.
  const intentKey =
    cart.ready && lines.length && !placed && !busy
      ? JSON.stringify([
          lines.map((l) => [l.id, l.quantity]),
          amounts,
          optionId,
          lang,
          discount.applied?.discount_code,
        ])
      : '';
  useEffect(() => {
    if (!intentKey) return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      createPaymentIntent(latestIntentInput.current(), controller.signal, latestAuthFetch.current)
        .then((answer) => {
          if (answer.kind === 'ok') setIntent(answer.intent);
          else if (answer.kind === 'conflict') showConflict(answer.conflict);
          else if (answer.kind === 'alreadyPaid') showAlreadyPaid();
          else if (answer.kind === 'discountRefused') refuseDiscount(answer.message);
          else setNotice({ tone: 'error', text: t('checkout.payment.intentFailed') });
        })
        .catch(() => {});
    }, 400);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [intentKey, showConflict, showAlreadyPaid, refuseDiscount, t]);

  const completeOrder = useCallback(
    async (order: ConfirmOrderInput) => {
      const code = await confirmOrder(order, latestAuthFetch.current);
      if (!code) {
        setNotice({ tone: 'error', text: t('checkout.payment.orderNotSaved') });
        return false;
      }
      setPlaced(true);
      finishCheckout();
      cart.clear();
      void navigate(pathTo('thankYou', lang, { code }), { replace: true });
      return true;
    },
    [cart, lang, navigate, t],
  );

  // Back from a Stripe redirect (3-D Secure): save the order the page remembered.
  useEffect(() => {
    const query = new URLSearchParams(window.location.search);
    const paymentIntentId = query.get('payment_intent');
    const status = query.get('redirect_status');
    if (!paymentIntentId || !status) return;
    const order = pendingOrder(paymentIntentId);
    if (status === 'succeeded' && order) {
      setBusy(true);
      void completeOrder(order).then((saved) => setBusy(saved));
    } else if (status === 'failed') {
      setNotice({ tone: 'error', text: t('checkout.payment.failed') });
    }
    // Once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const customer = customerPayload(form, lang, nameOf);
  const errors = useMemo(
    () => (showErrors ? customerErrors(customer) : {}),
    // `customer` is derived from these.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [showErrors, form, lang, nameOf],
  );
  const cartEmpty = cart.items.length === 0;
  const payDisabled = busy || cartEmpty || !handle;

  async function pay(event: React.FormEvent) {
    event.preventDefault();
    if (busy || cartEmpty) return;
    setShowErrors(true);
    const problems = customerErrors(customer);
    const firstProblem =
      formFields.find((field) => problems[field]) ??
      (deliveryChosen && !optionId ? 'shipping-options' : !adult ? 'adult' : undefined);
    if (firstProblem) {
      setNotice({ tone: 'error', text: t('checkout.errors.summary') });
      document.getElementById(`checkout-${firstProblem}`)?.focus();
      return;
    }
    if (!handle || !intent) {
      setNotice({ tone: 'error', text: t(`checkout.payment.notLoaded.${payment.provider}`) });
      return;
    }
    setBusy(true);
    setNotice(null);
    let saved = false;
    try {
      // The server files the order under the account only with a valid token: renew a stale one.
      if (signedIn) await auth.refreshUser();
      // The order gets its addresses before any money moves (a closed tab keeps a whole order).
      const answer = await createPaymentIntent(
        { ...intentInput(), customer, adult_confirmed: true },
        undefined,
        authFetch,
      );
      if (answer.kind === 'conflict') return showConflict(answer.conflict);
      if (answer.kind === 'alreadyPaid') return showAlreadyPaid();
      if (answer.kind === 'discountRefused') {
        refuseDiscount(answer.message);
        return setNotice({ tone: 'error', text: answer.message });
      }
      if (answer.kind === 'failed') {
        return setNotice({ tone: 'error', text: t('checkout.payment.intentFailed') });
      }
      setIntent(answer.intent);
      const order: ConfirmOrderInput = {
        cart: lines,
        customer,
        user_id: signedIn ? (auth.user?.id ?? null) : null,
        paymentIntentId: answer.intent.paymentIntentId,
        shipping_option_id: optionId ?? 0,
        language: lang,
      };
      rememberPendingOrder(order);
      const outcome = paymentOutcome(await handle.confirm(answer.intent));
      if (outcome.kind === 'succeeded') saved = await completeOrder(order);
      else if (outcome.kind === 'error') {
        setNotice({ tone: 'error', text: outcome.message ?? t('checkout.payment.failed') });
      } else if (outcome.kind === 'requires_action') {
        setNotice({ tone: 'info', text: t(`checkout.payment.requiresAction.${payment.provider}`) });
      } else {
        setNotice({ tone: 'info', text: t('checkout.payment.pending') });
      }
    } finally {
      // After a saved order the page stays busy until the thank-you page replaces it.
      if (!saved) setBusy(false);
    }
  }

  // Until the stored cart and the session are known (after hydration) the page holds a screen's
  // height, so the form or the empty-cart message that replaces it moves nothing in view.
  if ((!cart.ready || auth.status === 'loading') && !placed) {
    return (
      <div className="mx-auto min-h-screen max-w-6xl px-4 py-8">
        <h1 className="font-serif text-4xl font-semibold text-wine">{t('checkout.title')}</h1>
        <p role="status" className="mt-6 flex items-center gap-3">
          <Spinner />
          {t('shop.cart.loading')}
        </p>
      </div>
    );
  }

  if (cartEmpty && !placed) {
    return (
      <div className="mx-auto min-h-screen max-w-6xl px-4 py-8">
        <h1 className="font-serif text-4xl font-semibold text-wine">{t('checkout.title')}</h1>
        <p className="mt-6 text-lg">{t('checkout.empty')}</p>
        <Link
          to={pathTo('shop', lang)}
          className="mt-4 inline-flex min-h-11 items-center rounded-sm bg-wine px-6 font-semibold text-white hover:bg-wine-dark"
        >
          {t('checkout.emptyLink')}
        </Link>
      </div>
    );
  }

  const shippingLabel =
    amounts.shippingCents === null
      ? t('checkout.summary.shippingPending')
      : amounts.shippingCents === 0
        ? t('checkout.options.free')
        : formatPrice(amounts.shippingCents, lang);

  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="font-serif text-4xl font-semibold text-wine">{t('checkout.title')}</h1>
      {signedIn ? null : (
        <p className="mt-3">
          {t('checkout.account.question')}{' '}
          <Link to={`${pathTo('login', lang)}?next=checkout`} className="text-wine underline">
            {t('checkout.account.login')}
          </Link>{' '}
          {t('checkout.account.or')}{' '}
          <a href="#checkout-billing" className="text-wine underline">
            {t('checkout.account.guest')}
          </a>
        </p>
      )}

      <form
        noValidate
        onSubmit={pay}
        className="mt-6 grid items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]"
      >
        <div className="grid gap-6">
          <section id="checkout-billing" aria-labelledby="billing-title" className={sectionClass}>
            <h2 id="billing-title" className={headingClass}>
              {t('checkout.billing.title')}
            </h2>
            <p className="mb-4 mt-1 text-sm text-ink/75">{t('checkout.requiredNote')}</p>
            <AddressFields
              kind="billing"
              values={form.values}
              errors={errors}
              countries={allCountries}
              lang={lang}
              t={t}
              onChange={(field, value) =>
                dispatch({ type: 'billing', field: field as BillingField, value })
              }
              billingPhone={(field) => (
                <PhoneFields
                  field={field}
                  country={phoneCountry}
                  value={form.values.phone}
                  lang={lang}
                  t={t}
                  onCountry={(country) => {
                    setPhoneCountry(country);
                    dispatch({ type: 'phonePrefix', value: callingCodeOf(country) });
                  }}
                  onChange={(value) => dispatch({ type: 'billing', field: 'phone', value })}
                />
              )}
            />
          </section>

          <section aria-labelledby="shipping-title" className={sectionClass}>
            <h2 id="shipping-title" className={headingClass}>
              {t('checkout.shipping.title')}
            </h2>
            <div className="mt-3 flex items-start gap-3">
              <input
                id="checkout-same-as-billing"
                type="checkbox"
                checked={form.sameAsBilling}
                disabled={form.billingUnshippable}
                aria-describedby={form.billingUnshippable ? 'checkout-unshippable' : undefined}
                onChange={(event) =>
                  dispatch({ type: 'sameAsBilling', checked: event.target.checked })
                }
                className="mt-1 h-5 w-5 shrink-0 accent-wine"
              />
              <label htmlFor="checkout-same-as-billing" className="font-semibold">
                {t('checkout.shipping.same')}
              </label>
            </div>
            <div aria-live="polite">
              {form.billingUnshippable ? (
                <p
                  id="checkout-unshippable"
                  className="mt-3 rounded-sm border-l-4 border-ochre bg-ochre/10 p-3 font-semibold"
                >
                  {t('checkout.shipping.unshippable')}
                </p>
              ) : null}
            </div>
            {form.sameAsBilling ? null : (
              <div className="mt-4">
                <AddressFields
                  kind="shipping"
                  values={form.values}
                  errors={errors}
                  countries={shippingCountries}
                  lang={lang}
                  t={t}
                  onChange={(field, value) =>
                    dispatch({ type: 'shipping', field: field as ShippingField, value })
                  }
                />
              </div>
            )}
          </section>

          <section aria-labelledby="options-title" className={sectionClass}>
            <fieldset
              id="checkout-shipping-options"
              tabIndex={-1}
              aria-describedby={
                showErrors && deliveryChosen && !optionId ? 'checkout-options-error' : undefined
              }
            >
              <legend id="options-title" className={headingClass}>
                {t('checkout.options.title')}
              </legend>
              <div aria-live="polite" className="mt-3">
                {!deliveryChosen ? (
                  <p className="text-ink/80">{t('checkout.options.chooseAddress')}</p>
                ) : options === null ? (
                  <p>{t('checkout.options.loading')}</p>
                ) : options.length === 0 ? (
                  <p id="checkout-options-error" className="font-semibold text-wine">
                    {t('checkout.options.none')}
                  </p>
                ) : (
                  <ul className="grid gap-2">
                    {options.map((choice) => {
                      const cost = checkoutAmounts(
                        amounts.subtotalCents,
                        choice,
                        amounts.discountCents,
                      ).shippingCents;
                      const rule = shippingRuleOf(choice);
                      return (
                        <li key={choice.id}>
                          <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-sm border border-ink/20 px-3 py-2 has-checked:border-wine has-checked:bg-wine/5">
                            <input
                              type="radio"
                              name="shipping_option_id"
                              value={choice.id}
                              checked={choice.id === optionId}
                              onChange={() => setOptionId(choice.id)}
                              className="h-5 w-5 accent-wine"
                            />
                            <span className="grow">
                              {choice.name}
                              {rule.allowFreeShipping && rule.freeShippingFromCents > 0 ? (
                                <span className="block text-sm text-ink/75">
                                  {t('checkout.options.freeFrom', {
                                    amount: formatPrice(rule.freeShippingFromCents, lang),
                                  })}
                                </span>
                              ) : null}
                            </span>
                            <span className="font-semibold tabular-nums">
                              {cost === 0
                                ? t('checkout.options.free')
                                : formatPrice(cost ?? 0, lang)}
                            </span>
                          </label>
                        </li>
                      );
                    })}
                  </ul>
                )}
              </div>
            </fieldset>
          </section>
        </div>

        <div className="grid gap-6">
          <section aria-labelledby="summary-title" className={sectionClass}>
            <h2 id="summary-title" className={`${headingClass} mb-3`}>
              {t('checkout.summary.title')}
            </h2>
            <OrderLines
              lines={cart.items.map((item) => ({
                id: item.id,
                title: item.product_title,
                productUrl: item.product_url,
                imageUrl: item.image_url,
                quantity: item.quantity,
                unitCents: unitPrice(item.priced),
                lineCents: lineTotal(item.priced),
              }))}
              totals={[
                {
                  label: t('checkout.summary.subtotal'),
                  value: formatPrice(amounts.subtotalCents, lang),
                },
                ...(cart.totals.savingsCents > 0
                  ? [
                      {
                        label: t('checkout.summary.savings'),
                        value: `−${formatPrice(cart.totals.savingsCents, lang)}`,
                      },
                    ]
                  : []),
                ...(discount.applied && amounts.discountCents > 0
                  ? [
                      {
                        label: t('discountCodes.summaryLine', {
                          code: discount.applied.discount_code,
                        }),
                        value: `−${formatPrice(amounts.discountCents, lang)}`,
                      },
                    ]
                  : []),
                { label: t('checkout.summary.shipping'), value: shippingLabel },
                {
                  label: t('checkout.summary.total'),
                  value: formatPrice(amounts.totalCents, lang),
                  strong: true,
                },
              ]}
              thumbnail={50}
              caption={t('checkout.summary.title')}
              lang={lang}
              t={t}
            />
            <p className="mt-2 text-right text-sm text-ink/75">
              {t('checkout.summary.vatIncluded')}
            </p>
            <DiscountCodeField discount={discount} t={t} />
          </section>

          <section aria-labelledby="payment-title" className={sectionClass}>
            <h2 id="payment-title" className={`${headingClass} mb-3`}>
              {t('checkout.payment.title')}
            </h2>
            {!intent ? (
              <p role="status">{t('checkout.payment.loading')}</p>
            ) : payment.provider === 'stripe' ? (
              <Suspense fallback={<p role="status">{t('checkout.payment.loading')}</p>}>
                <StripePayment
                  publishableKey={payment.publishableKey}
                  clientSecret={intent.clientSecret}
                  lang={lang}
                  returnUrl={`${window.location.origin}${pathTo('checkout', lang)}`}
                  onReady={setHandle}
                />
              </Suspense>
            ) : (
              <OfflineCardForm t={t} onReady={setHandle} />
            )}

            <div className="mt-5">
              <div className="flex items-start gap-3">
                <input
                  id="checkout-adult"
                  type="checkbox"
                  required
                  checked={adult}
                  onChange={(event) => setAdult(event.target.checked)}
                  aria-invalid={showErrors && !adult ? true : undefined}
                  aria-describedby={showErrors && !adult ? 'checkout-adult-error' : undefined}
                  className="mt-1 h-5 w-5 shrink-0 accent-wine"
                />
                <label htmlFor="checkout-adult" className="font-semibold">
                  {t('checkout.legal.adult')}
                  <span aria-hidden="true" className="ml-0.5 text-wine">
                    *
                  </span>
                </label>
              </div>
              {showErrors && !adult ? (
                <p id="checkout-adult-error" className="mt-1 text-sm font-semibold text-wine">
                  {t('checkout.errors.adult')}
                </p>
              ) : null}
              <p className="mt-3 text-sm">
                {t('checkout.legal.intro')}{' '}
                <Link
                  to={`${pathTo('legal', lang)}#termsConditions`}
                  className="text-wine underline"
                >
                  {t('checkout.legal.terms')}
                </Link>
                {', '}
                <Link
                  to={`${pathTo('legal', lang)}#termsConditions`}
                  className="text-wine underline"
                >
                  {t('checkout.legal.withdrawal')}
                </Link>
                {', '}
                <Link to={`${pathTo('legal', lang)}#privacyPolicy`} className="text-wine underline">
                  {t('checkout.legal.privacy')}
                </Link>
                .
              </p>
            </div>

            <div aria-live="assertive" className="mt-4">
              {notice ? (
                <p
                  className={`rounded-sm border-l-4 p-3 font-semibold ${notice.tone === 'error' ? 'border-wine bg-wine/5 text-wine' : 'border-olive bg-olive/10'}`}
                >
                  {notice.text}
                </p>
              ) : null}
            </div>

            <button
              type="submit"
              aria-disabled={payDisabled || undefined}
              className="mt-4 inline-flex min-h-12 w-full items-center justify-center gap-2.5 rounded-sm bg-wine px-6 py-3 text-lg font-semibold text-white shadow-sm hover:bg-wine-dark aria-disabled:cursor-not-allowed aria-disabled:opacity-70"
            >
              {busy ? <Spinner /> : null}
              {busy
                ? t('checkout.payment.processing')
                : t('checkout.payment.pay', { amount: formatPrice(amounts.totalCents, lang) })}
            </button>
          </section>
        </div>
      </form>
    </div>
  );
}
