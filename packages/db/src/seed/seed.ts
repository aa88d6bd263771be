import { count } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { estate, shopSettings, wines, wineTranslations } from '../schema.ts';
import { bottleCapacityMl, demoWines, servingTemperature, wineDesignation } from './demo-wines.ts';
import { seedDemoSiteContent } from './demo-content.ts';
import { seedDemoShipping } from './demo-shipping.ts';
import { seedDemoPriceHistory } from './demo-price-history.ts';
import { seedDemoShopBanners } from './demo-shop-banners.ts';
import { demoELabelColumns, demoIngredients } from './demo-e-label.ts';
import { seedDemoDiscountCodes } from './demo-discount-codes.ts';

/** Path of the technical sheet that the server renders from a wine's data. */
export const technicalSheetPath = (lang: 'pt' | 'en', slug: string) =>
  `/media/technical-sheets/${lang}/${slug}.pdf`;

/**
 * Fills an empty database with the demo estate and site content. Idempotent: the estate and wines
 * are seeded only when the estate row is absent, each content area only while it is empty, so it
 * is safe on every start and when several instances start together. True when anything was added.
 */
export async function seedDemoContent(db: Database): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Each part checks for itself what is missing, so a database whose estate was seeded before
    // the site content existed still gets the content.
    const contentSeeded = await seedDemoSiteContent(tx);
    const shippingSeeded = await seedDemoShipping(tx);
    const bannersSeeded = await seedDemoShopBanners(tx);
    const estateSeeded = await seedDemoEstate(tx);
    // Only with a new demo estate: a real shop never gains the demo's public code.
    if (estateSeeded) await seedDemoDiscountCodes(tx);
    // After the wines: the history the trigger started for them gets its demo past.
    const historySeeded = await seedDemoPriceHistory(tx);
    return estateSeeded || contentSeeded || shippingSeeded || bannersSeeded || historySeeded;
  });
}

async function seedDemoEstate(tx: Database): Promise<boolean> {
  const inserted = await tx
    .insert(estate)
    .values({
      name: 'Monte das Cegonhas',
      slug: 'montedascegonhas',
      locality: 'Montemor-o-Novo',
      region: 'Alentejo',
    })
    .onConflictDoNothing()
    .returning({ id: estate.id });
  if (inserted.length === 0) return false;

  await tx.insert(shopSettings).values({ shopEnabled: true }).onConflictDoNothing();

  const [{ value: existingWines } = { value: 0 }] = await tx.select({ value: count() }).from(wines);
  if (existingWines > 0) return true;

  for (const wine of demoWines) {
    const [row] = await tx
      .insert(wines)
      .values({
        slug: wine.slug,
        year: wine.year,
        imageUrl: `/images/wines/${wine.image ?? wine.slug}.svg`,
        showCatalog: wine.showCatalog ?? true,
        showShop: true,
        priceCents: wine.priceCents,
        salePriceCents: wine.salePriceCents,
        stock: wine.stock,
        alcohol: wine.alcohol,
        capacityMl: bottleCapacityMl,
        servingTemp: servingTemperature,
        sortOrder: wine.sortOrder,
        family: wine.family,
        ...demoELabelColumns(wine.slug),
      })
      .returning({ id: wines.id });
    if (!row) throw new Error(`Seeding ${wine.slug} returned no row`);
    await tx.insert(wineTranslations).values(
      (['pt', 'en'] as const).map((lang) => ({
        wineId: row.id,
        lang,
        ...wine.text[lang],
        wineDoc: wineDesignation,
        pdfUrl: technicalSheetPath(lang, wine.slug),
        ingredients: demoIngredients(wine.slug, lang),
      })),
    );
  }
  return true;
}
