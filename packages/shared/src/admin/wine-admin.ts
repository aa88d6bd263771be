import { z } from '../zod.ts';
import { databaseIdTextSchema } from '../database-integers.ts';
import { text } from '../text-fields.ts';
import { productUrlSchema } from '../catalogue/wine.ts';
import { wineFamilySchema } from '../stock-alerts/stock-alerts.ts';
import { isMediaPdfUrl } from '../media/media-url.ts';
import { adminELabelSchema, eLabelInputSchema } from '../e-label/e-label.ts';
import { adminListQuerySchema } from './admin.ts';
import { euroAmount, eurosOutSchema } from '../money-schema.ts';

/**
 * The admin API's wines (docs/product/site-pages.md#content-records Wine + docs/product/shop.md#shop-data Product), shared by the server's routes
 * and the react-admin screens. Money is the APIs' one form (money.ts): staff send
 * "24.90", the server works in cents, and answers "24.90".
 * Stock (bottles_quantity) is read-only here: it changes through stock movements only.
 */

/** An image path on this site (/media/…, /images/…) or an https URL. */
const imageUrlSchema = text()
  .trim()
  .max(500)
  .regex(/^(\/(?!\/)|https:\/\/)\S*$/, 'must be a path on this site or an https:// address');

/** A wine's texts in one language. */
export const adminWineTextsSchema = z.object({
  product_title: text().trim().min(1).max(200),
  product_subtitle_1: text().trim().max(300).default(''),
  product_subtitle_2: text().trim().max(300).default(''),
  wine_doc: text().trim().max(200).default(''),
  /** HTML; sanitised with the allow-list on save. */
  main_desc: text().max(50_000).default(''),
  wine_type: text().trim().max(100).default(''),
  grapes: text().trim().max(300).default(''),
  soils_type: text().trim().max(300).default(''),
  /**
   * An uploaded technical sheet (/media/<id>.pdf), or null for the sheet the site renders from
   * the wine's data (decision 004).
   */
  product_pdf: text()
    .nullable()
    .default(null)
    .refine((url) => url === null || isMediaPdfUrl(url), {
      message: 'must be an uploaded PDF (/media/<id>.pdf)',
    }),
});

/** What staff send to create or save a wine. */
export const adminWineInputSchema = z.object({
  product_url: productUrlSchema,
  year: z.number().int().min(1900).max(2100).nullable().default(null),
  image_url: imageUrlSchema.nullable().default(null),
  show_catalog: z.boolean().default(true),
  show_shop: z.boolean().default(false),
  /** Cents once parsed (sent as "24.90"). */
  price: euroAmount(),
  /** Sale price: counts only above 0 and below the price (docs/product/shop.md#prices-and-sales); null for none. */
  new_price: euroAmount().nullable().default(null),
  alcohol: z.number().min(0).max(99.9).nullable().default(null),
  capacity: z.number().int().min(1).max(30_000).nullable().default(null),
  serving_temp: text().trim().max(40).default(''),
  sort_order: z.number().int().min(-10_000).max(10_000).default(0),
  /**
   * The wine this is a vintage of, the same on all its vintages ('avo-zeca'): a sold-out vintage
   * points to the current one and its waiting visitors hear of the next (decision 072). Empty or
   * null: none; absent: left as it is.
   */
  family: z
    .union([z.literal(''), wineFamilySchema])
    .nullable()
    .optional()
    .transform((family) => (family === undefined ? undefined : family || null)),
  texts: z.object({ pt: adminWineTextsSchema, en: adminWineTextsSchema }),
  /** Ingredients, allergens and nutrition per 100 ml (decision 071); absent: left as they are. */
  e_label: eLabelInputSchema.optional(),
  /**
   * Staff confirmed a price change of more than 50 % (docs/decisions/091-admin-numbers.md);
   * without it such a change is refused.
   */
  price_change_confirmed: z.boolean().optional(),
});
export type AdminWineInput = z.infer<typeof adminWineInputSchema>;

/**
 * What staff send to create a wine: the same, with the bottles it starts with (a whole number
 * from 0, decision 098; stock changes afterwards through stock movements only).
 */
export const adminWineCreateSchema = adminWineInputSchema.extend({
  opening_stock: z.number().int().min(0).max(100_000).default(0),
});
export type AdminWineCreateInput = z.infer<typeof adminWineCreateSchema>;

/** A wine as the admin API answers it. */
export const adminWineSchema = adminWineInputSchema.extend({
  id: z.number().int(),
  price: eurosOutSchema,
  new_price: eurosOutSchema.nullable(),
  /** The Portuguese title, for lists. */
  product_title: z.string(),
  bottles_quantity: z.number().int(),
  archived_at: z.string().nullable(),
  family: z.string().nullable(),
  e_label: adminELabelSchema,
  /**
   * A single wine's bottle prices over time, from which the admin shows the price a sale would be
   * announced against before staff save it (docs/decisions/096-reduction-reference-price.md).
   * Absent from lists.
   */
  price_history: z.array(z.object({ from: z.string(), unit_price: eurosOutSchema })).optional(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminWine = z.infer<typeof adminWineSchema>;

const flagSchema = z
  .enum(['true', 'false'])
  .optional()
  .transform((value) => (value === undefined ? undefined : value === 'true'));

export const adminWineSortFields = [
  'id',
  'product_url',
  'product_title',
  'year',
  'price',
  'new_price',
  'bottles_quantity',
  'sort_order',
  'created_at',
  'updated_at',
] as const;

export const adminWineListQuerySchema = adminListQuerySchema.extend({
  sort: z.enum(adminWineSortFields).default('sort_order'),
  show_shop: flagSchema,
  show_catalog: flagSchema,
  /** Archived wines are hidden unless asked for (`archived=true` lists only them). */
  archived: flagSchema,
});
export type AdminWineListQuery = z.infer<typeof adminWineListQuerySchema>;

/** Why staff change a wine's stock (sales and cancellations are written by the shop). */
export const staffStockReasons = ['received', 'breakage', 'correction'] as const;

export const stockAdjustmentSchema = z.object({
  change: z
    .number()
    .int()
    .min(-100_000)
    .max(100_000)
    .refine((value) => value !== 0, { message: 'must not be zero' }),
  reason: z.enum(staffStockReasons),
  note: text().trim().max(300).default(''),
});
export type StockAdjustment = z.infer<typeof stockAdjustmentSchema>;

export const stockMovementSchema = z.object({
  id: z.number().int(),
  wine_id: z.number().int(),
  change: z.number().int(),
  stock_after: z.number().int(),
  reason: z.string(),
  note: z.string(),
  user_id: z.number().int().nullable(),
  /** The staff member's e-mail, when a person made the change. */
  user_email: z.string().nullable(),
  order_id: z.number().int().nullable(),
  created_at: z.string(),
});
export type StockMovement = z.infer<typeof stockMovementSchema>;

export const stockMovementListQuerySchema = adminListQuerySchema.extend({
  sort: z.enum(['id', 'created_at']).default('id'),
  order: z.enum(['asc', 'desc']).default('desc'),
  wine_id: databaseIdTextSchema('must be a wine id').optional(),
});
export type StockMovementListQuery = z.infer<typeof stockMovementListQuerySchema>;

/** What an upload answers: an image's URL is the value for a wine's image_url. */
export const mediaUploadSchema = z.object({
  id: z.string(),
  kind: z.enum(['image', 'pdf']),
  url: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
});
export type MediaUpload = z.infer<typeof mediaUploadSchema>;
