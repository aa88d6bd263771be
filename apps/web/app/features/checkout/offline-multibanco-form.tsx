import { useEffect } from 'react';
import type { TFunction } from 'i18next';
import { reservationRules } from '@mdc/shared';
import { startOfflineMultibanco } from './checkout-api';
import type { PaymentHandle } from './payment';

/**
 * Multibanco with the offline provider (decision 110): Pay issues a test voucher (entity,
 * reference, amount, pay-by date), shown on the thank-you page and e-mailed; staff or the test
 * endpoint mark it paid.
 */
export function OfflineMultibancoForm({
  t,
  onReady,
}: {
  t: TFunction;
  onReady: (handle: PaymentHandle | null) => void;
}) {
  useEffect(() => {
    onReady({
      method: () => 'multibanco',
      prepare: () => Promise.resolve(null),
      confirm: async (intent) => {
        const answer = await startOfflineMultibanco(intent);
        if ('code' in answer) return { awaitingCode: answer.code };
        return {
          error: t(
            answer.error === 'voucherLimit'
              ? 'checkout.payment.voucherLimit'
              : 'checkout.multibanco.failed',
          ),
        };
      },
    });
    return () => onReady(null);
  }, [onReady, t]);

  return (
    <p className="text-sm">
      {t('checkout.multibanco.note', {
        days: reservationRules.multibancoVoucherDays,
        hours: reservationRules.largeVoucherHoldHours,
        bottles: reservationRules.largeVoucherBottles,
      })}
    </p>
  );
}
