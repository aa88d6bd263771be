import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { cartTotals, type CartTotals, type Wine } from '@mdc/shared';
import {
  addToCart,
  applyServerPrices,
  cartItemPricing,
  cartStorageKey,
  parseStoredCart,
  reconcile,
  removeFromCart,
  setCartQuantity,
  type CartChange,
  type CartItem,
  type CartWine,
  type Reconciled,
  type ServerPrice,
} from './cart-state';

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

const CartContext = createContext<CartApi | null>(null);

export function useCart(): CartApi {
  const cart = useContext(CartContext);
  if (!cart) throw new Error('useCart needs a CartProvider');
  return cart;
}

function readStorage(): CartItem[] {
  try {
    return parseStoredCart(window.localStorage.getItem(cartStorageKey));
  } catch {
    return [];
  }
}

function writeStorage(items: CartItem[]) {
  try {
    if (items.length === 0) window.localStorage.removeItem(cartStorageKey);
    else window.localStorage.setItem(cartStorageKey, JSON.stringify(items));
  } catch {
    // Storage full or blocked: the cart still works for this page view.
  }
}

/**
 * The cart of docs/product/shop.md#cart, kept in localStorage under `cart` and shared by every tab (storage
 * events). The server renders it empty; it fills in after hydration (`ready`).
 */
export function CartProvider({ children }: { children: React.ReactNode }) {
  const [items, setItems] = useState<CartItem[]>([]);
  const [ready, setReady] = useState(false);
  // The latest lines, so that changes made in one event see each other (and return synchronously).
  const current = useRef<CartItem[] | null>(null);

  useEffect(() => {
    const load = () => {
      current.current = readStorage();
      setItems(current.current);
    };
    load();
    setReady(true);
    const onStorage = (event: StorageEvent) => {
      if (event.key === cartStorageKey || event.key === null) load();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const change = useCallback((update: (items: CartItem[]) => CartItem[]) => {
    const before = current.current ?? readStorage();
    const after = update(before);
    current.current = after;
    if (after !== before) {
      setItems(after);
      writeStorage(after);
    }
  }, []);

  const correct = useCallback(
    (fix: (items: CartItem[]) => Reconciled) => {
      let changes: CartChange[] = [];
      change((before) => {
        const result = fix(before);
        changes = result.changes;
        return result.items;
      });
      return changes;
    },
    [change],
  );

  const api = useMemo<CartApi>(() => {
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

  return <CartContext.Provider value={api}>{children}</CartContext.Provider>;
}
