/** What the checkout route's loader tells the page about the card payment provider. */
export type PaymentConfig =
  { provider: 'offline' } | { provider: 'stripe'; publishableKey: string };

export interface PaymentIntentRef {
  clientSecret: string;
  paymentIntentId: string;
}

/** A loaded payment form: confirms the intent with what the buyer entered. */
export interface PaymentHandle {
  confirm(intent: PaymentIntentRef): Promise<{ status?: string; error?: string | null }>;
}
