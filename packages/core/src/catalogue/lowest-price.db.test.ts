import {
  openTestDatabase,
  seedDemoContent,
  testDatabaseKinds,
  winePriceHistory,
  wines,
  type DatabaseHandle,
} from '@mdc/db';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCatalogueService } from './catalogue-service.ts';

const dayMs = 86_400_000;

describe.each(testDatabaseKinds)('price history and the 30-day lowest price on %s', (kind) => {
  let handle: DatabaseHandle;
  const db = () => handle.db;
  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    await seedDemoContent(handle.db);
  });
  afterAll(async () => handle?.close());

  const wineId = async (slug: string) =>
    (await db().select({ id: wines.id }).from(wines).where(eq(wines.slug, slug)))[0]!.id;
  const historyOf = async (id: number) =>
    db()
      .select()
      .from(winePriceHistory)
      .where(eq(winePriceHistory.wineId, id))
      .orderBy(asc(winePriceHistory.validFrom), asc(winePriceHistory.id));
  const shop = () => createCatalogueService(db(), { cacheTtlMs: 0 });
  const lowest = async (slug: string) =>
    (await shop().getWine({ lang: 'en', channel: 'shop', slug }))?.lowest_price_30_days;

  it('seeds the demo sale with 60 days at the list price before a sale of 10 days, once', async () => {
    const history = await historyOf(await wineId('bosque-destinto'));
    expect(history.map((h) => h.unitPriceCents)).toEqual([1650, 1390]);
    const saleAgeDays = (Date.now() - history[1]!.validFrom.getTime()) / dayMs;
    expect(Math.round(saleAgeDays)).toBe(10);
    expect(await seedDemoContent(db())).toBe(false);
    expect(await historyOf(await wineId('bosque-destinto'))).toHaveLength(2);
    expect(await lowest('bosque-destinto')).toBe('16.50');
    expect(await lowest('exmo')).toBeNull();
  });

  it('keeps the history by trigger on price changes only, never on stock moves', async () => {
    const id = await wineId('exmo');
    expect(await historyOf(id)).toHaveLength(1);
    await db().update(wines).set({ stock: 47 }).where(eq(wines.id, id));
    await db().update(wines).set({ priceCents: 2400 }).where(eq(wines.id, id));
    expect(await historyOf(id)).toHaveLength(1);
    // A sale starts now: the only earlier price is the one just before it.
    await db().update(wines).set({ salePriceCents: 1990 }).where(eq(wines.id, id));
    const history = await historyOf(id);
    expect(history.at(-1)).toMatchObject({
      priceCents: 2400,
      salePriceCents: 1990,
      unitPriceCents: 1990,
    });
    expect(await lowest('exmo')).toBe('24.00');
  });

  it('shows the list price when there is no earlier price in the window', async () => {
    const id = await wineId('avo-zeca');
    await db().delete(winePriceHistory).where(eq(winePriceHistory.wineId, id));
    const [wine] = await db().select().from(wines).where(eq(wines.id, id));
    await db()
      .update(wines)
      .set({ salePriceCents: wine!.priceCents - 100 })
      .where(eq(wines.id, id));
    expect(await historyOf(id)).toHaveLength(1);
    expect(await lowest('avo-zeca')).toBe((wine!.priceCents / 100).toFixed(2));
  });

  it('counts a sale from when the bottle price changed, not from a later list-price edit', async () => {
    const id = await wineId('bosque-destinto');
    await db().update(wines).set({ priceCents: 1700 }).where(eq(wines.id, id));
    // Still on sale at 13.90 since 10 days ago; the 30 days before that were at 16.50.
    expect(await lowest('bosque-destinto')).toBe('16.50');
  });
});
