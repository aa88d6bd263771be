import type { CartItem } from '@mdc/shared';

/**
 * The cart as earlier versions of the site stored it (docs/product/shop.md#shop-data "Cart item"):
 * the lines under the `cart` key of localStorage, read once to move them into the cart cookie
 * (docs/decisions/129-cart-in-a-cookie.md). Apart from the cart's rules (cart-state.ts), so the
 * provider every page has (cart-store.tsx) carries no price code (docs/decisions/112-fast-public-pages.md).
 */
export const cartStorageKey = 'cart';

/** The stored cart, keeping only well-formed lines (the key may hold anything). */
export function parseStoredCart(text: string | null): CartItem[] {
  if (!text) return [];
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const seen = new Set<number>();
  return value.flatMap((entry: unknown) => {
    if (!isCartItem(entry) || seen.has(entry.id)) return [];
    seen.add(entry.id);
    return [entry];
  });
}

const isEuros = (value: unknown): value is string =>
  typeof value === 'string' && /^\d+\.\d{2}$/.test(value);
const isCount = (value: unknown, min: number): value is number =>
  Number.isInteger(value) && (value as number) >= min;

function isCartItem(value: unknown): value is CartItem {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<keyof CartItem, unknown>;
  return (
    isCount(item.id, 1) &&
    typeof item.product_title === 'string' &&
    typeof item.product_url === 'string' &&
    (item.image_url === null || typeof item.image_url === 'string') &&
    isEuros(item.price) &&
    isEuros(item.original_price) &&
    (item.new_price === null || isEuros(item.new_price)) &&
    (item.lowest_price_30_days == null || isEuros(item.lowest_price_30_days)) &&
    isCount(item.bottles_quantity, 0) &&
    isCount(item.quantity, 1) &&
    typeof item.sku === 'string'
  );
}
