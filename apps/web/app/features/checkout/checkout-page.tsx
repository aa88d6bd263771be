import { useState } from 'react';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import {
  centsToEuros,
  lineTotal,
  pathTo,
  unitPrice,
  type SiteLang,
  type CartItem,
  type CartTotals,
  type CheckoutConflict,
  type PricedItem,
} from '@mdc/shared';
import { useAuth } from '~/ui/auth/auth-context';
import { useLang, useT } from '~/i18n/i18n';
import { OrderLines, summaryTotalRows } from '~/ui/order-lines';
import { Spinner } from '~/ui/field';
import { AddressFields } from './address-fields';
import type { BillingField, CheckoutValues, ShippingField } from './checkout-form';
import {
  cartLine,
  checkoutAmounts,
  checkoutCustomer,
  refusedCheckoutFields,
} from './checkout-payload';
import { checkoutId } from './checkout-session';
import { DiscountCodeField, useDiscountCode, type DiscountCode } from './discount-code-field';
import type { PaymentConfig, PaymentHandle } from './payment';
import { PaymentSection } from './payment-section';
import { PhoneFields } from './phone-fields';
import { PhoneSummaryBar, useIsPhone } from './phone-summary-bar';
import { TaxIdFields } from './tax-id-fields';
import { ShippingOptions } from './shipping-options';
import { useCheckoutForm, type CheckoutFormModel } from './use-checkout-form';
import { useCheckoutPay } from './use-checkout-pay';

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

const sectionClass = 'rounded-md bg-white p-4 shadow-sm ring-1 ring-ink/5 sm:p-6';
const headingClass = 'font-serif text-2xl font-semibold text-wine';

/**
 * docs/product/shop.md#checkout "Checkout page", docs/product/shop.md#checkout-and-payment checkout messages. The form is kept
 * for the visit (use-checkout-form, on react-hook-form as decision 111 has it); nothing is held
 * until the buyer presses Pay (use-checkout-pay, decision 095).
 */
export function CheckoutPage({ cart, payment }: { cart: CheckoutCart; payment: PaymentConfig }) {
  const lang = useLang();
  const t = useT();
  const auth = useAuth();
  const signedIn = auth.status === 'authenticated';
  const model = useCheckoutForm(lang, cart.totals.bottles);
  const { values, optionId, delivery, nameOf } = model;
  const [handle, setHandle] = useState<PaymentHandle | null>(null);
  const phone = useIsPhone();
  const discount = useDiscountCode({
    lines: cart.items,
    subtotalCents: cart.totals.subtotalCents,
    ready: cart.ready,
    lang,
    t,
  });
  const paying = useCheckoutPay({
    cart,
    payment,
    discount,
    lang,
    t,
    onRefusedFields: (fields) => model.display.show(refusedCheckoutFields(fields)),
  });
  const { busy, placed, notice, setNotice } = paying;

  const option = model.options?.find((candidate) => candidate.id === optionId);
  const amounts = checkoutAmounts(cart.totals.subtotalCents, option, discount.discountCents);
  const deliveryChosen = Boolean(delivery.country && delivery.region);
  const cartEmpty = cart.items.length === 0;

  // The resolver checked the values (docs/product/shop.md#checkout): the option is one listed.
  async function send(checked: CheckoutValues) {
    if (checked.shipping_option_id === null) return;
    if (!handle) {
      setNotice({ tone: 'error', text: t(`checkout.payment.notLoaded.${payment.provider}`) });
      return;
    }
    await paying.pay(
      handle,
      {
        checkout_id: checkoutId(),
        cart: cart.items.map(cartLine),
        shipping_option_id: checked.shipping_option_id,
        subtotal: centsToEuros(amounts.subtotalCents),
        shipping_cost: centsToEuros(amounts.shippingCents ?? 0),
        total: centsToEuros(amounts.totalCents),
        language: lang,
        discount_code: discount.applied?.discount_code ?? null,
      },
      checkoutCustomer(checked, lang, nameOf),
    );
  }

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || cartEmpty) return;
    void model.form.handleSubmit(send, (errors) => {
      setNotice({ tone: 'error', text: t('checkout.errors.summary') });
      model.display.focusFirst(errors);
    })(event);
  }

  // Until the stored cart and the session are known (after hydration) the page holds a screen's
  // height, so the form or the empty-cart message that replaces it moves nothing in view.
  if ((!cart.ready || auth.status === 'loading') && !placed) return <CheckoutWaiting t={t} />;
  if (cartEmpty && !placed) return <CheckoutEmpty lang={lang} t={t} />;

  const summary = <CheckoutSummary cart={cart} amounts={amounts} discount={discount} />;
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      {phone ? (
        <PhoneSummaryBar totalCents={amounts.totalCents} lang={lang} t={t}>
          {summary}
        </PhoneSummaryBar>
      ) : null}
      <h1 className="font-serif text-4xl font-semibold text-wine">{t('checkout.title')}</h1>
      {signedIn ? null : <AccountQuestion lang={lang} t={t} />}

      <form
        method="post"
        noValidate
        onSubmit={submit}
        className="mt-6 grid items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]"
      >
        <div className="grid gap-6">
          <AddressSections
            model={model}
            taxId={
              <TaxIdFields
                values={{ nif: values.nif, company_name: values.company_name }}
                invalid={model.errorOf('nif') !== undefined}
                change={model.changeTaxId}
                t={t}
              />
            }
          />
          <ShippingOptions
            options={model.options}
            optionId={optionId}
            onChoose={(id) => model.set({ shipping_option_id: id })}
            deliveryChosen={deliveryChosen}
            showError={deliveryChosen && model.errorOf('shipping_option_id') !== undefined}
            subtotalCents={amounts.subtotalCents}
            discountCents={amounts.discountCents}
            className={sectionClass}
            headingClass={headingClass}
            lang={lang}
            t={t}
          />
        </div>

        <div className="grid gap-6">
          {phone ? null : summary}
          <PaymentSection
            payment={payment}
            totalCents={amounts.totalCents}
            onReady={setHandle}
            adult={values.adult}
            onAdult={(adult) => model.set({ adult })}
            showAdultError={model.errorOf('adult') !== undefined}
            notice={notice}
            busy={busy}
            payDisabled={busy || cartEmpty || !handle}
            className={sectionClass}
            headingClass={headingClass}
            lang={lang}
            t={t}
          />
        </div>
      </form>
    </div>
  );
}

/** Until the stored cart and the session are known: a screen's height, so nothing moves later. */
function CheckoutWaiting({ t }: { t: TFunction }) {
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

function CheckoutEmpty({ lang, t }: { lang: SiteLang; t: TFunction }) {
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

/** A guest is offered to sign in or to go on as a guest. */
function AccountQuestion({ lang, t }: { lang: SiteLang; t: TFunction }) {
  return (
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
  );
}

/** Billing and delivery addresses, with the same-as-billing rules of docs/product/shop.md#checkout. */
function AddressSections({
  model,
  taxId,
}: {
  model: CheckoutFormModel;
  /** The optional NIF and company (tax-id-fields), under the billing address. */
  taxId: React.ReactNode;
}) {
  const lang = useLang();
  const t = useT();
  const { values, errors, apply } = model;
  return (
    <>
      <section id="checkout-billing" aria-labelledby="billing-title" className={sectionClass}>
        <h2 id="billing-title" className={headingClass}>
          {t('checkout.billing.title')}
        </h2>
        <p className="mb-4 mt-1 text-sm text-ink/75">{t('checkout.requiredNote')}</p>
        <AddressFields
          kind="billing"
          values={values}
          errors={errors}
          countries={model.allCountries}
          lang={lang}
          t={t}
          onChange={(field, value) =>
            apply({ type: 'billing', field: field as BillingField, value })
          }
          billingPhone={(field) => (
            <PhoneFields
              field={field}
              country={model.phoneCountry}
              value={values.phone}
              lang={lang}
              t={t}
              onCountry={model.choosePhoneCountry}
              onChange={(value) => apply({ type: 'billing', field: 'phone', value })}
            />
          )}
        />
        {taxId}
      </section>

      <section aria-labelledby="shipping-title" className={sectionClass}>
        <h2 id="shipping-title" className={headingClass}>
          {t('checkout.shipping.title')}
        </h2>
        <div className="mt-3 flex items-start gap-3">
          <input
            id="checkout-same-as-billing"
            type="checkbox"
            checked={values.sameAsBilling}
            disabled={model.billingUnshippable}
            aria-describedby={model.billingUnshippable ? 'checkout-unshippable' : undefined}
            onChange={(event) => apply({ type: 'sameAsBilling', checked: event.target.checked })}
            className="mt-1 h-5 w-5 shrink-0 accent-wine"
          />
          <label htmlFor="checkout-same-as-billing" className="font-semibold">
            {t('checkout.shipping.same')}
          </label>
        </div>
        <div aria-live="polite">
          {model.billingUnshippable ? (
            <p
              id="checkout-unshippable"
              className="mt-3 rounded-sm border-l-4 border-ochre bg-ochre/10 p-3 font-semibold"
            >
              {t('checkout.shipping.unshippable')}
            </p>
          ) : null}
        </div>
        {values.sameAsBilling ? null : (
          <div className="mt-4">
            <AddressFields
              kind="shipping"
              values={values}
              errors={errors}
              countries={model.shippingCountries}
              lang={lang}
              t={t}
              onChange={(field, value) =>
                apply({ type: 'shipping', field: field as ShippingField, value })
              }
            />
          </div>
        )}
      </section>
    </>
  );
}

/** The order summary: lines, totals that add up as printed, and the discount code field. */
function CheckoutSummary({
  cart,
  amounts,
  discount,
}: {
  cart: CheckoutCart;
  amounts: ReturnType<typeof checkoutAmounts>;
  discount: DiscountCode;
}) {
  const lang = useLang();
  const t = useT();
  return (
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
        totals={summaryTotalRows(
          {
            beforeSaleCents: cart.totals.totalBeforeDiscountCents,
            subtotalCents: amounts.subtotalCents,
            discountCents: discount.applied ? amounts.discountCents : 0,
            shippingCents: amounts.shippingCents,
            totalCents: amounts.totalCents,
            discountCode: discount.applied?.discount_code ?? null,
            shippingFree: amounts.shippingCents === 0,
          },
          t,
          lang,
        )}
        thumbnail={50}
        caption={t('checkout.summary.title')}
        lang={lang}
        t={t}
      />
      <p className="mt-2 text-right text-sm text-ink/75">{t('checkout.summary.vatIncluded')}</p>
      <DiscountCodeField discount={discount} t={t} />
    </section>
  );
}
