import { and, asc, eq, isNull } from 'drizzle-orm';
import {
  centsToEuros,
  isSaleValid,
  technicalSheetPath,
  type CatalogueQuery,
  type SiteLang,
  type Wine,
} from '@mdc/shared';
import { wines, wineTranslations, type Database } from '@mdc/db';
import { createReadCache } from '../support/index.ts';
import { lowest30Prices } from './reference-prices.ts';

export type { CatalogueQuery };

const columns = {
  id: wines.id,
  slug: wines.slug,
  year: wines.year,
  imageUrl: wines.imageUrl,
  showCatalog: wines.showCatalog,
  showShop: wines.showShop,
  priceCents: wines.priceCents,
  salePriceCents: wines.salePriceCents,
  stock: wines.stock,
  alcohol: wines.alcohol,
  capacityMl: wines.capacityMl,
  servingTemp: wines.servingTemp,
  title: wineTranslations.title,
  subtitle1: wineTranslations.subtitle1,
  subtitle2: wineTranslations.subtitle2,
  wineDoc: wineTranslations.wineDoc,
  mainDesc: wineTranslations.mainDesc,
  wineType: wineTranslations.wineType,
  grapes: wineTranslations.grapes,
  soilsType: wineTranslations.soilsType,
  pdfUrl: wineTranslations.pdfUrl,
};

type WineRow = {
  [K in keyof typeof columns]: (typeof columns)[K]['_']['data'] | null;
} & { id: number; slug: string; priceCents: number; stock: number };

function toApiWine(row: WineRow, lowestPrior: Map<number, number>, lang: SiteLang): Wine {
  return {
    id: row.id,
    product_title: row.title ?? '',
    product_subtitle_1: row.subtitle1 ?? '',
    product_subtitle_2: row.subtitle2 ?? '',
    product_url: row.slug,
    image_url: row.imageUrl ?? null,
    year: row.year ?? null,
    show_catalog: row.showCatalog ?? false,
    show_shop: row.showShop ?? false,
    wine_doc: row.wineDoc ?? '',
    main_desc: row.mainDesc ?? '',
    wine_type: row.wineType ?? '',
    grapes: row.grapes ?? '',
    soils_type: row.soilsType ?? '',
    alcohol: row.alcohol ?? null,
    serving_temp: row.servingTemp ?? '',
    capacity: row.capacityMl ?? null,
    // A staff upload when there is one, else the sheet rendered from the data (decision 004).
    product_pdf: row.pdfUrl ?? technicalSheetPath(lang, row.slug),
    price: centsToEuros(row.priceCents),
    new_price: row.salePriceCents == null ? null : centsToEuros(row.salePriceCents),
    bottles_quantity: row.stock,
    lowest_price_30_days: isSaleValid(row.priceCents, row.salePriceCents ?? null)
      ? centsToEuros(lowestPrior.get(row.id) ?? row.priceCents)
      : null,
  };
}

/**
 * Catalogue reads are cached for a few seconds: every wine page and the API list read them, and
 * they change only when staff edit a wine (`invalidate()`) or stock moves. Checkout never trusts
 * these figures; it reads stock and prices inside its own transaction.
 */
export function createCatalogueService(db: Database, { cacheTtlMs = 5_000 } = {}) {
  const cache = createReadCache(cacheTtlMs);
  function visible({ lang, channel }: CatalogueQuery) {
    return and(
      eq(wineTranslations.lang, lang),
      isNull(wines.archivedAt),
      channel === 'shop' ? eq(wines.showShop, true) : eq(wines.showCatalog, true),
    );
  }

  const base = () =>
    db
      .select(columns)
      .from(wines)
      .innerJoin(wineTranslations, eq(wineTranslations.wineId, wines.id));

  return {
    invalidate: () => cache.clear(),

    // The cached arrays are frozen: callers copy before sorting.
    listWines(query: CatalogueQuery): Promise<Wine[]> {
      return cache.get(`list:${query.lang}:${query.channel}`, async () => {
        const rows = await base()
          .where(visible(query))
          .orderBy(asc(wines.sortOrder), asc(wines.id));
        const lowest = await lowest30Prices(db, rows);
        return rows.map((row) => toApiWine(row, lowest, query.lang));
      });
    },

    getWine(query: CatalogueQuery & { slug: string }): Promise<Wine | null> {
      return cache.get(`wine:${query.lang}:${query.channel}:${query.slug}`, async () => {
        const [row] = await base()
          .where(and(visible(query), eq(wines.slug, query.slug)))
          .limit(1);
        return row ? toApiWine(row, await lowest30Prices(db, [row]), query.lang) : null;
      });
    },
  };
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;
