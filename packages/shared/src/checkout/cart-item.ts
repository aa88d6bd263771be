import { eurosToCents } from '../money.ts';
import type { PricedItem } from '../pricing/pricing.ts';

/**
 * docs/product/shop.md#shop-data "Cart item": a line as the browser keeps it under the `cart` key and hands it to
 * the checkout. The server reads only `id` and `quantity` of it.
 */
export interface CartItem {
  id: number;
  product_title: string;
  product_url: string;
  image_url: string | null;
  /** What one bottle costs now (euros, "13.90"): the sale price when it counts, else the list price. */
  price: string;
  /** The list price. */
  original_price: string;
  new_price: string | null;
  /**
   * The lowest price of the 30 days before the sale, which the reduction is announced against
   * (docs/decisions/096-reduction-reference-price.md); absent in carts saved before it existed.
   */
  lowest_price_30_days?: string | null;
  /** The wine's stock when the line was last refreshed. */
  bottles_quantity: number;
  quantity: number;
  /** The wine's slug. */
  sku: string;
}

/** Cents for the shared pricing functions (cartTotals, lineTotal, discountPercent, …). */
export function cartItemPricing(item: CartItem): PricedItem {
  return {
    priceCents: eurosToCents(item.original_price),
    salePriceCents: item.new_price === null ? null : eurosToCents(item.new_price),
    lowest30Cents: item.lowest_price_30_days ? eurosToCents(item.lowest_price_30_days) : null,
    quantity: item.quantity,
  };
}
