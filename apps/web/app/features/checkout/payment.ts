import type { PaymentMethod } from '@mdc/shared';

/** What the checkout route's loader tells the page about the card payment provider. */
export type { PaymentConfig } from '@mdc/shared';

/**
 * A payment's outcome as the form reports it. `awaitingCode`: the order waits for an
 * asynchronous payment (a Multibanco voucher, decision 110); the thank-you page of that code
 * shows what to pay.
 */
export interface PaymentResult {
  status?: string;
  error?: string | null;
  awaitingCode?: string;
}

export interface PaymentIntentRef {
  clientSecret: string;
  paymentIntentId: string;
}

/**
 * A loaded payment form. The intent is made only when the buyer presses Pay (decision 095):
 * `prepare` checks what was entered first, so an incomplete form holds no bottles; `confirm` then
 * pays the intent, through any authentication step the card asks for (3-D Secure).
 */
export interface PaymentHandle {
  /** The method the buyer chose (card, MB WAY, Multibanco): the server holds for it. */
  method(): PaymentMethod;
  /** A message for the buyer when the payment details are incomplete or invalid, else null. */
  prepare(): Promise<string | null>;
  confirm(intent: PaymentIntentRef): Promise<PaymentResult>;
}
