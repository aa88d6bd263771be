import { eq } from 'drizzle-orm';
import {
  shopBannersSchema,
  siteDocumentKeys,
  type EstateIdentity,
  type ShopBanner,
  type ShopSettings,
} from '@mdc/shared';
import { estate, shopSettings, siteDocuments, type Database } from '@mdc/db';
import { createReadCache } from '../support/index.ts';

export type { EstateIdentity };

const fallbackEstate: EstateIdentity = { name: '', slug: '', locality: '', region: '' };

/**
 * Settings are read on every page render and change rarely: reads are cached for a few seconds,
 * and `invalidate()` (called by staff saves) makes a change visible on this instance at once.
 */
export function createSettingsService(db: Database, { cacheTtlMs = 5_000 } = {}) {
  const cache = createReadCache(cacheTtlMs);
  return {
    invalidate: () => cache.clear(),

    /** docs/product/shop.md#shop-on-or-off: without a settings row the shop stays disabled. */
    getShopSettings(): Promise<ShopSettings> {
      return cache.get('shop', async () => {
        const [row] = await db
          .select({ shopEnabled: shopSettings.shopEnabled })
          .from(shopSettings)
          .where(eq(shopSettings.id, 1));
        return { shop_enabled: row?.shopEnabled ?? false };
      });
    },

    /**
     * The shop home's banners (site document `shop_banners`), or an empty list when the document
     * is absent or broken: the shop page then shows no carousel rather than failing.
     */
    getShopBanners(): Promise<ShopBanner[]> {
      return cache.get('banners', async () => {
        const [row] = await db
          .select({ value: siteDocuments.value })
          .from(siteDocuments)
          .where(eq(siteDocuments.key, siteDocumentKeys.shopBanners));
        const parsed = shopBannersSchema.safeParse(row?.value);
        return parsed.success ? parsed.data : [];
      });
    },

    getEstate(): Promise<EstateIdentity> {
      return cache.get('estate', async () => {
        const [row] = await db
          .select({
            name: estate.name,
            slug: estate.slug,
            locality: estate.locality,
            region: estate.region,
          })
          .from(estate)
          .where(eq(estate.id, 1));
        return row ?? fallbackEstate;
      });
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
