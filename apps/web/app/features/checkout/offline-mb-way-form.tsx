import { useEffect, useRef, useState } from 'react';
import type { TFunction } from 'i18next';
import { offlineMbWayPhones } from '@mdc/shared';
import { Field } from '~/ui/field';
import { offlinePaymentState, startOfflineMbWay } from './checkout-api';
import type { PaymentHandle, PaymentResult } from './payment';

/** How often the page asks whether the phone answered. */
const pollMs = 2_000;
/** How often the screen reader hears the time left (the visible clock ticks every second). */
const announceEverySeconds = 30;

/** An MB WAY number: a Portuguese mobile, 9 digits starting with 9 (+351 optional). */
export const isMbWayPhone = (phone: string) =>
  /^(?:\+?351)?9\d{8}$/.test(phone.replace(/[\s-]/g, ''));

const providerMessages: Record<string, 'checkout.mbWay.refused' | 'checkout.mbWay.expired'> = {
  'The MB WAY payment was refused in the app.': 'checkout.mbWay.refused',
  'The MB WAY request expired before it was approved.': 'checkout.mbWay.expired',
};

const wait = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** "4:05": minutes and seconds left. */
export function clockOf(secondsLeft: number): string {
  const s = Math.max(0, Math.ceil(secondsLeft));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/**
 * MB WAY with the offline provider (decision 110): the buyer's phone number, then a wait while
 * "the app" answers, with a countdown to the request's expiry. Test numbers: 912 345 678 approves,
 * 910 000 000 refuses, any other never answers.
 */
export function OfflineMbWayForm({
  t,
  onReady,
}: {
  t: TFunction;
  onReady: (handle: PaymentHandle | null) => void;
}) {
  const [phone, setPhone] = useState('');
  const latest = useRef(phone);
  latest.current = phone;
  const [expiresAt, setExpiresAt] = useState<number | null>(null);

  useEffect(() => {
    const translate = (message: string | undefined): PaymentResult => {
      const known = message ? providerMessages[message] : undefined;
      return {
        error: known ? t(known) : (message ?? t('checkout.payment.failed')),
      };
    };
    async function waitForPhone(intent: { paymentIntentId: string; clientSecret: string }) {
      for (;;) {
        await wait(pollMs);
        const state = await offlinePaymentState(intent);
        if (!state || state.status === 'requires_action') continue;
        if (state.status === 'succeeded') return { status: 'succeeded' };
        return translate(state.error_message);
      }
    }
    onReady({
      method: () => 'mb_way',
      prepare: () =>
        Promise.resolve(isMbWayPhone(latest.current) ? null : t('checkout.mbWay.invalidPhone')),
      confirm: async (intent) => {
        const started = await startOfflineMbWay(intent, latest.current);
        if ('error' in started) return { error: started.error || t('checkout.mbWay.invalidPhone') };
        setExpiresAt(started.expires_at ? Date.parse(started.expires_at) : null);
        try {
          return await waitForPhone(intent);
        } finally {
          setExpiresAt(null);
        }
      },
    });
    return () => onReady(null);
  }, [onReady, t]);

  return (
    <div className="space-y-3">
      <Field id="checkout-mbway-phone" label={t('checkout.mbWay.phone')} required>
        {(control) => (
          <input
            {...control}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            placeholder="912 345 678"
            value={phone}
            disabled={expiresAt !== null}
            onChange={(event) => setPhone(event.target.value)}
          />
        )}
      </Field>
      <p className="text-sm">{t('checkout.mbWay.hint')}</p>
      <ul className="space-y-1 text-sm">
        <li>
          <span className="font-mono font-semibold">{offlineMbWayPhones.approves}</span> —{' '}
          {t('checkout.mbWay.approves')}
        </li>
        <li>
          <span className="font-mono font-semibold">{offlineMbWayPhones.refuses}</span> —{' '}
          {t('checkout.mbWay.refuses')}
        </li>
      </ul>
      {expiresAt !== null ? <MbWayWait expiresAt={expiresAt} t={t} /> : null}
    </div>
  );
}

/** The wait for the phone: a visible clock, and a calm announcement now and then. */
export function MbWayWait({ expiresAt, t }: { expiresAt: number; t: TFunction }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, []);
  const secondsLeft = Math.max(0, (expiresAt - now) / 1000);
  const minutesLeft = Math.max(1, Math.ceil(secondsLeft / 60));
  // What the live region says changes only every `announceEverySeconds`.
  const bucket = Math.ceil(secondsLeft / announceEverySeconds);
  const [announced, setAnnounced] = useState('');
  useEffect(() => {
    setAnnounced(t('checkout.mbWay.remaining', { count: minutesLeft }));
    // Announce per bucket, not per tick.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [bucket]);

  return (
    <div className="rounded-md border-2 border-olive bg-olive/10 p-4" data-testid="mbway-wait">
      <p className="font-semibold">{t('checkout.mbWay.waitingTitle')}</p>
      <p className="mt-1 text-sm">{t('checkout.mbWay.waitingText')}</p>
      <p className="mt-2 font-mono text-3xl font-semibold" aria-hidden="true">
        {clockOf(secondsLeft)}
      </p>
      <p className="sr-only" role="status" aria-live="polite">
        {announced}
      </p>
    </div>
  );
}
