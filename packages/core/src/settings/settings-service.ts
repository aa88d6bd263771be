import { eq } from 'drizzle-orm';
import type { ShopSettings } from '@mdc/shared';
import { estate, shopSettings, type Database } from '@mdc/db';

export interface EstateIdentity {
  name: string;
  slug: string;
  locality: string;
  region: string;
}

const fallbackEstate: EstateIdentity = { name: '', slug: '', locality: '', region: '' };

export function createSettingsService(db: Database) {
  return {
    /** Spec 000 §4: without a settings row the shop stays disabled. */
    async getShopSettings(): Promise<ShopSettings> {
      const [row] = await db
        .select({ shopEnabled: shopSettings.shopEnabled })
        .from(shopSettings)
        .where(eq(shopSettings.id, 1));
      return { shop_enabled: row?.shopEnabled ?? false };
    },

    async getEstate(): Promise<EstateIdentity> {
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
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
