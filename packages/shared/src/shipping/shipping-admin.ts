import { z } from '../zod.ts';
import { requiredLine } from '../text-fields.ts';
import { adminListQuerySchema } from '../admin/admin.ts';
import { centsToEuros } from '../money.ts';
import { euroAmount, eurosOutSchema } from '../money-schema.ts';
import type { ShippingBand } from '../pricing/pricing.ts';
import {
  countryCodeSchema,
  maxShippingPriceCents,
  regionCodeSchema,
  shippingBandsSchema,
} from './shipping.ts';

/*
 * The staff API for shipping (docs/decisions/030-shipping-model.md). Money is the APIs' one
 * form (money.ts, docs/decisions/137-one-money-form.md): "7.50" strings on the wire, cents
 * inside.
 */

/** Euros ("84.50") as integer cents. */
const eurosInCents = euroAmount();

const bottles = z.number({ error: 'must be a number of bottles' }).int('must be a whole number');

/** Euros of one band's price: at most maxShippingPriceCents, above is a typing mistake. */
const bandPriceInCents = euroAmount({ maxCents: maxShippingPriceCents });

/**
 * One price band as staff edit it: from/to bottle counts and the price in euros; the last band's
 * `max_bottles` is null, "or more" (docs/decisions/107-shipping-zones.md).
 */
const adminBandSchema = z.object({
  min_bottles: bottles.min(1, 'must be at least 1').max(1000, 'must be at most 1000'),
  max_bottles: bottles.min(1, 'must be at least 1').max(1000, 'must be at most 1000').nullable(),
  price: bandPriceInCents,
});

type AdminBand = z.infer<typeof adminBandSchema>;

/** Each band's mistakes, on the band's own field, in the order staff read them. */
function bandIssues(bands: readonly AdminBand[]) {
  const issues: { path: (string | number)[]; message: string }[] = [];
  bands.forEach((band, i) => {
    const previousEnd = i === 0 ? 0 : bands[i - 1]!.max_bottles;
    const expected = previousEnd === null ? null : previousEnd + 1;
    if (expected !== null && band.min_bottles !== expected) {
      issues.push({
        path: [i, 'min_bottles'],
        message:
          i === 0
            ? 'the first band must start at 1 bottle'
            : `must be ${expected}, the bottle after the previous band (no gaps or overlaps)`,
      });
    }
    const last = i === bands.length - 1;
    if (last && band.max_bottles !== null) {
      issues.push({
        path: [i, 'max_bottles'],
        message: 'the last band has no upper limit: leave it empty so larger orders ship too',
      });
    } else if (!last && band.max_bottles === null) {
      issues.push({ path: [i, 'max_bottles'], message: 'only the last band may be open-ended' });
    } else if (band.max_bottles !== null && band.max_bottles < band.min_bottles) {
      issues.push({
        path: [i, 'max_bottles'],
        message: 'must not be below the band’s first bottle count',
      });
    }
  });
  return issues;
}

/**
 * Price bands as staff send them. Each mistake is reported on the band's field ("the next band
 * must start at 7 bottles"), then the stored form is checked once more with shippingBandsSchema,
 * the rule checkout prices with.
 */
export const adminShippingBandsSchema = z
  .array(adminBandSchema)
  .min(1, 'needs at least one price band')
  .max(50, 'must have at most 50 bands')
  .superRefine((bands, ctx) => {
    for (const issue of bandIssues(bands)) ctx.addIssue({ code: 'custom', ...issue });
  })
  .transform((bands): ShippingBand[] =>
    bands.map((band) => ({
      minBottles: band.min_bottles,
      maxBottles: band.max_bottles,
      priceCents: band.price,
    })),
  )
  .pipe(shippingBandsSchema);

export const adminShippingBandSchema = z.object({
  min_bottles: z.number().int(),
  max_bottles: z.number().int().nullable(),
  price: eurosOutSchema,
});

/** Stored bands (cents) as the admin API shows them (euros). */
export const bandsToAdmin = (bands: readonly ShippingBand[]) =>
  bands.map((band) => ({
    min_bottles: band.minBottles,
    max_bottles: band.maxBottles,
    price: centsToEuros(band.priceCents),
  }));

// --- Countries -----------------------------------------------------------------------------

export const adminShippingCountrySchema = z.object({
  /** The ISO code, also react-admin's id. */
  id: z.string(),
  code: z.string(),
  name_pt: z.string(),
  name_en: z.string(),
  enabled: z.boolean(),
  /** How many regions the estate holds for it. */
  regions: z.number().int(),
});
export type AdminShippingCountry = z.infer<typeof adminShippingCountrySchema>;

export const adminCountryParamsSchema = z.object({ id: countryCodeSchema });
export const adminCountryCreateSchema = z.object({
  code: countryCodeSchema,
  enabled: z.boolean().default(true),
});
export const adminCountryUpdateSchema = z.object({ enabled: z.boolean() });

/** Every ISO country with both names, for the "add a country" picker. */
export const isoCountrySchema = z.object({
  /** The code again: react-admin's lists need an id. */
  id: z.string(),
  code: z.string(),
  name_pt: z.string(),
  name_en: z.string(),
});

// --- Regions -------------------------------------------------------------------------------

export const adminShippingRegionSchema = z.object({
  id: z.string(),
  code: z.string(),
  country_code: z.string(),
  name_pt: z.string(),
  name_en: z.string(),
  enabled: z.boolean(),
  /** The zone whose price table it uses; null = not shipped to (decision 107). */
  zone_id: z.number().int().nullable(),
  zone_name: z.string().nullable(),
});
export type AdminShippingRegion = z.infer<typeof adminShippingRegionSchema>;

export const adminRegionParamsSchema = z.object({ id: regionCodeSchema });
export const adminRegionListQuerySchema = adminListQuerySchema.extend({
  country_code: countryCodeSchema.optional(),
  zone_id: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
});

const zoneIdSchema = z
  .number({ error: 'must be a shipping zone' })
  .int('must be a shipping zone')
  .min(1, 'must be a shipping zone')
  .max(2_147_483_647, 'must be a shipping zone');
export const adminRegionCreateSchema = z
  .object({
    country_code: countryCodeSchema,
    code: regionCodeSchema,
    name_pt: requiredLine(120),
    name_en: requiredLine(120),
    enabled: z.boolean().default(true),
    zone_id: zoneIdSchema.nullable().default(null),
  })
  .superRefine((region, ctx) => {
    if (!region.code.startsWith(`${region.country_code}-`)) {
      ctx.addIssue({
        code: 'custom',
        path: ['code'],
        message: `must start with the country code: ${region.country_code}-`,
      });
    }
  });
export const adminRegionUpdateSchema = z.object({
  name_pt: requiredLine(120),
  name_en: requiredLine(120),
  enabled: z.boolean(),
  /** Moving a region to another zone gives it that zone's prices at once; absent = unchanged. */
  zone_id: zoneIdSchema.nullable().optional(),
});

// --- Zones ---------------------------------------------------------------------------------

/** docs/decisions/107-shipping-zones.md: regions sharing one price table. */
export const adminShippingZoneSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** How many regions use it, and their codes. */
  regions: z.number().int(),
  region_codes: z.array(z.string()),
  /** How many options (price tables) it has. */
  options: z.number().int(),
});
export type AdminShippingZone = z.infer<typeof adminShippingZoneSchema>;

export const adminZoneInputSchema = z.object({ name: requiredLine(120) });

// --- Options -------------------------------------------------------------------------------

export const adminShippingOptionSchema = z.object({
  id: z.number().int(),
  zone_id: z.number().int(),
  name_pt: z.string(),
  name_en: z.string(),
  price_bands: z.array(adminShippingBandSchema),
  allow_free_shipping: z.boolean(),
  /** Euros; 0 with allow_free_shipping means always free (docs/product/shop.md#prices-and-sales). */
  free_shipping_from: eurosOutSchema,
  enabled: z.boolean(),
  position: z.number().int(),
});
export type AdminShippingOption = z.infer<typeof adminShippingOptionSchema>;

export const adminOptionListQuerySchema = adminListQuerySchema.extend({
  zone_id: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
});

/** POST and PUT /api/admin/shipping-options/: the whole option. */
export const adminOptionInputSchema = z.object({
  zone_id: zoneIdSchema,
  name_pt: requiredLine(120),
  name_en: requiredLine(120),
  price_bands: adminShippingBandsSchema,
  allow_free_shipping: z.boolean().default(false),
  free_shipping_from: eurosInCents.default(0),
  enabled: z.boolean().default(true),
  position: z.number().int().min(0).max(10_000).default(0),
});
export type AdminOptionInput = z.infer<typeof adminOptionInputSchema>;

// --- Preview -------------------------------------------------------------------------------

/** GET /api/admin/shipping/preview/?region=PT-07&bottles=7&subtotal=84.50 */
export const adminShippingPreviewQuerySchema = z.object({
  region: regionCodeSchema,
  bottles: z.coerce
    .number({ error: 'must be a number of bottles' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(1000, 'must be at most 1000'),
  subtotal: eurosInCents,
});

export const adminShippingPreviewSchema = z.object({
  region_code: z.string(),
  country_code: z.string(),
  /** The zone that prices the region; null = not shipped to. */
  zone_id: z.number().int().nullable(),
  zone_name: z.string().nullable(),
  /** Customers see the options only while the region and its country are enabled. */
  region_enabled: z.boolean(),
  country_enabled: z.boolean(),
  results: z.array(
    z.object({
      id: z.number().int(),
      name_pt: z.string(),
      name_en: z.string(),
      /** False when no band holds that many bottles: checkout does not offer the option. */
      carries: z.boolean(),
      /** The band price, euros; null when it does not carry. */
      price: eurosOutSchema.nullable(),
      /** What the customer pays at that subtotal, euros; null when it does not carry. */
      cost: eurosOutSchema.nullable(),
    }),
  ),
});
export type AdminShippingPreview = z.infer<typeof adminShippingPreviewSchema>;
