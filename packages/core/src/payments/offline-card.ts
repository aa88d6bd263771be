import { timingSafeEqual } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { offlinePaymentIntents } from '@mdc/db';
import type { OfflineStore } from './offline-store.ts';

/** The test cards of the offline provider (the numbers Stripe's test mode uses too). */
export const offlineTestCards = {
  succeeds: '4242424242424242',
  declines: '4000000000000002',
  requiresAction: '4000002760003184',
} as const;

export const offlineCardMessages = {
  declined: 'Your card was declined.',
  incorrectNumber: 'Your card number is incorrect.',
  expired: "Your card's expiration date is invalid or in the past.",
  cvc: "Your card's security code is invalid.",
  authenticationFailed:
    'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
} as const;

export interface OfflineCard {
  cardNumber: string;
  /** "MM/YY" */
  expiry: string;
  cvc: string;
}

export type OfflineConfirmation =
  | { status: 'succeeded' | 'requires_action' }
  | { status: 'requires_payment_method'; error_message: string };

/** True when "MM/YY" names this month or a later one. */
export function isExpiryInFuture(expiry: string, now = new Date()): boolean {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(expiry.trim());
  if (!match) return false;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return false;
  return year * 12 + month >= now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
}

/** The card's outcome, as Stripe's test cards behave. */
export function offlineCardOutcome(card: OfflineCard, now = new Date()): OfflineConfirmation {
  const number = card.cardNumber.replace(/[\s-]/g, '');
  const known = Object.values(offlineTestCards) as string[];
  if (!known.includes(number)) {
    return {
      status: 'requires_payment_method',
      error_message: offlineCardMessages.incorrectNumber,
    };
  }
  if (!isExpiryInFuture(card.expiry, now)) {
    return { status: 'requires_payment_method', error_message: offlineCardMessages.expired };
  }
  if (!/^\d{3,4}$/.test(card.cvc.trim())) {
    return { status: 'requires_payment_method', error_message: offlineCardMessages.cvc };
  }
  if (number === offlineTestCards.declines) {
    return { status: 'requires_payment_method', error_message: offlineCardMessages.declined };
  }
  if (number === offlineTestCards.requiresAction) return { status: 'requires_action' };
  return { status: 'succeeded' };
}

export function secretsMatch(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** States in which a payment may still be tried. */
export const payable = ['requires_payment_method', 'requires_action'];

/** The offline provider's test card form and its 3-D Secure challenge. */
export function offlineCardPayments({ db, now, find }: OfflineStore) {
  /**
   * The test card form's "pay": checks the client secret, then applies the card's outcome.
   * Null when the intent or secret is unknown. A paid intent stays paid.
   */
  async function confirmCard(
    id: string,
    clientSecret: string,
    card: OfflineCard,
  ): Promise<OfflineConfirmation | null> {
    const current = await find(id);
    if (!current || !secretsMatch(current.clientSecret, clientSecret)) return null;
    if (current.status === 'succeeded') return { status: 'succeeded' };
    if (current.status === 'canceled') {
      return {
        status: 'requires_payment_method',
        error_message: 'This payment was cancelled; reload the checkout page to pay again.',
      };
    }
    const outcome = offlineCardOutcome(card, now());
    const [row] = await db
      .update(offlinePaymentIntents)
      .set({
        status: outcome.status,
        lastError: 'error_message' in outcome ? outcome.error_message : null,
        paymentMethod: 'card',
        updatedAt: now(),
      })
      .where(and(eq(offlinePaymentIntents.id, id), inArray(offlinePaymentIntents.status, payable)))
      .returning();
    // Another request moved it meanwhile (paid or cancelled): answer what it is now.
    if (!row) return confirmCard(id, clientSecret, card);
    return outcome;
  }

  /**
   * The test bank's 3-D Secure challenge for an intent that requires action: the buyer approves
   * (the payment succeeds) or fails it (the card is refused, as Stripe's test mode does). Null
   * when the intent or secret is unknown.
   */
  async function authenticate(
    id: string,
    clientSecret: string,
    approve: boolean,
  ): Promise<OfflineConfirmation | null> {
    const current = await find(id);
    if (!current || !secretsMatch(current.clientSecret, clientSecret)) return null;
    if (current.status === 'succeeded') return { status: 'succeeded' };
    const outcome: OfflineConfirmation = approve
      ? { status: 'succeeded' }
      : {
          status: 'requires_payment_method',
          error_message: offlineCardMessages.authenticationFailed,
        };
    const [row] = await db
      .update(offlinePaymentIntents)
      .set({
        status: outcome.status,
        lastError: 'error_message' in outcome ? outcome.error_message : null,
        updatedAt: now(),
      })
      .where(
        and(
          eq(offlinePaymentIntents.id, id),
          eq(offlinePaymentIntents.status, 'requires_action'),
          eq(offlinePaymentIntents.paymentMethod, 'card'),
        ),
      )
      .returning();
    if (row) return outcome;
    const after = (await find(id))!;
    return after.status === 'succeeded'
      ? { status: 'succeeded' }
      : {
          status: 'requires_payment_method',
          error_message: after.lastError ?? 'This payment needs no authentication now.',
        };
  }

  return { confirmCard, authenticate };
}
