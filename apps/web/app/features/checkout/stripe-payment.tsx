import { useEffect, useMemo, useRef, useState } from 'react';
import { loadStripe } from '@stripe/stripe-js';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { paymentMethods, type PaymentMethod, type SiteLang } from '@mdc/shared';
import { awaitingPayment } from './checkout-api';
import type { PaymentHandle } from './payment';

interface Props {
  publishableKey: string;
  /** The order total the page shows; the intent is made for the server's figure at Pay. */
  amountCents: number;
  lang: SiteLang;
  /** Where Stripe sends the buyer back after a redirect (3-D Secure, some wallets). */
  returnUrl: string;
  onReady: (handle: PaymentHandle | null) => void;
}

/**
 * Stripe's Payment Element in the tabs layout (docs/product/shop.md#shop-constants), loaded only when Stripe is the
 * provider. It collects the payment details before any intent exists (Stripe's deferred intent
 * creation, decision 095): the page makes the intent at Pay and confirms it here; confirmation
 * stays on the page unless the card needs a redirect.
 */
export default function StripePayment({
  publishableKey,
  amountCents,
  lang,
  returnUrl,
  onReady,
}: Props) {
  const stripe = useMemo(() => loadStripe(publishableKey), [publishableKey]);
  return (
    <Elements
      stripe={stripe}
      options={{
        mode: 'payment',
        // Stripe needs an amount above zero to show its methods; the intent carries the real one.
        amount: Math.max(amountCents, 50),
        currency: 'eur',
        // The same methods the server makes the intent for (decision 110).
        allowedPaymentMethodTypes: [...paymentMethods],
        locale: lang,
        appearance: { variables: { colorPrimary: '#6b1d2a', fontSizeBase: '16px' } },
      }}
    >
      <StripeForm returnUrl={returnUrl} lang={lang} onReady={onReady} />
    </Elements>
  );
}

function StripeForm({ returnUrl, lang, onReady }: Pick<Props, 'returnUrl' | 'lang' | 'onReady'>) {
  const stripe = useStripe();
  const elements = useElements();
  const [mounted, setMounted] = useState(false);
  const method = useRef<PaymentMethod>('card');

  useEffect(() => {
    if (!stripe || !elements || !mounted) return;
    onReady({
      method: () => method.current,
      prepare: async () => {
        const { error } = await elements.submit();
        return error ? (error.message ?? '') : null;
      },
      confirm: async (intent) => {
        const { error, paymentIntent } = await stripe.confirmPayment({
          elements,
          clientSecret: intent.clientSecret,
          redirect: 'if_required',
          confirmParams: { return_url: returnUrl },
        });
        if (error) return { error: error.message ?? '' };
        // Multibanco: Stripe showed the voucher; the order now waits for it to be paid.
        if (paymentIntent?.status === 'requires_action' && method.current === 'multibanco') {
          const code = await awaitingPayment(intent.paymentIntentId, lang);
          if (code) return { awaitingCode: code };
        }
        return { status: paymentIntent?.status };
      },
    });
    return () => onReady(null);
  }, [stripe, elements, mounted, returnUrl, lang, onReady]);

  return (
    <PaymentElement
      options={{ layout: 'tabs' }}
      onReady={() => setMounted(true)}
      onChange={(event) => {
        const type = event.value.type as PaymentMethod;
        if ((paymentMethods as readonly string[]).includes(type)) method.current = type;
      }}
    />
  );
}
