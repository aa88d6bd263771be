import { useEffect, useMemo, useState } from 'react';
import { loadStripe } from '@stripe/stripe-js';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { SiteLang } from '@mdc/shared';
import type { PaymentHandle } from './payment';

interface Props {
  publishableKey: string;
  clientSecret: string;
  lang: SiteLang;
  /** Where Stripe sends the buyer back after a redirect (3-D Secure, some wallets). */
  returnUrl: string;
  onReady: (handle: PaymentHandle | null) => void;
}

/**
 * Stripe's Payment Element in the tabs layout (spec 001 §9), loaded only when Stripe is the
 * provider; confirmation stays on the page unless the card needs a redirect.
 */
export default function StripePayment({
  publishableKey,
  clientSecret,
  lang,
  returnUrl,
  onReady,
}: Props) {
  const stripe = useMemo(() => loadStripe(publishableKey), [publishableKey]);
  return (
    <Elements
      key={clientSecret}
      stripe={stripe}
      options={{
        clientSecret,
        locale: lang,
        appearance: { variables: { colorPrimary: '#6b1d2a', fontSizeBase: '16px' } },
      }}
    >
      <StripeForm returnUrl={returnUrl} onReady={onReady} />
    </Elements>
  );
}

function StripeForm({ returnUrl, onReady }: Pick<Props, 'returnUrl' | 'onReady'>) {
  const stripe = useStripe();
  const elements = useElements();
  const [mounted, setMounted] = useState(false);

  useEffect(() => {
    if (!stripe || !elements || !mounted) return;
    onReady({
      confirm: async () => {
        const { error, paymentIntent } = await stripe.confirmPayment({
          elements,
          redirect: 'if_required',
          confirmParams: { return_url: returnUrl },
        });
        return error ? { error: error.message ?? '' } : { status: paymentIntent?.status };
      },
    });
    return () => onReady(null);
  }, [stripe, elements, mounted, returnUrl, onReady]);

  return <PaymentElement options={{ layout: 'tabs' }} onReady={() => setMounted(true)} />;
}
