import { and, eq, isNull } from 'drizzle-orm';
import { eLabelSchema, knownAllergens, type ELabel, type SiteLang } from '@mdc/shared';
import { wines, wineTranslations, type Database } from '@mdc/db';
import type { SettingsService } from '../settings/index.ts';

/**
 * The public e-label of a wine (decision 071). Every wine that is not archived has one, whether
 * or not the wine list or the shop shows it and whether the shop is open: the QR code on a bottle
 * must keep working. Not cached here: the page is small, and a CDN may keep it for minutes.
 */
export function createELabelService(db: Database, settings: SettingsService) {
  return {
    async get(slug: string, lang: SiteLang): Promise<ELabel | null> {
      const [row] = await db
        .select({
          wine: wines,
          title: wineTranslations.title,
          wineDoc: wineTranslations.wineDoc,
          wineType: wineTranslations.wineType,
          ingredients: wineTranslations.ingredients,
        })
        .from(wines)
        .innerJoin(
          wineTranslations,
          and(eq(wineTranslations.wineId, wines.id), eq(wineTranslations.lang, lang)),
        )
        .where(and(eq(wines.slug, slug), isNull(wines.archivedAt)))
        .limit(1);
      if (!row) return null;
      const { wine } = row;
      const estate = await settings.getEstate();
      // Parsed by the public schema: only what the label may show leaves the service.
      return eLabelSchema.parse({
        lang,
        product_url: wine.slug,
        estate_name: estate.name,
        product_title: row.title,
        wine_doc: row.wineDoc,
        wine_type: row.wineType,
        year: wine.year,
        capacity: wine.capacityMl,
        alcohol: wine.alcohol,
        ingredients: row.ingredients,
        allergens: knownAllergens(wine.allergens),
        nutrition: {
          energy_kj: wine.energyKj,
          energy_kcal: wine.energyKcal,
          fat_g: wine.fatG,
          saturates_g: wine.saturatesG,
          carbohydrate_g: wine.carbohydrateG,
          sugars_g: wine.sugarsG,
          protein_g: wine.proteinG,
          salt_g: wine.saltG,
        },
      });
    },
  };
}

export type ELabelService = ReturnType<typeof createELabelService>;
