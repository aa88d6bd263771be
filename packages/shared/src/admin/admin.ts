import { z } from '../zod.ts';

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
 * Field names are the spec's snake_case ones; every record has an `id`.
 */
export const adminPageLimits = { defaultPerPage: 25, maxPerPage: 500 } as const;

export const adminListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce
    .number()
    .int()
    .min(1)
    .max(adminPageLimits.maxPerPage)
    .default(adminPageLimits.defaultPerPage),
  sort: z
    .string()
    .regex(/^[a-z_]{1,40}$/, 'must be a field name')
    .optional(),
  order: z.enum(['asc', 'desc']).default('asc'),
  /** Free-text search over the resource's main text fields. */
  q: z.string().trim().max(200).optional(),
});
export type AdminListQuery = z.infer<typeof adminListQuerySchema>;

/** `{ data, total }` of one page of records. */
export const adminListSchema = <T extends z.ZodType>(record: T) =>
  z.object({ data: z.array(record), total: z.number().int() });

/** Ids in admin paths: positive integers (or a resource's own key, e.g. a country code). */
export const adminIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });

export const adminMessages = {
  notStaff: 'You do not have permission to perform this action.',
} as const;
