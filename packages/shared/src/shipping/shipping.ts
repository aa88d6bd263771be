import { z } from '../zod.ts';
import { langQuerySchema } from '../catalogue/wine.ts';
import { euroAmount, eurosOutSchema as euros } from '../money-schema.ts';

/** ISO 3166-1 alpha-2; lower case is accepted and normalised, since browsers send both. */
export const countryCodeSchema = z
  .string()
  .regex(/^[A-Za-z]{2}$/, 'must be a two-letter ISO 3166-1 country code')
  .transform((code) => code.toUpperCase());

/** ISO 3166-2 (PT-11, ES-AN) or one of our own codes with the country prefix. */
export const regionCodeSchema = z
  .string()
  .regex(/^[A-Za-z]{2}-[A-Za-z0-9]{1,7}$/, 'must be a region code such as PT-11')
  .transform((code) => code.toUpperCase());

/** The highest shipping price staff may set for one band: above it is a typing mistake. */
export const maxShippingPriceCents = 50_000;

/**
 * Bottle-count price bands of one option (docs/decisions/107-shipping-zones.md): the first starts
 * at 1 bottle, each starts right after the previous one ends (1-6, 7-12, …), and the last has no
 * upper limit (25 or more), so every count has exactly one price and no order is too large.
 */
export const shippingBandsSchema = z
  .array(
    z
      .object({
        minBottles: z.number().int().min(1),
        maxBottles: z.number().int().min(1).nullable(),
        priceCents: z.number().int().min(0).max(maxShippingPriceCents),
      })
      .refine(
        (band) => band.maxBottles === null || band.minBottles <= band.maxBottles,
        'minBottles must not exceed maxBottles',
      ),
  )
  .min(1)
  .refine(
    (bands) =>
      bands.every(
        (band, i) =>
          band.minBottles === (i === 0 ? 1 : (bands[i - 1]!.maxBottles ?? Infinity) + 1) &&
          (band.maxBottles === null) === (i === bands.length - 1),
      ),
    'bands must start at 1 bottle, follow each other without gaps or overlaps and end open',
  );

/** "1–6", "25+": a band's bottle counts as staff and buyers read them. */
export const bandRange = (band: { minBottles: number; maxBottles: number | null }) =>
  band.maxBottles === null ? `${band.minBottles}+` : `${band.minBottles}–${band.maxBottles}`;

export const shippingLangQuerySchema = z.object({ lang: langQuerySchema });

/** docs/product/shop.md#shipping "Region". */
export const shippingRegionSchema = z.object({
  code: z.string(),
  name: z.string(),
  name_pt: z.string(),
  name_en: z.string(),
  countryCode: z.string(),
});
export type ShippingRegion = z.infer<typeof shippingRegionSchema>;

/** docs/product/shop.md#shipping "Country". */
export const shippingCountrySchema = z.object({
  code: z.string(),
  name: z.string(),
  name_pt: z.string(),
  name_en: z.string(),
  regions: z.array(shippingRegionSchema),
});
export type ShippingCountry = z.infer<typeof shippingCountrySchema>;

export const shippingCountryListSchema = z.object({ results: z.array(shippingCountrySchema) });
export const shippingRegionListSchema = z.object({ results: z.array(shippingRegionSchema) });

export const shippingRegionsParamsSchema = z.object({ country: countryCodeSchema });

export const shippingCalculateParamsSchema = z.object({
  country: countryCodeSchema,
  region: regionCodeSchema,
  // Cases travel in sixes and twelves; 1000 bottles is far beyond any band, so larger is a mistake.
  totalBottles: z
    .string()
    .regex(/^\d{1,4}$/, 'must be a whole number of bottles')
    .transform(Number)
    .pipe(z.number().int().min(1).max(1000)),
});

export const shippingCalculateQuerySchema = z.object({
  lang: langQuerySchema,
  /** The cart subtotal in euros; with it each option also carries its `cost` (docs/product/shop.md#prices-and-sales). */
  subtotal: euroAmount({ maxCents: 100_000_000 }).optional(),
});

/** docs/product/shop.md#shipping "Shipping option" as the calculation answers it. */
export const shippingOptionResultSchema = z.object({
  id: z.number().int(),
  option: z.object({
    id: z.number().int(),
    region_code: z.string(),
    allow_free_shipping: z.boolean(),
    free_shipping_from: euros,
  }),
  name: z.string(),
  /** The option's band price for the bottle count. */
  price: euros,
  allow_free_shipping: z.boolean(),
  free_shipping_from: euros,
  /** Only when `subtotal` was sent: what shipping costs for that subtotal. */
  cost: euros.optional(),
});
export type ShippingOptionResult = z.infer<typeof shippingOptionResultSchema>;

export const shippingCalculationSchema = z.object({
  results: z.array(shippingOptionResultSchema),
});

/** docs/product/shop.md#shipping "Shipping details": a list whose first item the product page shows. */
export const shippingDetailsSchema = z.array(
  z.object({ title: z.string(), description: z.string() }),
);
export type ShippingDetails = z.infer<typeof shippingDetailsSchema>;
