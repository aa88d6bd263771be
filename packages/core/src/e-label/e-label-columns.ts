import { siteLanguages, type AdminELabel, type ELabelInput, type SiteLang } from '@mdc/shared';
import type { wines, wineTranslations } from '@mdc/db';

type WineRow = typeof wines.$inferSelect;
type TextsRow = typeof wineTranslations.$inferSelect;

/**
 * The e-label's side of a wine's admin record (decision 071): wine-admin.ts reads and writes
 * these columns with the rest of the wine, in the same transaction and audit entry.
 */
export function eLabelOf(row: WineRow, texts: readonly TextsRow[]): AdminELabel {
  const ingredients = (lang: SiteLang) => texts.find((one) => one.lang === lang)?.ingredients ?? '';
  return {
    ingredients: { pt: ingredients('pt'), en: ingredients('en') },
    allergens: row.allergens,
    energy_kj: row.energyKj,
    energy_kcal: row.energyKcal,
    fat_g: row.fatG,
    saturates_g: row.saturatesG,
    carbohydrate_g: row.carbohydrateG,
    sugars_g: row.sugarsG,
    protein_g: row.proteinG,
    salt_g: row.saltG,
  };
}

/** The wines columns of an e-label; nothing when the save did not send one. */
export function eLabelColumns(eLabel: ELabelInput | undefined) {
  if (!eLabel) return {};
  return {
    allergens: eLabel.allergens,
    energyKj: eLabel.energy_kj,
    energyKcal: eLabel.energy_kcal,
    fatG: eLabel.fat_g,
    saturatesG: eLabel.saturates_g,
    carbohydrateG: eLabel.carbohydrate_g,
    sugarsG: eLabel.sugars_g,
    proteinG: eLabel.protein_g,
    saltG: eLabel.salt_g,
  };
}

/** The wine_translations column of an e-label in one language; nothing when none was sent. */
export function eLabelTextColumns(eLabel: ELabelInput | undefined, lang: SiteLang) {
  return eLabel ? { ingredients: eLabel.ingredients[lang] } : {};
}

/** The e-label as flat audit fields: `e_label.energy_kj`, `e_label.ingredients.pt`, … */
export function flatELabel(eLabel: AdminELabel): Record<string, unknown> {
  const { ingredients, ...figures } = eLabel;
  const flat: Record<string, unknown> = {};
  for (const lang of siteLanguages) flat[`e_label.ingredients.${lang}`] = ingredients[lang];
  for (const [field, value] of Object.entries(figures)) flat[`e_label.${field}`] = value;
  return flat;
}
