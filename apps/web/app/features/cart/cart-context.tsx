import { useMemo } from 'react';
import { cartTotals, type CartTotals, type Wine } from '@mdc/shared';
import {
  addToCart,
  applyServerPrices,
  cartItemPricing,
  reconcile,
  removeFromCart,
  setCartQuantity,
  type CartChange,
  type CartItem,
  type CartWine,
  type ServerPrice,
} from './cart-state';
import { useCartStore } from './cart-store';

export type { CartItem, CartChange, CartWine } from './cart-state';
export { cartItemPricing } from './cart-state';

export interface CartApi {
  items: CartItem[];
  /** False on the server and until the stored cart has been read in the browser. */
  ready: boolean;
  totalQuantity: number;
  /** The shared cartTotals, in cents. */
  totals: CartTotals;
  add(wine: Wine, quantity?: number): void;
  remove(id: number): void;
  setQuantity(id: number, quantity: number): void;
  clear(): void;
  /** Corrects lines from the server's view; returns the titles of the lines that changed. */
  applyServerPrices(items: ServerPrice[]): string[];
  /** Corrects stale lines against the shop's current wines (the cart page on load). */
  reconcile(wines: readonly CartWine[]): CartChange[];
}

/**
 * The cart of docs/product/shop.md#cart with its rules and totals, over the stored lines of the
 * root's `CartProvider` (cart-store.tsx).
 */
export function useCart(): CartApi {
  const { items, ready, change, correct } = useCartStore();
  return useMemo<CartApi>(() => {
    const totals = cartTotals(items.map(cartItemPricing));
    return {
      items,
      ready,
      totalQuantity: totals.bottles,
      totals,
      add: (wine, quantity) => change((before) => addToCart(before, wine, quantity)),
      remove: (id) => change((before) => removeFromCart(before, id)),
      setQuantity: (id, quantity) => change((before) => setCartQuantity(before, id, quantity)),
      clear: () => change(() => []),
      applyServerPrices: (server) => [
        ...new Set(correct((before) => applyServerPrices(before, server)).map((c) => c.title)),
      ],
      reconcile: (wines) => correct((before) => reconcile(before, wines)),
    };
  }, [items, ready, change, correct]);
}
