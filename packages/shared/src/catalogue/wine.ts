import { z } from '../zod.ts';
import { eurosOutSchema as euros } from '../money-schema.ts';
import { siteLanguages } from '../i18n/languages.ts';

/** A wine's URL slug: lowercase words joined by hyphens. */
export const productUrlSchema = z
  .string()
  .min(1)
  .max(120)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lowercase letters, digits and hyphens');

export const langQuerySchema = z.enum(siteLanguages).default('pt');

/** `shop=true` asks for the shop's view of the catalogue (wines with show_shop). */
export const shopFlagSchema = z
  .enum(['true', 'false'])
  .optional()
  .transform((value) => value === 'true');

export const productsQuerySchema = z.object({
  lang: langQuerySchema,
  shop: shopFlagSchema,
});

export const productParamsSchema = z.object({ product_url: productUrlSchema });

/** One wine as the API answers it: docs/product/site-pages.md#content-records "Wine" plus docs/product/shop.md#shop-data "Product". */
export const wineSchema = z.object({
  id: z.number().int(),
  product_title: z.string(),
  product_subtitle_1: z.string(),
  product_subtitle_2: z.string(),
  product_url: z.string(),
  image_url: z.string().nullable(),
  year: z.number().int().nullable(),
  show_catalog: z.boolean(),
  show_shop: z.boolean(),
  wine_doc: z.string(),
  main_desc: z.string(),
  wine_type: z.string(),
  grapes: z.string(),
  soils_type: z.string(),
  alcohol: z.number().nullable(),
  serving_temp: z.string(),
  capacity: z.number().int().nullable(),
  product_pdf: z.string().nullable(),
  price: euros,
  new_price: euros.nullable(),
  bottles_quantity: z.number().int().min(0),
  /**
   * While a sale price counts: the lowest price of the 30 days before the reduction
   * (Decreto-Lei 109-G/2021), shown next to the sale price. Null otherwise.
   */
  lowest_price_30_days: euros.nullable(),
});
export type Wine = z.infer<typeof wineSchema>;

export const shopSettingsSchema = z.object({ shop_enabled: z.boolean() });
export type ShopSettings = z.infer<typeof shopSettingsSchema>;
