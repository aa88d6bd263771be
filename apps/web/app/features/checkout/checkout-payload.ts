import {
  checkoutCustomerSchema,
  eurosToCents,
  goodsAfterDiscount,
  orderTotal,
  shippingCost,
  type CartLineInput,
  type CheckoutCustomerInput,
  type ShippingOptionResult,
  type ShippingRule,
  type SiteLang,
} from '@mdc/shared';
import { billingFields, shippingFields, type CheckoutFormState } from './checkout-form';

/** Form fields in page order, for errors and the first focus. */
export const formFields = [...billingFields, ...shippingFields] as const;
export type FormField = (typeof formFields)[number];
export type FieldErrorKind = 'required' | 'invalid';
export type FormErrors = Partial<Record<FormField, FieldErrorKind>>;

export type PlaceNames = (code: string) => string;

/** docs/product/shop.md#shop-data "Checkout customer payload" from the form, with country and region names. */
export function customerPayload(
  state: CheckoutFormState,
  lang: SiteLang,
  nameOf: PlaceNames,
): CheckoutCustomerInput {
  const { values } = state;
  return {
    ...values,
    phone_prefix: state.phonePrefix,
    country_name: values.country ? nameOf(values.country) : '',
    region_name: values.region ? nameOf(values.region) : '',
    shipping_country_name: values.shipping_country ? nameOf(values.shipping_country) : '',
    shipping_region_name: values.shipping_region ? nameOf(values.shipping_region) : '',
    sameAsBilling: state.sameAsBilling,
    preferred_language: lang,
  };
}

/** The docs/product/shop.md#checkout rules, through the same schema the API validates with. */
export function customerErrors(customer: CheckoutCustomerInput): FormErrors {
  const parsed = checkoutCustomerSchema.safeParse(customer);
  if (parsed.success) return {};
  const errors: FormErrors = {};
  const values = customer as unknown as Record<string, unknown>;
  for (const issue of parsed.error.issues) {
    const key = issue.path[0] === 'phone_prefix' ? 'phone' : String(issue.path[0]);
    if (!(formFields as readonly string[]).includes(key)) continue;
    const field = key as FormField;
    // While the box is on, shipping mirrors billing: the billing field shows the problem.
    if (errors[field] || (customer.sameAsBilling && field.startsWith('shipping_'))) continue;
    const value = values[field];
    errors[field] = typeof value === 'string' && value.trim() ? 'invalid' : 'required';
  }
  return errors;
}

/** Shipping option → the docs/product/shop.md#prices-and-sales rule the pricing module applies. */
export function shippingRuleOf(option: ShippingOptionResult): ShippingRule {
  return {
    priceCents: eurosToCents(option.price),
    allowFreeShipping: option.allow_free_shipping,
    freeShippingFromCents: eurosToCents(option.free_shipping_from),
  };
}

export interface CheckoutAmounts {
  subtotalCents: number;
  /** What the discount code takes off the goods (0 without one). */
  discountCents: number;
  /** Null while no shipping option is chosen. */
  shippingCents: number | null;
  totalCents: number;
}

/**
 * The page's figures, as the server works them out (decision 074): shipping is priced on the
 * goods after the discount code, and is never discounted itself.
 */
export function checkoutAmounts(
  subtotalCents: number,
  option: ShippingOptionResult | undefined,
  discountCents = 0,
): CheckoutAmounts {
  const goodsCents = goodsAfterDiscount(subtotalCents, discountCents);
  const shippingCents = option ? shippingCost(shippingRuleOf(option), goodsCents) : null;
  return {
    subtotalCents,
    discountCents: subtotalCents - goodsCents,
    shippingCents,
    totalCents: orderTotal(goodsCents, shippingCents ?? 0),
  };
}

/** docs/product/shop.md#shop-data cart item "as a line". */
export function cartLine(item: {
  id: number;
  product_title: string;
  quantity: number;
  price: string;
  original_price: string;
  new_price: string | null;
  sku: string | null;
  image_url: string | null;
}): CartLineInput {
  return {
    id: item.id,
    product_title: item.product_title,
    quantity: item.quantity,
    price: item.price,
    original_price: item.original_price,
    new_price: item.new_price,
    sku: item.sku,
    image_url: item.image_url,
  };
}

export type PaymentOutcome =
  | { kind: 'succeeded' }
  | { kind: 'error'; message: string | null }
  | { kind: 'requires_action' }
  | { kind: 'pending' };

/**
 * docs/product/shop.md#checkout-and-payment: what a provider's answer means for the page. A card the
 * provider turned down comes back as an error or as `requires_payment_method`.
 */
export function paymentOutcome(result: { status?: string; error?: string | null }): PaymentOutcome {
  if (result.error !== undefined && result.error !== null) {
    return { kind: 'error', message: result.error || null };
  }
  switch (result.status) {
    case 'succeeded':
      return { kind: 'succeeded' };
    case 'requires_action':
      return { kind: 'requires_action' };
    case 'requires_payment_method':
    case 'canceled':
      return { kind: 'error', message: null };
    default:
      return { kind: 'pending' };
  }
}
