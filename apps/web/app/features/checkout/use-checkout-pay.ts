import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import type { TFunction } from 'i18next';
import {
  checkoutConflictCodes,
  pathTo,
  type CheckoutConflict,
  type CheckoutCustomerInput,
  type ConfirmOrderInput,
  type CreatePaymentIntentInput,
  type SiteLang,
} from '@mdc/shared';
import { useAuth } from '~/ui/auth/auth-context';
import { confirmOrder, createPaymentIntent } from './checkout-api';
import { discountRefusalText } from './discount-refusal';
import { paymentOutcome } from './checkout-payload';
import { finishCheckout, pendingOrder, rememberPendingOrder } from './checkout-session';
import type { CheckoutCart } from './checkout-page';
import type { DiscountCode } from './discount-code-field';
import type { PaymentConfig, PaymentHandle } from './payment';

/** A Pay refused without a field: the refusals the page knows by code, else the general text. */
function intentFailureText(t: TFunction, code: string | null): string {
  return code === 'shop_closed' || code === 'payment_unreachable'
    ? t(`checkout.payment.refusals.${code}`)
    : t('checkout.payment.intentFailed');
}

export type Notice = { tone: 'error' | 'info'; text: string };

/**
 * Paying (docs/product/shop.md#checkout-and-payment, decision 095): at Pay, and only then, the payment
 * details are checked, the server prices the order with the whole customer and holds its bottles
 * (create-payment-intent), the provider takes the payment (3-D Secure included) and the order is
 * saved (confirm-order). Conflicts correct the cart before any money moves.
 */
export function useCheckoutPay({
  cart,
  payment,
  discount,
  lang,
  t,
  onRefusedFields,
}: {
  cart: CheckoutCart;
  payment: PaymentConfig;
  discount: DiscountCode;
  lang: SiteLang;
  t: TFunction;
  /** The fields a refused intent call (400) names, with their codes, for the form to show. */
  onRefusedFields: (fields: Record<string, string>) => void;
}) {
  const navigate = useNavigate();
  const auth = useAuth();
  const signedIn = auth.status === 'authenticated';
  const [busy, setBusy] = useState(false);
  const [placed, setPlaced] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);

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

  const completeOrder = useCallback(
    async (order: ConfirmOrderInput) => {
      const authFetch = auth.status === 'authenticated' ? auth.authFetch : undefined;
      const code = await confirmOrder(order, authFetch);
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
    [auth, cart, lang, navigate, t],
  );

  const awaitPayment = useCallback(
    (code: string) => {
      setPlaced(true);
      finishCheckout();
      cart.clear();
      void navigate(pathTo('thankYou', lang, { code }), { replace: true });
      return true;
    },
    [cart, lang, navigate],
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

  /** Pays with a validated form; `order` is the intent call's payload without the customer. */
  async function pay(
    handle: PaymentHandle,
    intentInput: Omit<CreatePaymentIntentInput, 'customer' | 'adult_confirmed'>,
    customer: CheckoutCustomerInput,
  ) {
    setBusy(true);
    setNotice(null);
    let saved = false;
    try {
      // Nothing is held for a payment form that cannot be paid with.
      const invalid = await handle.prepare();
      if (invalid !== null) {
        return setNotice({ tone: 'error', text: invalid || t('checkout.errors.card') });
      }
      // The server files the order under the account only with a valid token: renew a stale one.
      if (signedIn) await auth.refreshUser();
      const authFetch = auth.status === 'authenticated' ? auth.authFetch : undefined;
      const answer = await createPaymentIntent(
        { ...intentInput, customer, adult_confirmed: true, payment_method: handle.method() },
        undefined,
        authFetch,
      );
      if (answer.kind === 'conflict') return showConflict(answer.conflict);
      if (answer.kind === 'alreadyPaid') {
        finishCheckout();
        return setNotice({ tone: 'info', text: t('checkout.payment.alreadyPaid') });
      }
      if (answer.kind === 'discountRefused') {
        const text = discountRefusalText(t, answer.refusal, lang);
        discount.refused(text);
        return setNotice({ tone: 'error', text });
      }
      if (answer.kind === 'tooMany' || answer.kind === 'voucherLimit') {
        const text = answer.kind === 'tooMany' ? 'tooMany' : 'voucherLimit';
        return setNotice({ tone: 'error', text: t(`checkout.payment.${text}`) });
      }
      if (answer.kind === 'failed') {
        if (Object.keys(answer.fields).length > 0) onRefusedFields(answer.fields);
        return setNotice({ tone: 'error', text: intentFailureText(t, answer.code) });
      }
      const order: ConfirmOrderInput = {
        cart: intentInput.cart,
        customer,
        user_id: signedIn ? (auth.user?.id ?? null) : null,
        paymentIntentId: answer.intent.paymentIntentId,
        shipping_option_id: intentInput.shipping_option_id,
        language: lang,
      };
      rememberPendingOrder(order);
      const result = await handle.confirm(answer.intent);
      if (result.awaitingCode) {
        // A Multibanco voucher (decision 110): the order waits for it; its page shows the voucher.
        saved = awaitPayment(result.awaitingCode);
        return;
      }
      const outcome = paymentOutcome(result);
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

  return { busy, placed, notice, setNotice, pay };
}
