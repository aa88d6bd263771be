import { deliverStatuses, paymentMethods, paymentStatuses } from '../checkout/checkout.ts';
import { adminInvoiceSchema } from '../invoices/invoice-schemas.ts';
import { siteLanguages } from '../i18n/languages.ts';
import { adminOrderWithdrawalSchema } from '../withdrawal/withdrawal.ts';
import { z } from '../zod.ts';
import { databaseIdTextSchema } from '../database-integers.ts';
import { text } from '../text-fields.ts';
import { adminListQuerySchema } from './admin.ts';
import { eurosOutSchema as euros } from '../money-schema.ts';
import { bookingRequestedFields } from './admin-people.ts';

/**
 * The admin's orders and dashboard (issue 6). Money is the APIs' one form
 * (money.ts): "31.50" strings.
 */
const isoDate = /^\d{4}-\d{2}-\d{2}$/;

export const adminOrderSortFields = [
  'id',
  'order_number',
  'created_at',
  'total_amount',
  'deliver_status',
  'payment_status',
  'email',
] as const;

/** A comma-separated list of deliver statuses ("pending,processing"), as the dashboard links. */
const deliverStatusList = z
  .string()
  .trim()
  .transform((value) => value.split(',').filter(Boolean))
  .pipe(z.array(z.enum(deliverStatuses, `must be one or more of ${deliverStatuses.join(', ')}`)));

/** GET /api/admin/orders/: newest first unless told otherwise. */
export const adminOrderListQuerySchema = adminListQuerySchema.extend({
  sort: z
    .enum(adminOrderSortFields, `must be one of ${adminOrderSortFields.join(', ')}`)
    .default('created_at'),
  order: z.enum(['asc', 'desc']).default('desc'),
  deliver_status: deliverStatusList.optional(),
  payment_status: z.enum(paymentStatuses, 'is not a payment status').optional(),
  /** yes: paid (or paid then refunded); no: never paid (abandoned, failed or expired checkouts). */
  paid: z.enum(['yes', 'no'], 'must be yes or no').optional(),
  created_from: text().regex(isoDate, 'must be a date such as 2026-05-31').optional(),
  created_to: text().regex(isoDate, 'must be a date such as 2026-05-31').optional(),
  user_id: databaseIdTextSchema('must be an account id').optional(),
  /** yes: orders the buyer withdrew from (decision 070); no: the others. */
  withdrawal: z.enum(['yes', 'no'], 'must be yes or no').optional(),
  /** Orders that used this discount code (as stored, upper-case; decision 074). */
  discount_code: text().trim().toUpperCase().max(40).optional(),
  /** Orders paid (or to be paid) by this method (decision 110). */
  payment_method: z.enum(paymentMethods, 'must be card, mb_way or multibanco').optional(),
});
export type AdminOrderListQuery = z.output<typeof adminOrderListQuerySchema>;

export const adminOrderSummarySchema = z.object({
  id: z.number().int(),
  order_number: z.string(),
  created_at: z.string(),
  name: z.string(),
  email: z.string(),
  total_amount: euros,
  bottles: z.number().int(),
  deliver_status: z.string(),
  payment_status: z.enum(paymentStatuses),
  /** card, mb_way or multibanco (decision 110). */
  payment_method: z.enum(paymentMethods),
  paid_at: z.string().nullable(),
  user_id: z.number().int().nullable(),
  /** When the buyer withdrew from the order (decision 070), or null. */
  withdrawal_requested_at: z.string().nullable(),
  discount_code: z.string().nullable(),
});
export type AdminOrderSummary = z.infer<typeof adminOrderSummarySchema>;

/** A name staff configured in both admin languages (a shipping region's, an option's). */
const bilingualNameSchema = z.object({ pt: z.string(), en: z.string() });

const adminAddressSchema = z.object({
  name: z.string(),
  lines: z.array(z.string()),
  /** As the buyer's page wrote it, in the buyer's language. */
  region_name: z.string(),
  /** The region's code (ES-MD), or '' when none was chosen. */
  region: z.string(),
  /** The region's names as configured today, for staff in either language; null if unknown. */
  region_names: bilingualNameSchema.nullable(),
  country: z.string(),
  country_name: z.string(),
  email: z.string(),
  phone: z.string(),
});
export type AdminAddress = z.infer<typeof adminAddressSchema>;

export const adminOrderSchema = adminOrderSummarySchema.extend({
  code: z.string(),
  updated_at: z.string(),
  preferred_language: z.enum(siteLanguages),
  phone: z.string(),
  billing_address: adminAddressSchema.nullable(),
  shipping_address: adminAddressSchema.nullable(),
  same_as_billing: z.boolean(),
  lines: z.array(
    z.object({
      id: z.number().int(),
      wine_id: z.number().int(),
      title: z.string(),
      sku: z.string(),
      quantity: z.number().int(),
      unit_price: euros,
      line_total: euros,
    }),
  ),
  /** The option's name when ordered, in the buyer's language. */
  shipping_option_name: z.string(),
  /** The option's names as configured today (null once it is deleted), for staff in their language. */
  shipping_option_names: bilingualNameSchema.nullable(),
  shipping_cost: euros,
  subtotal: euros,
  total_without_discount: euros,
  /** What the discount code took off the goods (0 without one). */
  discount_amount: euros,
  vat_amount: euros,
  /** Percent, e.g. 13. */
  vat_rate: z.number(),
  payment: z.object({
    provider: z.string().nullable(),
    intent_id: z.string().nullable(),
    payment_status: z.enum(paymentStatuses),
    paid_at: z.string().nullable(),
    last_error: z.string().nullable(),
    refunded_amount: euros,
    refund_id: z.string().nullable(),
    refunded_at: z.string().nullable(),
  }),
  tracking_url: z.string().nullable(),
  adult_confirmed_at: z.string().nullable(),
  /** The buyer's page of the order (the thank-you page the confirmation e-mail links to). */
  customer_url: z.string(),
  account: z.object({ id: z.number().int(), email: z.string(), username: z.string() }).nullable(),
  /** For the packing slip's heading. */
  estate_name: z.string(),
  /** The buyer's withdrawal and the refund it is owed (decision 070), or null. */
  withdrawal: adminOrderWithdrawalSchema.nullable(),
  /** The NIF / VAT number and company the invoice is made out to ('' for the final consumer). */
  tax_id: z.string(),
  company_name: z.string(),
  /** The invoice-receipt and any credit note with their state (decision 109). */
  invoices: z.array(adminInvoiceSchema),
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;

export const adminOrderLimits = { trackingUrl: 500 } as const;

/** POST /api/admin/orders/:id/status/ */
export const adminOrderStatusSchema = z.object({
  deliver_status: z.enum(deliverStatuses, `must be one of ${deliverStatuses.join(', ')}`),
  /** The carrier's tracking page; an empty value leaves the stored one as it is. */
  tracking_url: z
    .union([
      z.literal(''),
      z
        .url({ protocol: /^https?$/, error: 'must be a web address starting with https://' })
        .max(
          adminOrderLimits.trackingUrl,
          `must be at most ${adminOrderLimits.trackingUrl} characters`,
        ),
    ])
    .optional(),
});
export type AdminOrderStatusInput = z.input<typeof adminOrderStatusSchema>;

/** A wine is low on stock at this many bottles or fewer. */
export const lowStockThreshold = 10;

/** GET /api/admin/dashboard/ */
export const adminDashboardSchema = z.object({
  orders_to_prepare: z.object({
    count: z.number().int(),
    oldest: z.array(adminOrderSummarySchema),
    newest: z.array(adminOrderSummarySchema),
  }),
  low_stock: z.array(
    z.object({
      id: z.number().int(),
      title: z.object({ pt: z.string(), en: z.string() }),
      slug: z.string(),
      stock: z.number().int(),
    }),
  ),
  low_stock_threshold: z.number().int(),
  /** The last 30 days in Lisbon time, oldest first; days without sales are zero. */
  sales: z.array(z.object({ date: z.string(), total: euros, count: z.number().int() })),
  sales_total: euros,
  sales_count: z.number().int(),
  messages: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      email: z.string(),
      subject: z.string(),
      created_at: z.string(),
      handled: z.boolean(),
    }),
  ),
  bookings: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      email: z.string(),
      kind: z.string(),
      ...bookingRequestedFields,
      /** Staff's answer: 'pending' | 'accepted' | 'declined'. */
      status: z.string(),
      created_at: z.string(),
      handled: z.boolean(),
    }),
  ),
});
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;
