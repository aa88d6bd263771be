import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import {
  cartCookieText,
  cartCookieValue,
  parseCartCookie,
  type CartEntry,
  type SiteLang,
} from '@mdc/shared';
import { cartStorageKey, parseStoredCart } from './cart-storage';

export interface CartStore {
  /** The wines and bottle counts of the cart cookie (docs/decisions/129-cart-in-a-cookie.md). */
  entries: CartEntry[];
  /** False on the server and until the cookie has been read in the browser. */
  ready: boolean;
  /** Replaces the entries by `update(entries)`, written to the cookie at once. */
  write(update: (entries: CartEntry[]) => CartEntry[]): void;
  /**
   * Sends an edit to the cart's action, which checks it against the shop and corrects the cookie
   * (the entries follow once it answers; a refusal shows its message), through the sender the
   * shop's pages register (cart-sync.tsx); elsewhere the cookie alone changes.
   */
  send(lang: SiteLang, fields: Record<string, string>): void;
  /** Registers the sender; returns its removal. */
  register(sender: CartSender): () => void;
  /** Reads the cookie again and tells the other tabs (after the action's answer). */
  refresh(): void;
}

export type CartSender = (lang: SiteLang, fields: Record<string, string>) => void;

const CartStoreContext = createContext<CartStore | null>(null);

/** The cart's entries; the shop's pages use them through `useCart` (cart-context.tsx). */
export function useCartStore(): CartStore {
  const store = useContext(CartStoreContext);
  if (!store) throw new Error('useCartStore needs a CartProvider');
  return store;
}

const channelName = 'cart';

function readCookie(): CartEntry[] {
  return parseCartCookie(cartCookieValue(document.cookie));
}

function writeCookie(entries: CartEntry[]) {
  document.cookie = cartCookieText(entries, window.location.protocol === 'https:');
}

/**
 * A cart kept in localStorage by an earlier version of the site becomes the cookie once, when
 * the cookie holds none; the old key is then removed (docs/decisions/129-cart-in-a-cookie.md).
 */
function migrateStoredCart() {
  try {
    const stored = window.localStorage.getItem(cartStorageKey);
    if (stored === null) return;
    if (readCookie().length === 0) {
      writeCookie(parseStoredCart(stored).map(({ id, quantity }) => ({ id, quantity })));
    }
    window.localStorage.removeItem(cartStorageKey);
  } catch {
    // Storage blocked: there is nothing to migrate.
  }
}

const sameEntries = (a: CartEntry[], b: CartEntry[]) =>
  a.length === b.length &&
  a.every((entry, i) => entry.id === b[i]?.id && entry.quantity === b[i]?.quantity);

/**
 * The cart of docs/product/shop.md#cart, kept in the `cart` cookie that the server reads too
 * (decision 129). Changes are written to the cookie at once (the optimistic view, and what a
 * navigation right after sees) and sent to the cart action, whose answer corrects the cookie; the
 * sending is the shop pages' (cart-sync.tsx), so that React Router's fetcher stays out of the code
 * every page loads (apps/web/bundle.test.ts).
 * Other tabs hear of a change on a BroadcastChannel and read the cookie again; a tab also reads
 * it when it comes back into view. Every page has it (the root layout); the cart's rules and
 * prices load with the shop's pages only (cart-context.tsx, docs/decisions/112-fast-public-pages.md).
 */
export function CartProvider({ children }: { children: React.ReactNode }) {
  const [entries, setEntries] = useState<CartEntry[]>([]);
  const [ready, setReady] = useState(false);
  const channel = useRef<BroadcastChannel | null>(null);
  const sender = useRef<CartSender | null>(null);

  const load = useCallback(() => {
    const next = readCookie();
    setEntries((before) => (sameEntries(before, next) ? before : next));
  }, []);

  useEffect(() => {
    migrateStoredCart();
    load();
    setReady(true);
    channel.current = 'BroadcastChannel' in window ? new BroadcastChannel(channelName) : null;
    channel.current?.addEventListener('message', load);
    const onVisible = () => {
      if (document.visibilityState === 'visible') load();
    };
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('focus', load);
    return () => {
      channel.current?.close();
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('focus', load);
    };
  }, [load]);

  const refresh = useCallback(() => {
    load();
    channel.current?.postMessage('changed');
  }, [load]);

  const write = useCallback((update: (entries: CartEntry[]) => CartEntry[]) => {
    const before = readCookie();
    const after = update(before);
    if (sameEntries(before, after)) return;
    writeCookie(after);
    setEntries(readCookie());
    channel.current?.postMessage('changed');
  }, []);

  const send = useCallback((lang: SiteLang, fields: Record<string, string>) => {
    sender.current?.(lang, fields);
  }, []);

  const register = useCallback((next: CartSender) => {
    sender.current = next;
    return () => {
      if (sender.current === next) sender.current = null;
    };
  }, []);

  const store = useMemo<CartStore>(
    () => ({ entries, ready, write, send, register, refresh }),
    [entries, ready, write, send, register, refresh],
  );
  return <CartStoreContext.Provider value={store}>{children}</CartStoreContext.Provider>;
}
