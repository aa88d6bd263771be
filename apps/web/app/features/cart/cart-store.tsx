import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useFetcher } from 'react-router';
import {
  cartCookieText,
  cartCookieValue,
  parseCartCookie,
  pathTo,
  type CartEntry,
  type SiteLang,
} from '@mdc/shared';
import { useToast } from '~/ui/overlays/toasts';
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
   * (the entries follow once it answers; a refusal shows its message).
   */
  send(lang: SiteLang, fields: Record<string, string>): void;
}

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
 * navigation right after sees) and sent to the cart action, whose answer corrects the cookie.
 * Other tabs hear of a change on a BroadcastChannel and read the cookie again; a tab also reads
 * it when it comes back into view. Every page has it (the root layout); the cart's rules and
 * prices load with the shop's pages only (cart-context.tsx, docs/decisions/112-fast-public-pages.md).
 */
export function CartProvider({ children }: { children: React.ReactNode }) {
  const [entries, setEntries] = useState<CartEntry[]>([]);
  const [ready, setReady] = useState(false);
  const channel = useRef<BroadcastChannel | null>(null);
  const fetcher = useFetcher<{ ok: boolean; error?: { message: string } }>({ key: 'cart' });
  const toast = useToast();

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

  // The action's answer may have corrected the cookie; a refusal is said.
  const answered = fetcher.state === 'idle' ? fetcher.data : undefined;
  useEffect(() => {
    if (!answered) return;
    load();
    channel.current?.postMessage('changed');
    if (answered.error) toast('error', answered.error.message);
  }, [answered, load, toast]);

  const write = useCallback((update: (entries: CartEntry[]) => CartEntry[]) => {
    const before = readCookie();
    const after = update(before);
    if (sameEntries(before, after)) return;
    writeCookie(after);
    setEntries(readCookie());
    channel.current?.postMessage('changed');
  }, []);

  const submit = fetcher.submit;
  const send = useCallback(
    (lang: SiteLang, fields: Record<string, string>) => {
      void submit(fields, { method: 'post', action: pathTo('cart', lang) });
    },
    [submit],
  );

  const store = useMemo<CartStore>(
    () => ({ entries, ready, write, send }),
    [entries, ready, write, send],
  );
  return <CartStoreContext.Provider value={store}>{children}</CartStoreContext.Provider>;
}
