import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { CartItem } from '@mdc/shared';
import { cartStorageKey, parseStoredCart } from './cart-storage';

/** A change of the lines that reports what it corrected (cart-state.ts's `Reconciled`). */
export interface Correction<Change> {
  items: CartItem[];
  changes: Change[];
}

export interface CartStore {
  items: CartItem[];
  /** False on the server and until the stored cart has been read in the browser. */
  ready: boolean;
  /** Replaces the lines by `update(lines)`, stored at once. */
  change(update: (items: CartItem[]) => CartItem[]): void;
  /** The same for a correction; returns what it corrected. */
  correct<Change>(fix: (items: CartItem[]) => Correction<Change>): Change[];
}

const CartStoreContext = createContext<CartStore | null>(null);

/** The stored lines; the shop's pages use them through `useCart` (cart-context.tsx). */
export function useCartStore(): CartStore {
  const store = useContext(CartStoreContext);
  if (!store) throw new Error('useCartStore needs a CartProvider');
  return store;
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
 * The cart of docs/product/shop.md#cart, kept in localStorage under `cart` and shared by every tab
 * (storage events). The server renders it empty; it fills in after hydration (`ready`). Every page
 * has it (the root layout), so the lines survive client navigations; the cart's rules and prices
 * load with the shop's pages only (cart-context.tsx, docs/decisions/112-fast-public-pages.md).
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
    <Change,>(fix: (items: CartItem[]) => Correction<Change>) => {
      let changes: Change[] = [];
      change((before) => {
        const result = fix(before);
        changes = result.changes;
        return result.items;
      });
      return changes;
    },
    [change],
  );

  const store = useMemo<CartStore>(
    () => ({ items, ready, change, correct }),
    [items, ready, change, correct],
  );
  return <CartStoreContext.Provider value={store}>{children}</CartStoreContext.Provider>;
}
