/** What the checkout route's loader tells the page about the card payment provider. */
export type { PaymentConfig } from '@mdc/shared';

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
  /** A message for the buyer when the payment details are incomplete or invalid, else null. */
  prepare(): Promise<string | null>;
  confirm(intent: PaymentIntentRef): Promise<{ status?: string; error?: string | null }>;
}
