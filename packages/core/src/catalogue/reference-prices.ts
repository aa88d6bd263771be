import { asc, eq, inArray } from 'drizzle-orm';
import { isSaleValid, lowest30DaysBeforeCurrent, type PricePeriod } from '@mdc/shared';
import { winePriceHistory, type Database } from '@mdc/db';

interface PricedWine {
  id: number;
  priceCents: number;
  salePriceCents: number | null;
}

/**
 * The lowest price of the 30 days before each wine's current sale price (Decreto-Lei
 * 109-G/2021), from the price history the database keeps: what the shop, the checkout and the
 * order lines announce a sale against (docs/decisions/096-reduction-reference-price.md). Wines
 * not on sale, or without an earlier price in that window, are absent.
 */
export async function lowest30Prices(
  db: Database,
  rows: readonly PricedWine[],
): Promise<Map<number, number>> {
  const onSale = rows.filter((row) => isSaleValid(row.priceCents, row.salePriceCents));
  const lowest = new Map<number, number>();
  if (onSale.length === 0) return lowest;
  const history = await db
    .select({
      wineId: winePriceHistory.wineId,
      unitPriceCents: winePriceHistory.unitPriceCents,
      validFrom: winePriceHistory.validFrom,
    })
    .from(winePriceHistory)
    .where(
      inArray(
        winePriceHistory.wineId,
        onSale.map((row) => row.id),
      ),
    );
  for (const row of onSale) {
    const periods = history
      .filter((h) => h.wineId === row.id)
      .map((h) => ({ fromMs: h.validFrom.getTime(), unitPriceCents: h.unitPriceCents }));
    const price = lowest30DaysBeforeCurrent(periods);
    if (price !== null) lowest.set(row.id, price);
  }
  return lowest;
}

/**
 * A wine's bottle prices, oldest first: enough for the admin to work out, with the shared rule,
 * what a sale saved now is measured from. A wine's price changes a few times a year.
 */
export async function priceHistory(
  db: Pick<Database, 'select'>,
  wineId: number,
): Promise<PricePeriod[]> {
  const rows = await db
    .select({
      unitPriceCents: winePriceHistory.unitPriceCents,
      validFrom: winePriceHistory.validFrom,
    })
    .from(winePriceHistory)
    .where(eq(winePriceHistory.wineId, wineId))
    .orderBy(asc(winePriceHistory.validFrom), asc(winePriceHistory.id));
  return rows.map((h) => ({ fromMs: h.validFrom.getTime(), unitPriceCents: h.unitPriceCents }));
}
