import { useEffect, useMemo, useRef } from 'react';
import { useRevalidator } from 'react-router';
import { cartTotals, type CartEntry, type CartTotals, type SiteLang } from '@mdc/shared';
import {
  applyServerPrices,
  cartItemPricing,
  nextQuantity,
  type CartItem,
  type CartWine,
  type ServerPrice,
} from './cart-state';
import { useCartStore } from './cart-store';

export type { CartItem, CartChange, CartWine } from './cart-state';
export { cartItemPricing } from './cart-state';

export interface CartApi {
  /** The lines the page's loader priced, with the cookie's current quantities. */
  items: CartItem[];
  /** False on the server and until the cookie has been read in the browser. */
  ready: boolean;
  /** Bottles in the cart (the cookie's count, known once `ready`). */
  totalQuantity: number;
  /** Bottles of one wine in the cart. */
  quantityOf(id: number): number;
  /** The shared cartTotals of `items`, in cents. */
  totals: CartTotals;
  add(wine: CartWine, quantity?: number): void;
  remove(id: number): void;
  setQuantity(id: number, quantity: number): void;
  clear(): void;
  /** Corrects lines from the server's view; returns the titles of the lines that changed. */
  applyServerPrices(items: ServerPrice[]): string[];
}

/** The server's lines with the cookie's quantities: a line the cookie no longer has is gone. */
function withEntries(lines: CartItem[], entries: CartEntry[]): CartItem[] {
  const byId = new Map(entries.map((entry) => [entry.id, entry.quantity]));
  return lines.flatMap((line) => {
    const quantity = byId.get(line.id);
    if (quantity === undefined) return [];
    return [{ ...line, quantity: Math.min(quantity, line.bottles_quantity) }];
  });
}

/**
 * The cart of docs/product/shop.md#cart with its rules and totals, over the cookie's entries of
 * the root's `CartProvider` (cart-store.tsx) and the lines a private page's loader priced from
 * the database (`lines`; the cart page and the checkout). A change is written to the cookie at
 * once and sent to the cart action (docs/decisions/129-cart-in-a-cookie.md); a wine the loader
 * has not priced yet (added in another tab) makes the page load its data again, once.
 */
export function useCart(lang: SiteLang, priced?: CartItem[]): CartApi {
  const { entries, ready, write, send } = useCartStore();
  const revalidator = useRevalidator();
  const revalidate = revalidator.revalidate;
  const asked = useRef('');

  const lines = useMemo(() => priced ?? [], [priced]);
  const unpriced =
    ready && priced !== undefined && entries.some((e) => !lines.some((l) => l.id === e.id));
  const signature = entries.map((e) => e.id).join(',');
  useEffect(() => {
    if (!unpriced || asked.current === signature) return;
    asked.current = signature;
    void revalidate();
  }, [unpriced, signature, revalidate]);

  return useMemo<CartApi>(() => {
    const items = ready ? withEntries(lines, entries) : lines;
    const totals = cartTotals(items.map(cartItemPricing));
    const quantityOf = (id: number) => entries.find((entry) => entry.id === id)?.quantity ?? 0;
    const set = (id: number, quantity: number) => {
      write((before) =>
        before.some((entry) => entry.id === id)
          ? before.map((entry) => (entry.id === id ? { id, quantity } : entry))
          : [...before, { id, quantity }],
      );
      send(lang, { intent: 'set', id: String(id), quantity: String(quantity) });
    };
    return {
      items,
      ready,
      totalQuantity: entries.reduce((sum, entry) => sum + entry.quantity, 0),
      quantityOf,
      totals,
      add: (wine, quantity = 1) => {
        const wanted = Math.min(quantityOf(wine.id) + quantity, wine.bottles_quantity);
        if (wanted >= 1) set(wine.id, wanted);
      },
      remove: (id) => {
        write((before) => before.filter((entry) => entry.id !== id));
        send(lang, { intent: 'remove', id: String(id) });
      },
      setQuantity: (id, quantity) => {
        const line = items.find((item) => item.id === id);
        if (!line) return;
        const next = nextQuantity(quantity, line.quantity, line.bottles_quantity);
        if (next !== line.quantity) set(id, next);
      },
      clear: () => write(() => []),
      applyServerPrices: (server) => {
        const corrected = applyServerPrices(items, server);
        if (corrected.changes.length === 0) return [];
        const kept = new Map(corrected.items.map((item) => [item.id, item.quantity]));
        write((before) =>
          before.flatMap((entry) => {
            const quantity = kept.get(entry.id);
            // A wine the correction did not cover stays as it was.
            if (!items.some((item) => item.id === entry.id)) return [entry];
            return quantity === undefined ? [] : [{ id: entry.id, quantity }];
          }),
        );
        void revalidate();
        return [...new Set(corrected.changes.map((change) => change.title))];
      },
    };
  }, [lang, lines, entries, ready, write, send, revalidate]);
}
