import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import type { TFunction } from 'i18next';
import { formatPrice, pathTo, reservationRules, type SiteLang } from '@mdc/shared';
import { Spinner } from '~/ui/field';
import { OfflinePaymentForm } from './offline-payment-form';
import type { PaymentConfig, PaymentHandle } from './payment';
import type { Notice } from './use-checkout-pay';

const StripePayment = lazy(() => import('./stripe-payment'));

/**
 * The payment part of the checkout: the provider's form (Stripe's Payment Element, or the
 * offline test card form), the 18+ confirmation, the legal links, the outcome and the Pay button.
 */
export function PaymentSection({
  payment,
  totalCents,
  onReady,
  adult,
  onAdult,
  showAdultError,
  notice,
  busy,
  payDisabled,
  className,
  headingClass,
  lang,
  t,
}: {
  payment: PaymentConfig;
  totalCents: number;
  onReady: (handle: PaymentHandle | null) => void;
  adult: boolean;
  onAdult: (checked: boolean) => void;
  showAdultError: boolean;
  notice: Notice | null;
  busy: boolean;
  payDisabled: boolean;
  className: string;
  headingClass: string;
  lang: SiteLang;
  t: TFunction;
}) {
  return (
    <section aria-labelledby="payment-title" className={className}>
      <h2 id="payment-title" className={`${headingClass} mb-3`}>
        {t('checkout.payment.title')}
      </h2>
      {payment.provider === 'stripe' ? (
        <Suspense fallback={<p role="status">{t('checkout.payment.loading')}</p>}>
          <StripePayment
            publishableKey={payment.publishableKey}
            amountCents={totalCents}
            lang={lang}
            returnUrl={`${window.location.origin}${pathTo('checkout', lang)}`}
            onReady={onReady}
          />
        </Suspense>
      ) : (
        <OfflinePaymentForm t={t} onReady={onReady} />
      )}

      <div className="mt-5">
        <div className="flex items-start gap-3">
          <input
            id="checkout-adult"
            type="checkbox"
            required
            checked={adult}
            onChange={(event) => onAdult(event.target.checked)}
            aria-invalid={showAdultError || undefined}
            aria-describedby={showAdultError ? 'checkout-adult-error' : undefined}
            className="mt-1 h-5 w-5 shrink-0 accent-wine"
          />
          <label htmlFor="checkout-adult" className="font-semibold">
            {t('checkout.legal.adult')}
            <span aria-hidden="true" className="ml-0.5 text-wine">
              *
            </span>
          </label>
        </div>
        {showAdultError ? (
          <p id="checkout-adult-error" className="mt-1 text-sm font-semibold text-wine">
            {t('checkout.errors.adult')}
          </p>
        ) : null}
        <p className="mt-3 text-sm">
          {t('checkout.legal.intro')}{' '}
          <Link to={`${pathTo('legal', lang)}#termsConditions`} className="text-wine underline">
            {t('checkout.legal.terms')}
          </Link>
          {', '}
          <Link to={`${pathTo('legal', lang)}#termsConditions`} className="text-wine underline">
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
          : t('checkout.payment.pay', { amount: formatPrice(totalCents, lang) })}
      </button>
      <p className="mt-2 text-center text-sm text-ink/75">
        {t('checkout.payment.holdNote', { minutes: reservationRules.holdMinutes })}
      </p>
    </section>
  );
}
