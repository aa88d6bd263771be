// The discount-codes domain's entry: all that other folders may import from it (docs/decisions/133-domains-as-modules.md).
export { createDiscountCodeAdmin, type DiscountCodeAdmin } from './discount-code-admin.ts';
export {
  discountRefusalCode,
  type PricedDiscount,
  priceDiscountCode,
  releaseDiscountUse,
  sameDiscountTerms,
  takeDiscountUse,
} from './discount-codes.ts';
