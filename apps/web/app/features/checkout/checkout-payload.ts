import {
  checkTaxId,
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
import {
  bareCallingCode,
  addressStateOf,
  billingFields,
  shippingFields,
  type CheckoutFormState,
  type CheckoutValues,
} from './checkout-form';

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
    // The calling code the page put in an empty shipping phone is not a number yet.
    shipping_phone: bareCallingCode.test(values.shipping_phone) ? '' : values.shipping_phone,
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

/**
 * Every field of the checkout form that can show an error, in the order the focus looks for the
 * first: the addresses, the NIF, the shipping option, the adult confirmation.
 */
export const checkoutFieldOrder = [
  ...formFields,
  'nif',
  'shipping_option_id',
  'adult',
] as const satisfies readonly (keyof CheckoutValues)[];
export type CheckoutField = (typeof checkoutFieldOrder)[number];
export type CheckoutErrors = Partial<Record<CheckoutField, FieldErrorKind>>;

/** The element the focus goes to for a field's error. */
export const checkoutFieldId = (field: keyof CheckoutValues): string =>
  field === 'shipping_option_id' ? 'checkout-shipping-options' : `checkout-${field}`;

/** The customer the intent call sends: the address payload with the invoice's NIF and company. */
export function checkoutCustomer(
  values: CheckoutValues,
  lang: SiteLang,
  nameOf: PlaceNames,
): CheckoutCustomerInput {
  const address = customerPayload(addressStateOf(values, null), lang, nameOf);
  return { ...address, nif: values.nif, company_name: values.company_name };
}

/**
 * What stops the buyer from paying (docs/product/shop.md#checkout): the customer's problems as the
 * API's schema finds them, a NIF that fails the same check as the API's (the PT check digit, or
 * the EU format of the billing country, docs/decisions/114-nif-rules.md), no shipping option among
 * those listed, the adult box not ticked.
 */
export function checkoutErrors(
  values: CheckoutValues,
  customer: CheckoutCustomerInput,
  optionListed: boolean,
): CheckoutErrors {
  const errors: CheckoutErrors = customerErrors(customer);
  if (values.nif.trim() && !checkTaxId(values.nif, values.country || 'PT').ok) {
    errors.nif = 'invalid';
  }
  if (!optionListed) errors.shipping_option_id = 'required';
  if (!values.adult) errors.adult = 'required';
  return errors;
}

/**
 * The fields a refused intent call (400) names, as the form's codes: `customer.email` is the
 * email field, the phone's prefix the phone; a code other than "required" says "invalid".
 */
export function refusedCheckoutFields(fields: Record<string, string>): CheckoutErrors {
  const errors: CheckoutErrors = {};
  for (const [name, code] of Object.entries(fields)) {
    const key = name.replace(/^customer\./, '');
    const field = key === 'phone_prefix' ? 'phone' : key === 'adult_confirmed' ? 'adult' : key;
    if (!(checkoutFieldOrder as readonly string[]).includes(field)) continue;
    errors[field as CheckoutField] ??= code === 'required' ? 'required' : 'invalid';
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
