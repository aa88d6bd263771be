import type { PageServices } from '@mdc/shared';

/**
 * Whether the shop is open, for a loader: a failed settings read leaves the shop disabled, not
 * the site down (docs/product/shop.md#shop-on-or-off).
 */
export function readShopEnabled(services: PageServices): Promise<boolean> {
  return services.settings.getShopSettings().then(
    (shop) => shop.shop_enabled,
    () => false,
  );
}
