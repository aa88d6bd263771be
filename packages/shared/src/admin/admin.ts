import { z } from '../zod.ts';
import { databaseIdTextSchema, int4Max, int4TextSchema } from '../database-integers.ts';
import { text } from '../text-fields.ts';

/**
 * The admin API's list contract (docs/decisions/060-admin-back-end.md), shared by the server's
 * routes and the react-admin data provider:
 *   GET    /api/admin/<resource>/?page=1&per_page=25&sort=<field>&order=asc|desc&<filters>
 *            → { data: [...], total }
 *   GET    /api/admin/<resource>/<id>/         → the record
 *   POST   /api/admin/<resource>/              → the new record (201)
 *   PUT    /api/admin/<resource>/<id>/         → the saved record
 *   DELETE /api/admin/<resource>/<id>/         → the removed (or archived) record
 *   POST   /api/admin/<resource>/<id>/<action>/ for actions (cancel an order, adjust stock, …)
 * Field names are the public API's snake_case ones (docs/product/api.md); every record has an `id`.
 */
export const adminPageLimits = { defaultPerPage: 25, maxPerPage: 500 } as const;

export const adminListQuerySchema = z.object({
  page: int4TextSchema(1, int4Max, 'must be a page number').default(1),
  per_page: int4TextSchema(1, adminPageLimits.maxPerPage).default(adminPageLimits.defaultPerPage),
  sort: text()
    .regex(/^[a-z_]{1,40}$/, 'must be a field name')
    .optional(),
  order: z.enum(['asc', 'desc']).default('asc'),
  /** Free-text search over the resource's main text fields. */
  q: text().trim().max(200, 'must be at most 200 characters').optional(),
});
export type AdminListQuery = z.infer<typeof adminListQuerySchema>;

/** `{ data, total }` of one page of records. */
export const adminListSchema = <T extends z.ZodType>(record: T) =>
  z.object({ data: z.array(record), total: z.number().int() });

/**
 * Ids in admin paths: 1 to 2147483647, as the int4 id columns hold them (or a resource's own key,
 * e.g. a country code).
 */
export const adminIdParamsSchema = z.object({ id: databaseIdTextSchema() });

/**
 * The admin API's names for its refusals (AdminError.as in @mdc/core): the API's messages are
 * English; the admin app says each code in the staff member's language (admin.errors.<code>,
 * typed against this list so a new code cannot miss its texts).
 */
export const adminErrorCodes = [
  'not_found',
  'order_changed',
  'order_no_payment',
  'refund_failed',
  'payment_unreachable',
  'order_just_paid',
  'order_unpaid',
  'order_already_cancelled',
  'order_left_estate',
  'order_transition',
  'withdrawal_missing',
  'withdrawal_refunded',
  'withdrawal_nothing_due',
  'withdrawal_cancel_instead',
  'withdrawal_refund_failed',
  'slug_taken',
  'stock_below_zero',
  'family_needs_year',
  'price_change_unconfirmed',
  'file_type',
  'file_svg',
  'image_too_many_pixels',
  'image_damaged',
  'own_staff_rights',
  'country_listed',
  'region_exists',
  'zone_name_taken',
  'zone_in_use',
  'discount_code_taken',
  'usage_limit_below_used',
  'booking_decided',
  'booking_not_decidable',
  'booking_visit_past',
] as const;
export type AdminErrorCode = (typeof adminErrorCodes)[number];

/** The largest file staff may upload (POST /api/admin/media/ answers 413 above it; the admin checks first). */
export const adminUploadMaxBytes = 10 * 1024 * 1024;

export const adminMessages = {
  notStaff: 'You do not have permission to perform this action.',
} as const;
