import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import {
  centsToEuros,
  type ShippingCountry,
  type ShippingDetails,
  type ShippingOptionResult,
  type ShippingRegion,
  type SiteLang,
} from '@mdc/shared';
import {
  shippingCountries,
  shippingDetails,
  shippingOptions,
  shippingRegions,
  type Database,
} from '@mdc/db';
import { createReadCache } from '../support/index.ts';
import { compareNames, isoCountries, isoCountry } from './country-names.ts';
import { priceShippingOption } from './shipping-quote.ts';

export interface ShippingServiceOptions {
  /** How long read results stay in memory (default 60 s; 0 turns the cache off). */
  cacheTtlMs?: number;
}

export interface ShippingCalculation {
  country: string;
  region: string;
  bottles: number;
  /** With it each result also carries `cost`. */
  subtotalCents?: number | undefined;
  lang: SiteLang;
}

export interface ShippingQuoteRequest {
  country: string;
  region: string;
  optionId: number;
  bottles: number;
  subtotalCents: number;
}

/** What checkout charges for shipping, read from the database at the moment of the order. */
export interface ShippingQuote {
  optionId: number;
  name: { pt: string; en: string };
  priceCents: number;
  costCents: number;
  allowFreeShipping: boolean;
  freeShippingFromCents: number;
}

interface RegionRecord {
  code: string;
  countryCode: string;
  namePt: string;
  nameEn: string;
  shippable: boolean;
}

function toApiRegion(region: RegionRecord, lang: SiteLang): ShippingRegion {
  return {
    code: region.code,
    name: lang === 'pt' ? region.namePt : region.nameEn,
    name_pt: region.namePt,
    name_en: region.nameEn,
    countryCode: region.countryCode,
  };
}

/** Every ISO country with the regions that pass `include`, names in `lang`, sorted by name. */
function countriesOf(
  records: readonly RegionRecord[],
  lang: SiteLang,
  include: (region: RegionRecord) => boolean,
): ShippingCountry[] {
  const byCountry = new Map<string, ShippingRegion[]>();
  for (const region of records) {
    if (!include(region)) continue;
    const list = byCountry.get(region.countryCode) ?? [];
    list.push(toApiRegion(region, lang));
    byCountry.set(region.countryCode, list);
  }
  return isoCountries
    .map((country) => ({
      ...country,
      name: lang === 'pt' ? country.name_pt : country.name_en,
      regions: (byCountry.get(country.code) ?? []).sort(compareNames(lang)),
    }))
    .sort(compareNames(lang))
    .map(({ code, name, name_pt, name_en, regions }) => ({
      code,
      name,
      name_pt,
      name_en,
      regions,
    }));
}

/**
 * A country we hold no regions for still needs one for an address (the checkout requires a
 * region, docs/product/shop.md#checkout): the whole country, `XX-ALL`, named like the country. It is never
 * shippable; staff who start shipping there add real regions (or this same code) with a zone.
 */
function withWholeCountryRegion(country: ShippingCountry): ShippingCountry {
  if (country.regions.length > 0) return country;
  const { code, name, name_pt, name_en } = country;
  return {
    ...country,
    regions: [{ code: `${code}-ALL`, name, name_pt, name_en, countryCode: code }],
  };
}

// A region is shippable when it and its country are enabled and its zone has an enabled option
// (docs/decisions/107-shipping-zones.md).
const shippable = sql<boolean>`(${shippingRegions.enabled} and ${shippingCountries.enabled} and exists (
  select 1 from ${shippingOptions}
  where ${shippingOptions.zoneId} = ${shippingRegions.zoneId} and ${shippingOptions.enabled}
))`;

function regionRecordsOf(db: Database): Promise<RegionRecord[]> {
  return db
    .select({
      code: shippingRegions.code,
      countryCode: shippingRegions.countryCode,
      namePt: shippingRegions.namePt,
      nameEn: shippingRegions.nameEn,
      shippable,
    })
    .from(shippingRegions)
    .innerJoin(shippingCountries, eq(shippingCountries.code, shippingRegions.countryCode));
}

/**
 * The enabled options of the zone of a shippable region, in staff order; `regionCode` is the
 * region asked for, which the per-region API answers keep (decision 107).
 */
function shippableOptions(db: Database, country: string, region: string, extra?: SQL) {
  return db
    .select({
      id: shippingOptions.id,
      regionCode: shippingRegions.code,
      namePt: shippingOptions.namePt,
      nameEn: shippingOptions.nameEn,
      priceBands: shippingOptions.priceBands,
      allowFreeShipping: shippingOptions.allowFreeShipping,
      freeShippingFromCents: shippingOptions.freeShippingFromCents,
    })
    .from(shippingOptions)
    .innerJoin(shippingRegions, eq(shippingRegions.zoneId, shippingOptions.zoneId))
    .innerJoin(shippingCountries, eq(shippingCountries.code, shippingRegions.countryCode))
    .where(
      and(
        eq(shippingRegions.code, region),
        eq(shippingRegions.countryCode, country),
        eq(shippingOptions.enabled, true),
        eq(shippingRegions.enabled, true),
        eq(shippingCountries.enabled, true),
        extra,
      ),
    )
    .orderBy(asc(shippingOptions.position), asc(shippingOptions.id));
}

type OptionRow = Awaited<ReturnType<typeof shippableOptions>>[number];

/** docs/product/api.md#shipping-api calculate: one option priced for a cart, or null when it cannot carry it. */
function optionResult(row: OptionRow, request: ShippingCalculation): ShippingOptionResult | null {
  const { bottles, subtotalCents, lang } = request;
  const price = priceShippingOption(row, bottles, subtotalCents ?? 0);
  if (!price) return null;
  const freeShippingFrom = centsToEuros(row.freeShippingFromCents);
  return {
    id: row.id,
    option: {
      id: row.id,
      region_code: row.regionCode,
      allow_free_shipping: row.allowFreeShipping,
      free_shipping_from: freeShippingFrom,
    },
    name: lang === 'pt' ? row.namePt : row.nameEn,
    price: centsToEuros(price.priceCents),
    allow_free_shipping: row.allowFreeShipping,
    free_shipping_from: freeShippingFrom,
    ...(subtotalCents === undefined ? {} : { cost: centsToEuros(price.costCents) }),
  };
}

/**
 * Shipping (docs/product/shop.md#shipping, docs/product/api.md#shipping-api, docs/product/shop.md#prices-and-sales): countries from ISO data, the estate's regions, their zones and the
 * zones' options from the database. Lists and calculations are cached (they feed every checkout
 * page view and change only when staff edit them); `quote` never is, because checkout charges
 * what it answers.
 */
export function createShippingService(db: Database, options: ShippingServiceOptions = {}) {
  const cache = createReadCache(options.cacheTtlMs ?? 60_000);
  const regionRecords = () => cache.get('regions', () => regionRecordsOf(db));
  const countries = async (lang: SiteLang, include: (region: RegionRecord) => boolean) =>
    countriesOf(await regionRecords(), lang, include);

  function shippableCountries(lang: SiteLang): Promise<ShippingCountry[]> {
    return cache.get(`shipping:${lang}`, async () =>
      (await countries(lang, (region) => region.shippable)).filter((c) => c.regions.length > 0),
    );
  }

  return {
    invalidate: () => cache.clear(),

    /** Every country, with every region we hold (billing addresses may be anywhere). */
    allCountriesRegions(lang: SiteLang): Promise<ShippingCountry[]> {
      return cache.get(`all:${lang}`, async () =>
        (await countries(lang, () => true)).map(withWholeCountryRegion),
      );
    },

    /** Only countries with a shippable region, each with its shippable regions. */
    shippingCountries: shippableCountries,

    /** A country's shippable regions; null when the code is not an ISO country. */
    async shippingRegions(country: string, lang: SiteLang): Promise<ShippingRegion[] | null> {
      if (!isoCountry(country)) return null;
      const list = await shippableCountries(lang);
      return list.find((c) => c.code === country)?.regions ?? [];
    },

    /** docs/product/api.md#shipping-api calculate: the options of the region's zone, priced. */
    async calculate(request: ShippingCalculation): Promise<ShippingOptionResult[]> {
      const { country, region } = request;
      const rows = await cache.get(`options:${country}:${region}`, () =>
        shippableOptions(db, country, region),
      );
      return rows.flatMap((row) => optionResult(row, request) ?? []);
    },

    /**
     * The shipping checkout charges, read from the database now (never the cache, never the
     * browser's figure). Null when the option is not one of the region's zone's.
     */
    async quote(request: ShippingQuoteRequest): Promise<ShippingQuote | null> {
      const [row] = await shippableOptions(
        db,
        request.country,
        request.region,
        eq(shippingOptions.id, request.optionId),
      );
      if (!row) return null;
      const price = priceShippingOption(row, request.bottles, request.subtotalCents);
      if (!price) return null;
      return {
        optionId: row.id,
        name: { pt: row.namePt, en: row.nameEn },
        priceCents: price.priceCents,
        costCents: price.costCents,
        allowFreeShipping: row.allowFreeShipping,
        freeShippingFromCents: row.freeShippingFromCents,
      };
    },

    /** docs/product/api.md#shipping-api: a list whose first item the product page shows; Portuguese as fallback. */
    details(lang: SiteLang): Promise<ShippingDetails> {
      return cache.get(`details:${lang}`, async () => {
        const rows = await db
          .select({
            lang: shippingDetails.lang,
            title: shippingDetails.title,
            description: shippingDetails.description,
          })
          .from(shippingDetails);
        const row = rows.find((r) => r.lang === lang) ?? rows.find((r) => r.lang === 'pt');
        return row ? [{ title: row.title, description: row.description }] : [];
      });
    },
  };
}

export type ShippingService = ReturnType<typeof createShippingService>;
