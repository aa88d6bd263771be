// The checkout domain's entry: all that other folders may import from it (docs/decisions/133-domains-as-modules.md).
export {
  CheckoutError,
  type CheckoutService,
  createCheckoutService,
  type CreatePaymentIntentResult,
} from './checkout-service.ts';
