import { deliverStatuses, paymentStatuses } from '../checkout/checkout.ts';
import { accountContactFields } from '../accounts/session.ts';
import { z } from '../zod.ts';
import { adminListQuerySchema } from './admin.ts';
import { eurosOutSchema as euros } from '../money-schema.ts';

/**
 * The admin's people (issue 6): customer accounts, newsletter subscribers, and what visitors send
 * (contact messages, booking requests). Money is the APIs' one form
 * (money.ts): "31.50" strings. Answers never carry password hashes, token hashes or Google's
 * account id.
 */

/** A yes/no filter in a query string: "true" or "false". */
const booleanFilter = z
  .enum(['true', 'false'], 'must be true or false')
  .transform((value) => value === 'true');

const sortOf = <T extends readonly [string, ...string[]]>(fields: T) =>
  z.enum(fields, `must be one of ${fields.join(', ')}`).optional();

// ---------------------------------------------------------------------------------------------
// Customers

export const adminCustomerSortFields = [
  'id',
  'email',
  'username',
  'created_at',
  'last_login_at',
] as const;

/** GET /api/admin/customers/: newest accounts first unless told otherwise. */
export const adminCustomerListQuerySchema = adminListQuerySchema.extend({
  sort: sortOf(adminCustomerSortFields),
  order: z.enum(['asc', 'desc']).default('desc'),
  is_staff: booleanFilter.optional(),
});
export type AdminCustomerListQuery = z.output<typeof adminCustomerListQuerySchema>;

export const adminCustomerSummarySchema = z.object({
  id: z.number().int(),
  email: z.string(),
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  is_staff: z.boolean(),
  created_at: z.string(),
  last_login_at: z.string().nullable(),
});

export const adminCustomerSchema = adminCustomerSummarySchema.extend({
  ...accountContactFields,
  language: z.string(),
  email_verified: z.boolean(),
  email_verified_at: z.string().nullable(),
  google_linked: z.boolean(),
  /** Set while too many wrong passwords keep the account locked. */
  locked_until: z.string().nullable(),
  newsletter_status: z.enum(['none', 'pending', 'confirmed', 'unsubscribed']),
  /** Paid orders (refunded ones are not counted). */
  paid_orders_count: z.number().int(),
  /** What the paid orders came to, less any partial refund. */
  total_spent: euros,
  /** The 10 newest orders of the account, whatever their status. */
  recent_orders: z.array(
    z.object({
      id: z.number().int(),
      order_number: z.string(),
      created_at: z.string(),
      total: euros,
      payment_status: z.enum(paymentStatuses),
      deliver_status: z.enum(deliverStatuses),
    }),
  ),
});
export type AdminCustomer = z.infer<typeof adminCustomerSchema>;

/** POST /api/admin/customers/:id/staff/ */
export const adminStaffRightsSchema = z.object({
  is_staff: z.boolean('must be true or false'),
});

// ---------------------------------------------------------------------------------------------
// Newsletter

export const subscriberStatuses = ['pending', 'confirmed', 'unsubscribed'] as const;
export type SubscriberStatus = (typeof subscriberStatuses)[number];

export const adminSubscriberSortFields = [
  'id',
  'email',
  'status',
  'consent_at',
  'confirmed_at',
  'created_at',
] as const;

/** GET /api/admin/newsletter-subscribers/: newest first unless told otherwise. */
export const adminSubscriberListQuerySchema = adminListQuerySchema.extend({
  sort: sortOf(adminSubscriberSortFields),
  order: z.enum(['asc', 'desc']).default('desc'),
  status: z.enum(subscriberStatuses, `must be one of ${subscriberStatuses.join(', ')}`).optional(),
});
export type AdminSubscriberListQuery = z.output<typeof adminSubscriberListQuerySchema>;

export const adminSubscriberSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  language: z.string(),
  status: z.enum(subscriberStatuses),
  /** When the visitor asked to subscribe (the consent a mailing tool asks proof of). */
  consent_at: z.string(),
  confirmed_at: z.string().nullable(),
  unsubscribed_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminSubscriber = z.infer<typeof adminSubscriberSchema>;

/** The columns of GET /api/admin/newsletter-subscribers/export.csv, in order. */
export const newsletterExportColumns = ['email', 'language', 'consent_at', 'confirmed_at'] as const;

// ---------------------------------------------------------------------------------------------
// Contact messages and booking requests

export const adminInboxSortFields = ['id', 'created_at', 'handled_at', 'email'] as const;

/** GET /api/admin/contact-messages/ and /booking-requests/: newest first. */
export const adminInboxListQuerySchema = adminListQuerySchema.extend({
  sort: sortOf(adminInboxSortFields),
  order: z.enum(['asc', 'desc']).default('desc'),
  handled: booleanFilter.optional(),
});
export type AdminInboxListQuery = z.output<typeof adminInboxListQuerySchema>;

const handledFields = {
  handled: z.boolean(),
  handled_at: z.string().nullable(),
  created_at: z.string(),
};

export const adminContactMessageSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string(),
  subject: z.string(),
  message: z.string(),
  lang: z.string(),
  ...handledFields,
});
export type AdminContactMessage = z.infer<typeof adminContactMessageSchema>;

/** What a booking request asks for, as staff's list and the dashboard show it. */
export const bookingRequestedFields = {
  /** House: 'up_to_6' | 'up_to_12' (null for wine tourism). */
  guests: z.string().nullable(),
  /** House: dates as YYYY-MM-DD (null for wine tourism). */
  arrival: z.string().nullable(),
  departure: z.string().nullable(),
  /** Wine tourism (null for the house): an experience code, the day and how many people. */
  experience: z.string().nullable(),
  visit_date: z.string().nullable(),
  people: z.number().int().nullable(),
};

export const adminBookingRequestSchema = z.object({
  id: z.number().int(),
  /** 'house' | 'wine_tourism' */
  kind: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string(),
  ...bookingRequestedFields,
  /** Wine tourism: the visit's language, 'pt' | 'en' (null for the house). */
  activity_language: z.string().nullable(),
  message: z.string(),
  room_id: z.string().nullable(),
  lang: z.string(),
  /** Staff's answer: 'pending' | 'accepted' | 'declined', when, and what they wrote. */
  status: z.string(),
  decided_at: z.string().nullable(),
  decision_note: z.string(),
  ...handledFields,
});
export type AdminBookingRequest = z.infer<typeof adminBookingRequestSchema>;

/** POST /api/admin/contact-messages/:id/handled/ and /booking-requests/:id/handled/ */
export const adminHandledSchema = z.object({
  handled: z.boolean('must be true or false'),
});
