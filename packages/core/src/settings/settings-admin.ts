import { eq } from 'drizzle-orm';
import {
  siteDocumentKeys,
  type ShopSettingsAdmin,
  type ShopSettingsUpdate,
  type SiteLang,
} from '@mdc/shared';
import { shippingDetails, shopSettings, siteDocuments, type Database } from '@mdc/db';
import { changedFields, recordAudit, type Actor } from '../audit/index.ts';
import { loadRichText } from '../html/index.ts';

type Reader = Pick<Database, 'select'>;

const languages: SiteLang[] = ['pt', 'en'];

/** The banners as stored, or none when the document is absent or not a list. */
function storedBanners(value: unknown): ShopSettingsAdmin['banners'] {
  if (!Array.isArray(value)) return [];
  const text = (v: unknown) => ({
    pt: String((v as { pt?: unknown } | undefined)?.pt ?? ''),
    en: String((v as { en?: unknown } | undefined)?.en ?? ''),
  });
  return value.map((banner: Record<string, unknown>) => ({
    image_url: String(banner.image_url ?? ''),
    alt: text(banner.alt),
    title: text(banner.title),
    text: text(banner.text),
    link: typeof banner.link === 'string' && banner.link ? banner.link : null,
  }));
}

async function readShopSettings(db: Reader): Promise<ShopSettingsAdmin> {
  // One query after another: inside a transaction they share one connection.
  const [shop] = await db
    .select({ enabled: shopSettings.shopEnabled })
    .from(shopSettings)
    .where(eq(shopSettings.id, 1));
  const details = await db.select().from(shippingDetails);
  const [banners] = await db
    .select({ value: siteDocuments.value })
    .from(siteDocuments)
    .where(eq(siteDocuments.key, siteDocumentKeys.shopBanners));
  const detail = (lang: SiteLang) => {
    const row = details.find((d) => d.lang === lang);
    return { title: row?.title ?? '', description: row?.description ?? '' };
  };
  return {
    id: 'shop',
    // docs/product/shop.md#shop-on-or-off: without a settings row the shop is closed.
    shop_enabled: shop?.enabled ?? false,
    shipping_details: { pt: detail('pt'), en: detail('en') },
    banners: storedBanners(banners?.value),
  };
}

/**
 * Staff side of the shop settings (issue 6): the open/closed switch, the product page's shipping
 * text and the shop home's banners, saved as one form. `onSaved` clears the read caches so the
 * site (and checkout's "is the shop open?") follows at once.
 */
export function createSettingsAdminService(db: Database, onSaved: () => void) {
  return {
    getShop: () => readShopSettings(db),

    async updateShop(actor: Actor, input: ShopSettingsUpdate): Promise<ShopSettingsAdmin> {
      const { sanitizeRichText } = await loadRichText();
      const after = await db.transaction(async (tx) => {
        const before = await readShopSettings(tx);
        const now = new Date();
        await tx
          .insert(shopSettings)
          .values({ id: 1, shopEnabled: input.shop_enabled })
          .onConflictDoUpdate({
            target: shopSettings.id,
            set: { shopEnabled: input.shop_enabled, updatedAt: now },
          });
        for (const lang of languages) {
          const text = {
            title: input.shipping_details[lang].title,
            description: sanitizeRichText(input.shipping_details[lang].description),
          };
          await tx
            .insert(shippingDetails)
            .values({ lang, ...text })
            .onConflictDoUpdate({ target: shippingDetails.lang, set: { ...text, updatedAt: now } });
        }
        // Stored without empty links, in the shape shopBannersSchema reads back.
        const banners = input.banners.map(({ link, ...banner }) => ({
          ...banner,
          ...(link && { link }),
        }));
        await tx
          .insert(siteDocuments)
          .values({ key: siteDocumentKeys.shopBanners, value: banners })
          .onConflictDoUpdate({
            target: siteDocuments.key,
            set: { value: banners, updatedAt: now },
          });
        const saved = await readShopSettings(tx);
        const changes = changedFields(before, saved);
        if (Object.keys(changes).length > 0) {
          await recordAudit(tx, actor, {
            entity: 'settings',
            entityId: 'shop',
            action: 'update',
            changes,
          });
        }
        return saved;
      });
      onSaved();
      return after;
    },
  };
}

export type SettingsAdminService = ReturnType<typeof createSettingsAdminService>;
