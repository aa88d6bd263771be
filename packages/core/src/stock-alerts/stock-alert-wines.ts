import { createHash, randomBytes } from 'node:crypto';
import { inArray, type SQL } from 'drizzle-orm';
import { estate, wines, wineTranslations } from '@mdc/db';
import type { SiteLang, VintageCandidate } from '@mdc/shared';
import type { DbExecutor } from '../mail/index.ts';

/*
 * What the stock-alert service's parts share (decision 072): the alerts' link tokens and the wines
 * as the alerts see them.
 */

/**
 * A wine as the staff screens hold it before and after a change (AdminWine has these fields):
 * what the hook needs to see whether it became available.
 */
export interface WineAvailability {
  id: number;
  year: number | null;
  family: string | null;
  show_shop: boolean;
  archived_at: string | null;
  bottles_quantity: number;
}

/** 256 random bits, URL-safe: 43 characters. */
export const tokenPattern = /^[A-Za-z0-9_-]{43}$/;
export const newToken = () => randomBytes(32).toString('base64url');
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export const candidateColumns = {
  id: wines.id,
  slug: wines.slug,
  year: wines.year,
  family: wines.family,
  showShop: wines.showShop,
  showCatalog: wines.showCatalog,
  archivedAt: wines.archivedAt,
  stock: wines.stock,
};
export type WineRow = {
  id: number;
  slug: string;
  year: number | null;
  family: string | null;
  showShop: boolean;
  showCatalog: boolean;
  archivedAt: Date | null;
  stock: number;
};

export function candidate(row: WineRow): VintageCandidate & WineRow {
  return { ...row, inShop: row.showShop, archived: row.archivedAt !== null };
}

export function availabilityCandidate(wine: WineAvailability): VintageCandidate {
  return {
    id: wine.id,
    year: wine.year,
    inShop: wine.show_shop,
    archived: wine.archived_at !== null,
    stock: wine.bottles_quantity,
  };
}

/** The wine a query finds, with what its availability depends on. */
export async function findWine(executor: DbExecutor, where: SQL) {
  const [row] = await executor.select(candidateColumns).from(wines).where(where).limit(1);
  return row;
}

/** The wines' titles, read once: a lookup by wine and language (empty when untranslated). */
export async function titlesOf(executor: DbExecutor, ids: number[]) {
  const rows = await executor
    .select({
      wineId: wineTranslations.wineId,
      lang: wineTranslations.lang,
      title: wineTranslations.title,
    })
    .from(wineTranslations)
    .where(inArray(wineTranslations.wineId, ids));
  return (id: number, lang: SiteLang) =>
    rows.find((row) => row.wineId === id && row.lang === lang)?.title ?? '';
}

/**
 * The estate's name, read in the caller's transaction rather than through the settings cache
 * (the transaction holds PGlite's one connection); `fallback` when the estate has none.
 */
export async function estateNameIn(executor: DbExecutor, fallback: string): Promise<string> {
  const [named] = await executor.select({ name: estate.name }).from(estate).limit(1);
  return named?.name || fallback;
}
