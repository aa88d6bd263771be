import type { PaymentConfig, PaymentMethod, PaymentProviderName } from '@mdc/shared';

/** A payment intent's state, as Stripe names it. */
export type PaymentIntentStatus =
  | 'requires_payment_method'
  | 'requires_confirmation'
  | 'requires_action'
  | 'processing'
  | 'requires_capture'
  | 'canceled'
  | 'succeeded';

/** What checkout needs to know about one payment intent at the provider. */
export interface PaymentIntent {
  id: string;
  clientSecret: string;
  status: PaymentIntentStatus;
  amountCents: number;
  currency: string;
  metadata: Record<string, string>;
  /** The last failed attempt's message for the buyer ("Your card was declined."). */
  lastError: string | null;
  /** The method the buyer is paying with, when the provider says (decision 110). */
  paymentMethod: PaymentMethod | null;
  /** The Multibanco voucher of an intent that waits for it to be paid (`requires_action`). */
  multibanco: MultibancoDetails | null;
}

/** What the buyer pays at an ATM or in home banking (Stripe's multibanco_display_details). */
export interface MultibancoDetails {
  entity: string;
  reference: string;
  expiresAt: Date;
  voucherUrl: string | null;
}

/** The methods every intent is made for: the buyer picks one in the payment form. */
export const intentPaymentMethods: readonly PaymentMethod[] = ['card', 'mb_way', 'multibanco'];

/** A verified webhook event about a payment intent (other events carry no intent). */
export interface PaymentEvent {
  id: string;
  type: string;
  intent: PaymentIntent | null;
}

export interface CreateIntentInput {
  amountCents: number;
  currency: 'eur';
  metadata: Record<string, string>;
  /** Same key, same intent: a retried call never makes a second one. */
  idempotencyKey: string;
}

export interface Refund {
  id: string;
  amountCents: number;
  status: string;
}

/**
 * Card payments: Stripe when it is configured, else the offline test provider. Every method
 * talks to the provider (none reads a local cache), so checkout decides on the provider's word.
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  createIntent(input: CreateIntentInput): Promise<PaymentIntent>;
  updateAmount(id: string, amountCents: number): Promise<PaymentIntent>;
  /** Null when the provider has no such intent. */
  retrieve(id: string): Promise<PaymentIntent | null>;
  /** Throws when the intent can no longer be cancelled (it succeeded, say). */
  cancel(id: string): Promise<PaymentIntent>;
  /**
   * Gives money back for a succeeded intent (all of it without an amount); recorded there. With an
   * idempotency key a retried call answers the first refund instead of refunding again.
   */
  refund(id: string, amountCents?: number, idempotencyKey?: string): Promise<Refund>;
  /**
   * Verifies the signature of a webhook request; rejects with WebhookSignatureError when it fails.
   * Asynchronous because Stripe's SDK is loaded on first use (decision 139).
   */
  parseWebhook(rawBody: Buffer | string, signature: string | undefined): Promise<PaymentEvent>;
}

export class WebhookSignatureError extends Error {}

/** The provider refused an operation (a declined card is not this: that is an intent status). */
export class PaymentProviderError extends Error {}

/**
 * The provider answered with its own failure (Stripe's 500 api_error). Unlike a lost answer, it
 * is kept under the request's idempotency key and replayed to every retry with that key.
 */
export class PaymentProviderServerError extends Error {}

/** What the payment pages need: which form to show and, for Stripe, its publishable key. */
export type { PaymentConfig };
