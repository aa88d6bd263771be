import { useState } from 'react';
import type { TFunction } from 'i18next';
import { paymentMethods, type PaymentMethod } from '@mdc/shared';
import { OfflineCardForm } from './offline-card-form';
import { OfflineMbWayForm } from './offline-mb-way-form';
import { OfflineMultibancoForm } from './offline-multibanco-form';
import type { PaymentHandle } from './payment';

const labelKey = {
  card: 'checkout.methods.card',
  mb_way: 'checkout.methods.mbWay',
  multibanco: 'checkout.methods.multibanco',
} as const satisfies Record<PaymentMethod, string>;

/**
 * The offline provider's payment form (decision 110): card, MB WAY or Multibanco, as Stripe's
 * Payment Element offers them, each clearly a test. Radio buttons: arrow keys move between them.
 */
export function OfflinePaymentForm({
  t,
  onReady,
}: {
  t: TFunction;
  onReady: (handle: PaymentHandle | null) => void;
}) {
  const [method, setMethod] = useState<PaymentMethod>('card');
  return (
    <div className="rounded-md border-2 border-dashed border-ochre bg-white p-4">
      <p className="mb-3 flex flex-wrap items-center gap-2 font-semibold">
        <span className="rounded-sm bg-ochre px-2 py-0.5 text-sm uppercase tracking-wide text-ink">
          {t('checkout.testCard.badge')}
        </span>
        {t('checkout.testCard.title')}
      </p>
      <fieldset>
        <legend className="mb-2 font-semibold">{t('checkout.methods.legend')}</legend>
        <div className="flex flex-wrap gap-2">
          {paymentMethods.map((one) => (
            <label
              key={one}
              className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-sm border border-ink/30 px-3 has-[:checked]:border-wine has-[:checked]:bg-wine/5"
            >
              <input
                type="radio"
                name="checkout-payment-method"
                value={one}
                checked={method === one}
                onChange={() => setMethod(one)}
                className="h-4 w-4 accent-wine"
              />
              {t(labelKey[one])}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="mt-4">
        {method === 'card' ? <OfflineCardForm t={t} onReady={onReady} /> : null}
        {method === 'mb_way' ? <OfflineMbWayForm t={t} onReady={onReady} /> : null}
        {method === 'multibanco' ? <OfflineMultibancoForm t={t} onReady={onReady} /> : null}
      </div>
    </div>
  );
}
