// The payments domain's entry: all that other folders may import from it (docs/decisions/133-domains-as-modules.md).
export {
  createOfflineProvider,
  type OfflineCard,
  offlineCardMessages,
  type OfflineConfirmation,
  type OfflineProvider,
  offlineTestCards,
} from './offline-provider.ts';
export {
  type PaymentConfig,
  type PaymentEvent,
  type PaymentIntent,
  type PaymentProvider,
  PaymentProviderServerError,
  WebhookSignatureError,
} from './payment-provider.ts';
export { refundAtProvider } from './refund-at-provider.ts';
export { createStripeProvider, type StripeOptions } from './stripe-provider.ts';
