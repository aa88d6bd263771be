import { eLabelUrl, type SiteLang } from '@mdc/shared';
import type { SettingsService } from '../settings/index.ts';
import type { CatalogueService } from './catalogue-service.ts';

/** Renders a wine's technical sheet from its current data, so the PDF never disagrees with it. */
export function createTechnicalSheetService(
  catalogue: CatalogueService,
  settings: SettingsService,
  /** The site's public origin: the sheet's QR code points to the wine's e-label there. */
  publicUrl: string,
) {
  return {
    async render(slug: string, lang: SiteLang): Promise<Uint8Array | null> {
      // Every wine page links its sheet: the wine list's and the shop's, so a shop-only wine has
      // one too (docs/decisions/004-technical-sheets-rendered-from-data.md).
      const wine =
        (await catalogue.getWine({ slug, lang, channel: 'catalogue' })) ??
        (await catalogue.getWine({ slug, lang, channel: 'shop' }));
      if (!wine) return null;
      const estate = await settings.getEstate();
      // pdf-lib is loaded on the first sheet asked for, not at start-up.
      const { renderTechnicalSheet } = await import('./technical-sheet.ts');
      return renderTechnicalSheet({
        lang,
        estateName: estate.name,
        estateLine: [estate.locality, estate.region, 'Portugal'].filter(Boolean).join(' · '),
        product_title: wine.product_title,
        product_subtitle_1: wine.product_subtitle_1,
        product_subtitle_2: wine.product_subtitle_2,
        year: wine.year ?? 0,
        wine_doc: wine.wine_doc,
        main_desc: wine.main_desc,
        wine_type: wine.wine_type,
        grapes: wine.grapes,
        soils_type: wine.soils_type,
        alcohol: wine.alcohol ?? 0,
        serving_temp: wine.serving_temp,
        capacity: wine.capacity ?? 0,
        e_label_url: eLabelUrl(publicUrl, wine.product_url, lang),
      });
    },
  };
}
