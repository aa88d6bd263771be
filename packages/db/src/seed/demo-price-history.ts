import { and, count, eq } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { winePriceHistory, wines } from '../schema.ts';
import { demoWines } from './demo-wines.ts';

const dayMs = 86_400_000;
/** The demo sale started this many days ago, after this many days at the list price. */
export const demoSaleStartedDaysAgo = 10;
export const demoListPriceDaysBeforeSale = 60;

/**
 * Gives the demo sale wine a history that shows a real 30-day lowest price: its list price for
 * 60 days, then the sale price from 10 days ago. Only while the wine still has the demo prices and
 * nothing but the single row the trigger wrote when it was created (or the migration's backfill),
 * so it runs once and never rewrites a history that staff price changes made.
 */
export async function seedDemoPriceHistory(tx: Database, now = new Date()): Promise<boolean> {
  let seeded = false;
  for (const demo of demoWines) {
    if (demo.salePriceCents === null) continue;
    const [wine] = await tx
      .select({ id: wines.id })
      .from(wines)
      .where(
        and(
          eq(wines.slug, demo.slug),
          eq(wines.priceCents, demo.priceCents),
          eq(wines.salePriceCents, demo.salePriceCents),
        ),
      )
      .for('update');
    if (!wine) continue;
    const [{ value: rows } = { value: 0 }] = await tx
      .select({ value: count() })
      .from(winePriceHistory)
      .where(eq(winePriceHistory.wineId, wine.id));
    if (rows > 1) continue;
    const saleFrom = now.getTime() - demoSaleStartedDaysAgo * dayMs;
    await tx.delete(winePriceHistory).where(eq(winePriceHistory.wineId, wine.id));
    await tx.insert(winePriceHistory).values([
      {
        wineId: wine.id,
        priceCents: demo.priceCents,
        salePriceCents: null,
        unitPriceCents: demo.priceCents,
        validFrom: new Date(saleFrom - demoListPriceDaysBeforeSale * dayMs),
      },
      {
        wineId: wine.id,
        priceCents: demo.priceCents,
        salePriceCents: demo.salePriceCents,
        unitPriceCents: demo.salePriceCents,
        validFrom: new Date(saleFrom),
      },
    ]);
    seeded = true;
  }
  return seeded;
}
