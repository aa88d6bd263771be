import { isValidPhoneNumber } from 'libphonenumber-js/min';
import { siteLanguages } from '../i18n/languages.ts';
import { euroAmount, eurosOutSchema as euros } from '../money-schema.ts';
import { countryCodeSchema, regionCodeSchema } from '../shipping/shipping.ts';
import { databaseIdSchema } from '../database-integers.ts';
import { optionalLine, requiredLine, singleLine, text } from '../text-fields.ts';
import { orderWithdrawalSchema } from '../withdrawal/withdrawal.ts';
import { checkTaxId, taxIdLimits, taxIdMessages } from '../invoices/tax-id.ts';
import { orderInvoiceSchema } from '../invoices/invoice-schemas.ts';
import { z } from '../zod.ts';

/**
 * The checkout's payloads (docs/product/shop.md#shop-data "Checkout customer payload", docs/product/api.md#checkout-api create-payment-intent and
 * confirm-order) and the order as the thank-you page and the profile read it. One schema each,
 * used by the API to validate and by the checkout page for its field rules. Amounts the browser
 * sends are only compared with the server's own figures, never charged.
 */

export const checkoutLimits = {
  name: 50,
  email: 100,
  address: 200,
  houseNumber: 20,
  city: 50,
  postalCode: 20,
  phone: 30,
  /** Distinct wines in one order. */
  lines: 50,
  /** Bottles of one wine in one order. */
  quantity: 999,
} as const;

const emailSchema = text()
  .trim()
  .max(checkoutLimits.email, `must be at most ${checkoutLimits.email} characters`)
  .pipe(z.email('must be a valid e-mail address'));

/** An international prefix such as +351. */
export const phonePrefixSchema = text().regex(/^\+\d{1,4}$/, 'must be a prefix such as +351');

/** A money amount as the browser sends it ("12.50", money.ts), in cents; up to €1 000 000. */
export const moneySchema = euroAmount({ maxCents: 100_000_000 });

/** True when prefix + number is a possible phone number of that country plan. */
export function isValidPhone(prefix: string, number: string): boolean {
  const digits = number.replace(/[\s().-]/g, '');
  if (!/^\+?\d{4,15}$/.test(digits)) return false;
  return isValidPhoneNumber(digits.startsWith('+') ? digits : `${prefix}${digits}`);
}

/** docs/product/shop.md#shop-data "Cart item" as a line of the checkout payloads; only id and quantity are trusted. */
export const cartLineSchema = z.object({
  id: databaseIdSchema('must be a wine id'),
  quantity: z
    .number('must be a number of bottles')
    .int('must be a whole number of bottles')
    .min(1, 'must be at least 1')
    .max(checkoutLimits.quantity, `must be at most ${checkoutLimits.quantity}`),
  product_title: text().max(300).optional(),
  price: z.unknown().optional(),
  original_price: z.unknown().optional(),
  new_price: z.unknown().optional(),
  sku: z.unknown().optional(),
  image_url: z.unknown().optional(),
});
export type CartLineInput = z.infer<typeof cartLineSchema>;

export const cartLinesSchema = z
  .array(cartLineSchema, 'must be a list of cart lines')
  .min(1, 'must not be empty')
  .max(checkoutLimits.lines, `must have at most ${checkoutLimits.lines} lines`)
  .refine(
    (lines) => new Set(lines.map((line) => line.id)).size === lines.length,
    'must list each wine once',
  );

/**
 * docs/product/shop.md#shop-data "Checkout customer payload" with the docs/product/shop.md#checkout rules: billing fields are all required
 * (address line 2 and house number included, docs/product/shop.md#checkout); a separate shipping address
 * requires all but its address line 2 and house number.
 */
export const checkoutCustomerSchema = z
  .object({
    firstName: requiredLine(checkoutLimits.name),
    lastName: requiredLine(checkoutLimits.name),
    email: emailSchema,
    phone: requiredLine(checkoutLimits.phone),
    phone_prefix: phonePrefixSchema.default('+351'),
    address: requiredLine(checkoutLimits.address),
    address_line2: requiredLine(checkoutLimits.address),
    house_number: requiredLine(checkoutLimits.houseNumber),
    postalCode: requiredLine(checkoutLimits.postalCode),
    city: requiredLine(checkoutLimits.city),
    country: countryCodeSchema,
    country_name: optionalLine(100),
    region: regionCodeSchema,
    region_name: optionalLine(120),
    sameAsBilling: z.boolean('must be true or false'),
    shipping_first_name: optionalLine(checkoutLimits.name),
    shipping_last_name: optionalLine(checkoutLimits.name),
    shipping_email: z.union([z.literal(''), emailSchema]).default(''),
    shipping_phone: optionalLine(checkoutLimits.phone),
    shipping_address_line1: optionalLine(checkoutLimits.address),
    shipping_address_line2: optionalLine(checkoutLimits.address),
    shipping_house_number: optionalLine(checkoutLimits.houseNumber),
    shipping_postal_code: optionalLine(checkoutLimits.postalCode),
    shipping_city: optionalLine(checkoutLimits.city),
    shipping_country: z.union([z.literal(''), countryCodeSchema]).default(''),
    shipping_country_name: optionalLine(100),
    shipping_region: z.union([z.literal(''), regionCodeSchema]).default(''),
    shipping_region_name: optionalLine(120),
    preferred_language: z.enum(siteLanguages, 'must be pt or en').default('pt'),
    /** Optional NIF / VAT number and company for the invoice (docs/decisions/114-nif-rules.md). */
    nif: optionalLine(taxIdLimits.nif),
    company_name: optionalLine(taxIdLimits.company),
  })
  .superRefine((customer, ctx) => {
    if (customer.nif && !checkTaxId(customer.nif, customer.country).ok) {
      ctx.addIssue({
        code: 'custom',
        path: ['nif'],
        message: taxIdMessages[customer.preferred_language],
      });
    }
    if (!isValidPhone(customer.phone_prefix, customer.phone)) {
      ctx.addIssue({ code: 'custom', path: ['phone'], message: 'must be a valid phone number' });
    }
    if (customer.region && !customer.region.startsWith(`${customer.country}-`)) {
      ctx.addIssue({ code: 'custom', path: ['region'], message: 'must be a region of country' });
    }
    if (customer.sameAsBilling) return;
    const required = [
      'shipping_first_name',
      'shipping_last_name',
      'shipping_email',
      'shipping_phone',
      'shipping_address_line1',
      'shipping_postal_code',
      'shipping_city',
      'shipping_country',
      'shipping_region',
    ] as const;
    for (const field of required) {
      if (!customer[field]) ctx.addIssue({ code: 'custom', path: [field], message: 'is required' });
    }
    if (customer.shipping_phone && !isValidPhone('+351', customer.shipping_phone)) {
      ctx.addIssue({
        code: 'custom',
        path: ['shipping_phone'],
        message: 'must be a valid phone number with its country prefix',
      });
    }
    if (
      customer.shipping_region &&
      !customer.shipping_region.startsWith(`${customer.shipping_country}-`)
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['shipping_region'],
        message: 'must be a region of shipping_country',
      });
    }
  });
export type CheckoutCustomerInput = z.input<typeof checkoutCustomerSchema>;
export type CheckoutCustomer = z.output<typeof checkoutCustomerSchema>;

/** Where the order travels: the shipping address, or billing when sameAsBilling. */
export function deliveryRegionOf(customer: CheckoutCustomer): { country: string; region: string } {
  return customer.sameAsBilling
    ? { country: customer.country, region: customer.region }
    : { country: customer.shipping_country, region: customer.shipping_region };
}

/** A browser-made id for one checkout visit; repeated intent calls with it reuse one order. */
export const checkoutIdSchema = text().regex(
  /^[A-Za-z0-9_-]{16,64}$/,
  'must be 16 to 64 letters, digits, - or _',
);

/**
 * POST /api/checkout/create-payment-intent/: docs/product/api.md#checkout-api (subtotal, shipping_cost, total) plus
 * what the server needs to recompute them. The page sends it once, when the buyer presses Pay,
 * with the complete customer, the chosen shipping option and the 18+ confirmation: the order is
 * priced, its bottles are held and its intent is made from exactly these (decision 095).
 */
/** docs/product/shop.md#payment-methods: card, MB WAY (approved in the phone app), Multibanco (a voucher). */
export const paymentMethods = ['card', 'mb_way', 'multibanco'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

export const createPaymentIntentSchema = z.object({
  checkout_id: checkoutIdSchema,
  cart: cartLinesSchema,
  shipping_option_id: databaseIdSchema('must be a shipping option id'),
  subtotal: moneySchema,
  shipping_cost: moneySchema,
  total: moneySchema,
  language: z.enum(siteLanguages, 'must be pt or en').default('pt'),
  customer: checkoutCustomerSchema,
  adult_confirmed: z.literal(true, 'must be true: the buyer confirms being 18 or older'),
  /** A discount code as typed (decision 074); the server checks it and takes one of its uses. */
  discount_code: singleLine(100).nullish(),
  /** How the buyer pays (decision 110): the hold and the thank-you page follow it. */
  payment_method: z.enum(paymentMethods, 'must be card, mb_way or multibanco').default('card'),
});
export type CreatePaymentIntentInput = z.input<typeof createPaymentIntentSchema>;

export const paymentProviderNames = ['stripe', 'offline'] as const;
export type PaymentProviderName = (typeof paymentProviderNames)[number];

export const createPaymentIntentResponseSchema = z.object({
  clientSecret: z.string(),
  paymentIntentId: z.string(),
  provider: z.enum(paymentProviderNames),
  subtotal: euros,
  shipping_cost: euros,
  total: euros,
  /** What the discount code takes off the goods ("0.00" without one). */
  discount_amount: euros,
});
export type CreatePaymentIntentResponse = z.infer<typeof createPaymentIntentResponseSchema>;

/**
 * Why the server would not start a payment (HTTP 409): prices moved since the page computed them,
 * a wine has fewer bottles than asked, or the shipping option does not serve the address. The
 * page corrects the cart from `items` and shows the notice before the buyer pays anything.
 */
export const checkoutConflictCodes = [
  'prices_changed',
  'sold_out',
  'shipping_unavailable',
] as const;
export type CheckoutConflictCode = (typeof checkoutConflictCodes)[number];

export const checkoutConflictSchema = z.object({
  error: z.enum(checkoutConflictCodes),
  /** The same code under the name every other refusal uses (decision 135). */
  code: z.enum(checkoutConflictCodes),
  /** In the buyer's language (`customer.preferred_language`): the page says the code itself. */
  message: z.string(),
  /**
   * The field the refusal is about, as other refusals name it (decision 092): `shipping_option_id`
   * when the option does not ship this cart to this address (decision 107). The page says the
   * `error` code in its own language.
   */
  fields: z.record(z.string(), z.string()).optional(),
  field_codes: z.record(z.string(), z.string()).optional(),
  subtotal: euros,
  shipping_cost: euros,
  total: euros,
  discount_amount: euros,
  /** The server's view of every wine asked for: what one bottle costs now and how many are left. */
  items: z.array(
    z.object({
      id: z.number().int(),
      price: euros,
      new_price: euros.nullable(),
      /** What the sale is announced against, as on the wine (docs/decisions/096-reduction-reference-price.md). */
      lowest_price_30_days: euros.nullable(),
      bottles_quantity: z.number().int(),
    }),
  ),
});
export type CheckoutConflict = z.infer<typeof checkoutConflictSchema>;

/** POST /api/checkout/confirm-order/: docs/product/api.md#checkout-api. */
export const confirmOrderSchema = z.object({
  cart: cartLinesSchema,
  customer: checkoutCustomerSchema,
  user_id: databaseIdSchema('must be an account id').nullable().default(null),
  paymentIntentId: text().min(1, 'is required').max(255),
  shipping_option_id: databaseIdSchema('must be a shipping option id'),
  language: z.enum(siteLanguages, 'must be pt or en').default('pt'),
});
export type ConfirmOrderInput = z.input<typeof confirmOrderSchema>;

export const confirmOrderResponseSchema = z.object({ success: z.boolean(), code: z.string() });

/** Order codes in thank-you links: 128 random bits as 32 hex digits or more (base64url too). */
export const orderCodeSchema = text().regex(/^[A-Za-z0-9_-]{22,64}$/, 'is not an order code');
export const orderCodeParamsSchema = z.object({ code: orderCodeSchema });

/** docs/product/shop.md#orders-and-statuses "Order delivery status", in the order staff move an order along. */
export const deliverStatuses = [
  'pending',
  'processing',
  'shipped',
  'on_the_way',
  'delivered',
  'returned',
  'cancelled',
] as const;
export type DeliverStatus = (typeof deliverStatuses)[number];

export const paymentStatuses = [
  'awaiting_payment',
  'paid',
  'failed',
  'expired',
  'refunded',
] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

/** A Multibanco voucher: what the buyer pays at an ATM or in home banking, until `expires_at`. */
export const multibancoVoucherSchema = z.object({
  entity: z.string(),
  reference: z.string(),
  amount: euros,
  expires_at: z.string(),
  voucher_url: z.string().nullable(),
});
export type MultibancoVoucher = z.infer<typeof multibancoVoucherSchema>;

/** docs/product/shop.md#shop-data "Order (read)", plus the code, subtotal, VAT contained and the delivery address. */
export const orderSchema = z.object({
  order_number: z.string(),
  code: z.string(),
  created_at: z.string(),
  first_name: z.string(),
  total_amount: euros,
  total_without_discount: euros,
  subtotal: euros,
  shipping_cost: euros,
  vat_amount: euros,
  /** The discount code used (as stored then), or null; the amount it took off the goods. */
  discount_code: z.string().nullable(),
  discount_amount: euros,
  shipping_option_name: z.string(),
  allow_free_shipping: z.boolean(),
  free_shipping_from: euros,
  deliver_status: z.string(),
  payment_status: z.enum(paymentStatuses),
  payment_method: z.enum(paymentMethods),
  /** The Multibanco voucher of an order awaiting its payment (decision 110), else null. */
  multibanco: multibancoVoucherSchema.nullable(),
  preferred_language: z.enum(siteLanguages),
  shipping_address: z.object({
    name: z.string(),
    lines: z.array(z.string()),
    country_name: z.string(),
    region_name: z.string(),
  }),
  items: z.array(
    z.object({
      id: z.number().int(),
      price: euros,
      new_price: euros.nullable(),
      /**
       * The price the sale was announced against when the order was made (the lowest of the 30
       * days before it); null when no reduction was announced.
       */
      reference_price: euros.nullable(),
      quantity: z.number().int(),
      image_url: z.string().nullable(),
      product_url: z.string(),
      product_name: z.string(),
      product_title: z.string(),
    }),
  ),
  /** The withdrawal button's state (decision 070). */
  withdrawal: orderWithdrawalSchema,
  /** The NIF / VAT number and company the invoice is made out to ('' for the final consumer). */
  tax_id: z.string(),
  company_name: z.string(),
  /** The invoice-receipt and any credit note (docs/decisions/109-invoice-provider.md). */
  invoices: z.array(orderInvoiceSchema),
});
export type Order = z.infer<typeof orderSchema>;
