import { useEffect, useRef, useState } from 'react';
import type { TFunction } from 'i18next';
import {
  authenticateOfflinePayment,
  confirmOfflinePayment,
  type OfflineCard,
} from './checkout-api';
import { Field } from '~/ui/field';
import { Modal } from '~/ui/overlays/modal';
import type { PaymentHandle } from './payment';

const testCards = [
  { number: '4242 4242 4242 4242', result: 'succeeds' },
  { number: '4000 0000 0000 0002', result: 'declines' },
  { number: '4000 0027 6000 3184', result: 'authenticates' },
] as const;

const cardNumber = (value: string) =>
  value
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');

const expiry = (value: string, previous: string) => {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  // Deleting the slash deletes the month's last digit too.
  if (value.length < previous.length && previous.endsWith('/')) return digits.slice(0, 1);
  return digits.length > 2 || (digits.length === 2 && value.length > previous.length)
    ? `${digits.slice(0, 2)}/${digits.slice(2)}`
    : digits;
};

/** The offline provider answers in English; its few messages are known, so they are translated. */
const providerMessages = {
  'Your card was declined.': 'declined',
  'Your card number is incorrect.': 'incorrectNumber',
  "Your card's expiration date is invalid or in the past.": 'expired',
  "Your card's security code is invalid.": 'cvc',
  'We are unable to authenticate your payment method. Please choose a different payment method and try again.':
    'authenticationFailed',
} as const;

type Outcome = { status?: string; error?: string | null };

/**
 * The offline provider's card form (docs/product/architecture.md#payments): clearly a test, with the test
 * cards listed, in the place of Stripe's Payment Element. Nothing is charged. A card that asks
 * for authentication opens the test bank's 3-D Secure challenge, as Stripe's test mode does, and
 * the payment goes on once the buyer approves or fails it.
 */
export function OfflineCardForm({
  t,
  onReady,
}: {
  t: TFunction;
  onReady: (handle: PaymentHandle | null) => void;
}) {
  const [card, setCard] = useState<OfflineCard>({ card_number: '', expiry: '', cvc: '' });
  const latest = useRef(card);
  latest.current = card;
  // The open challenge: its answer settles the pending confirm.
  const [challenge, setChallenge] = useState<((approve: boolean) => void) | null>(null);

  useEffect(() => {
    const translate = (result: Outcome): Outcome => {
      const known = result.error && providerMessages[result.error as keyof typeof providerMessages];
      return known ? { error: t(`checkout.testCard.messages.${known}`) } : result;
    };
    onReady({
      method: () => 'card',
      prepare: () => {
        const { card_number, expiry: exp, cvc } = latest.current;
        return Promise.resolve(card_number && exp && cvc ? null : t('checkout.errors.card'));
      },
      confirm: async (intent) => {
        const { card_number, expiry: exp, cvc } = latest.current;
        const result = await confirmOfflinePayment(intent, {
          card_number: card_number.replace(/\s/g, ''),
          expiry: exp,
          cvc,
        });
        if (result.status !== 'requires_action') return translate(result);
        const approve = await new Promise<boolean>((resolve) => setChallenge(() => resolve));
        setChallenge(null);
        return translate(await authenticateOfflinePayment(intent, approve));
      },
    });
    return () => onReady(null);
  }, [onReady, t]);

  return (
    <div>
      <p className="text-sm">{t('checkout.testCard.note')}</p>
      <ul className="mt-2 space-y-1 text-sm">
        {testCards.map((test) => (
          <li key={test.number}>
            <span className="font-mono font-semibold">{test.number}</span> —{' '}
            {t(`checkout.testCard.${test.result}`)}
          </li>
        ))}
      </ul>
      <div className="mt-4 grid grid-cols-2 items-end gap-4">
        <Field
          id="checkout-card-number"
          label={t('checkout.testCard.number')}
          required
          className="col-span-2"
        >
          {(control) => (
            <input
              {...control}
              inputMode="numeric"
              autoComplete="cc-number"
              placeholder="4242 4242 4242 4242"
              value={card.card_number}
              onChange={(event) =>
                setCard({ ...card, card_number: cardNumber(event.target.value) })
              }
            />
          )}
        </Field>
        <Field id="checkout-card-expiry" label={t('checkout.testCard.expiry')} required>
          {(control) => (
            <input
              {...control}
              inputMode="numeric"
              autoComplete="cc-exp"
              placeholder="MM/YY"
              value={card.expiry}
              onChange={(event) =>
                setCard({ ...card, expiry: expiry(event.target.value, card.expiry) })
              }
            />
          )}
        </Field>
        <Field id="checkout-card-cvc" label={t('checkout.testCard.cvc')} required>
          {(control) => (
            <input
              {...control}
              inputMode="numeric"
              autoComplete="cc-csc"
              placeholder="123"
              maxLength={4}
              value={card.cvc}
              onChange={(event) =>
                setCard({ ...card, cvc: event.target.value.replace(/\D/g, '').slice(0, 4) })
              }
            />
          )}
        </Field>
      </div>
      <Modal open={challenge !== null} labelledBy="checkout-3ds-title" dismissible={false}>
        <h2 id="checkout-3ds-title" className="font-serif text-2xl font-semibold text-wine">
          {t('checkout.testCard.challenge.title')}
        </h2>
        <p className="mt-3">{t('checkout.testCard.challenge.text')}</p>
        <div className="mt-5 flex flex-wrap gap-3">
          <button
            type="button"
            data-autofocus
            onClick={() => challenge?.(true)}
            className="inline-flex min-h-11 items-center rounded-sm bg-wine px-5 font-semibold text-white hover:bg-wine-dark"
          >
            {t('checkout.testCard.challenge.approve')}
          </button>
          <button
            type="button"
            onClick={() => challenge?.(false)}
            className="inline-flex min-h-11 items-center rounded-sm border border-ink/30 px-5 font-semibold hover:bg-ink/5"
          >
            {t('checkout.testCard.challenge.fail')}
          </button>
        </div>
      </Modal>
    </div>
  );
}
