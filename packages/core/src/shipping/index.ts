// The shipping domain's entry: all that other folders may import from it (docs/decisions/133-domains-as-modules.md).
export { createShippingAdminService } from './shipping-admin.ts';
export {
  createShippingService,
  type ShippingCalculation,
  type ShippingQuote,
  type ShippingQuoteRequest,
  type ShippingService,
} from './shipping-service.ts';
