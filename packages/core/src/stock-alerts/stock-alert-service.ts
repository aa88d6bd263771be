import { count, eq } from 'drizzle-orm';
import { stockAlerts, wines } from '@mdc/db';
import {
  vintageToPointTo,
  type SiteLang,
  type StockAlertCounts,
  type VintagePointer,
} from '@mdc/shared';
import type { CaptchaVerifier } from '../captcha/index.ts';
import type { DbTransaction, MailingDeps } from '../mail/index.ts';
import { createReadCache } from '../support/index.ts';
import { createStockAlertHooks } from './stock-alert-notify.ts';
import { createStockAlertRequests } from './stock-alert-requests.ts';
import { candidate, candidateColumns, findWine, titlesOf } from './stock-alert-wines.ts';

export {
  confirmationResendMs,
  type StockAlertLinkResult,
  type StockAlertRefusal,
  type StockAlertRequestResult,
} from './stock-alert-requests.ts';
export type { WineAvailability } from './stock-alert-wines.ts';

export interface StockAlertServiceDeps extends MailingDeps {
  captcha: CaptchaVerifier;
  /**
   * The name e-mails sign with when the estate has none (MAIL_FROM's display name): the staff
   * hook reads the estate's name inside the staff change's transaction (PGlite has one
   * connection, which that transaction holds).
   */
  senderName: string;
}

/**
 * What the checkout and the staff's order screens call when bottles go back to stock, inside the
 * transaction that returned them (the stock-alert service's `stockReturned`).
 */
export type StockReturnedHook = (tx: DbTransaction, wineIds: readonly number[]) => Promise<void>;

/**
 * "Tell me when it is back" (decision 072): visitors ask to be told when a sold-out wine returns,
 * with double opt-in (stock-alert-requests.ts); staff restocking it, or publishing its next
 * vintage, e-mails every confirmed address once, in the transaction of the staff change
 * (stock-alert-notify.ts). Here: the pages' and staff screens' reads.
 */
export function createStockAlertService(deps: StockAlertServiceDeps) {
  const { db } = deps;
  const pointers = createReadCache(5_000);

  return {
    /** Staff changes clear the cached pointers, so sold-out pages point to the right vintage. */
    invalidate: () => pointers.clear(),

    ...createStockAlertRequests(deps),
    ...createStockAlertHooks(deps),

    /**
     * The vintage a sold-out wine's page points to: its family's current vintage, when that is
     * another wine (null otherwise). Cached for a few seconds, like the catalogue.
     */
    vintagePointer(query: { slug: string; lang: SiteLang }): Promise<VintagePointer | null> {
      return pointers.get(`${query.lang}:${query.slug}`, async () => {
        const wine = await findWine(db, eq(wines.slug, query.slug));
        if (!wine?.family) return null;
        const family = await db
          .select(candidateColumns)
          .from(wines)
          .where(eq(wines.family, wine.family));
        const target = vintageToPointTo(candidate(wine), family.map(candidate));
        if (!target || target.year === null) return null;
        const title = await titlesOf(db, [target.id]);
        return {
          product_url: target.slug,
          year: target.year,
          product_title: title(target.id, query.lang),
          show_catalog: target.showCatalog,
        };
      });
    },

    /** How many addresses wait for a wine, have yet to confirm, and were told (staff screens). */
    async counts(wineId: number): Promise<StockAlertCounts> {
      const rows = await db
        .select({ status: stockAlerts.status, n: count() })
        .from(stockAlerts)
        .where(eq(stockAlerts.wineId, wineId))
        .groupBy(stockAlerts.status);
      const of = (status: string) => rows.find((row) => row.status === status)?.n ?? 0;
      return { waiting: of('confirmed'), pending: of('pending'), notified: of('notified') };
    },
  };
}

export type StockAlertService = ReturnType<typeof createStockAlertService>;
