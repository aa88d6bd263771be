/**
 * The cart as a cookie (docs/decisions/129-cart-in-a-cookie.md, docs/product/shop.md#cart): the
 * wines and bottle counts only, `12:3|15:1`, which the browser and the server both read and write.
 * Nothing in it is trusted: every read keeps only well-formed entries within the caps, and the
 * server takes prices, stock and the wines themselves from the database. Kept free of any import,
 * so the cart store every page carries stays small (docs/decisions/112-fast-public-pages.md).
 */

/** One wine in the cart: its id and how many bottles. */
export interface CartEntry {
  id: number;
  quantity: number;
}

export const cartCookieRules = {
  name: 'cart',
  /** Thirty days, renewed by every change. */
  maxAgeSeconds: 60 * 60 * 24 * 30,
  /** Distinct wines (the checkout's `checkoutLimits.lines`). */
  maxLines: 50,
  /** Bottles of one wine (the checkout's `checkoutLimits.quantity`). */
  maxQuantity: 999,
  /** A database id (PostgreSQL integer). */
  maxId: 2_147_483_647,
} as const;

/** The longest value the caps allow (`2147483647:999|` per line); anything longer is refused whole. */
export const cartCookieMaxLength = cartCookieRules.maxLines * 15;

const entryPattern = /^([1-9]\d{0,9}):([1-9]\d{0,2})$/;

/** The entries of a cookie value: malformed, out-of-range and repeated entries are dropped. */
export function parseCartCookie(value: string | null | undefined): CartEntry[] {
  if (!value || value.length > cartCookieMaxLength) return [];
  const seen = new Set<number>();
  const entries: CartEntry[] = [];
  for (const part of value.split('|')) {
    const match = entryPattern.exec(part);
    if (!match) continue;
    const id = Number(match[1]);
    const quantity = Number(match[2]);
    if (id > cartCookieRules.maxId || seen.has(id)) continue;
    seen.add(id);
    entries.push({ id, quantity });
    if (entries.length === cartCookieRules.maxLines) break;
  }
  return entries;
}

const isWhole = (value: number, max: number) =>
  Number.isInteger(value) && value >= 1 && value <= max;

/** The cookie value of some entries, keeping only those the parser would keep. */
export function serialiseCartCookie(entries: readonly CartEntry[]): string {
  const seen = new Set<number>();
  const parts: string[] = [];
  for (const { id, quantity } of entries) {
    if (!isWhole(id, cartCookieRules.maxId) || seen.has(id)) continue;
    if (!isWhole(quantity, cartCookieRules.maxQuantity)) continue;
    seen.add(id);
    parts.push(`${id}:${quantity}`);
    if (parts.length === cartCookieRules.maxLines) break;
  }
  return parts.join('|');
}

/** The cart's value in a `Cookie` header (or `document.cookie`), `null` when it has none. */
export function cartCookieValue(cookieHeader: string | null | undefined): string | null {
  if (!cookieHeader) return null;
  for (const pair of cookieHeader.split(';')) {
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at).trim() === cartCookieRules.name) {
      return pair.slice(at + 1).trim();
    }
  }
  return null;
}

/**
 * The `Set-Cookie` (or `document.cookie`) text that stores some entries: readable by the page's
 * scripts (the cart holds nothing secret; the badge and other tabs read it), SameSite=Lax, Secure
 * on HTTPS; an empty cart deletes the cookie.
 */
export function cartCookieText(entries: readonly CartEntry[], secure: boolean): string {
  const value = serialiseCartCookie(entries);
  const maxAge = value === '' ? 0 : cartCookieRules.maxAgeSeconds;
  return `${cartCookieRules.name}=${value}; Path=/; Max-Age=${maxAge}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** One change of the cart, as the cart action takes it (one action for all: Hydrogen's habit). */
export type CartEdit =
  | { intent: 'add'; id: number; quantity: number }
  | { intent: 'set'; id: number; quantity: number }
  | { intent: 'remove'; id: number }
  /** The product page's "buy now": adds the wine when the cart lacks it. */
  | { intent: 'buy'; id: number; quantity: number };

export const cartIntents = ['add', 'set', 'remove', 'buy'] as const;

/** The field of a refused edit and why, for a message in the page's language. */
export type CartEditRefusal =
  | { field: 'intent' | 'quantity'; code: 'invalid' }
  | { field: 'id'; code: 'invalid' | 'unknownWine' | 'soldOut' };

const wholeText = /^\s*\d{1,10}\s*$/;

/** A posted form as a cart edit, or which field is wrong. Never throws on any input. */
export function parseCartEdit(
  form: Pick<FormData, 'get'>,
): { edit: CartEdit } | { refusal: CartEditRefusal } {
  const intent = form.get('intent');
  if (typeof intent !== 'string' || !(cartIntents as readonly string[]).includes(intent)) {
    return { refusal: { field: 'intent', code: 'invalid' } };
  }
  const idText = form.get('id');
  const id = typeof idText === 'string' && wholeText.test(idText) ? Number(idText) : NaN;
  if (!isWhole(id, cartCookieRules.maxId)) return { refusal: { field: 'id', code: 'invalid' } };
  if (intent === 'remove') return { edit: { intent, id } };
  const quantityText = form.get('quantity') ?? (intent === 'set' ? null : '1');
  const quantity =
    typeof quantityText === 'string' && wholeText.test(quantityText) ? Number(quantityText) : NaN;
  if (!isWhole(quantity, cartCookieRules.maxQuantity)) {
    return { refusal: { field: 'quantity', code: 'invalid' } };
  }
  return { edit: { intent: intent as 'add' | 'set' | 'buy', id, quantity } };
}

/**
 * Applies an edit with the cart rules of docs/product/shop.md#cart: an add grows the line (or
 * appends it) up to the wine's stock; a set is at least 1 and above the stock becomes the stock;
 * a buy adds only when the line is missing; entries of wines `stockOf` does not know (gone from
 * the shop) or sold out are dropped, and every line is capped at its stock.
 */
export function editCart(
  entries: readonly CartEntry[],
  edit: CartEdit,
  stockOf: (id: number) => number | undefined,
): CartEntry[] {
  const kept = entries.flatMap((entry) => {
    const stock = stockOf(entry.id) ?? 0;
    return stock < 1 ? [] : [{ id: entry.id, quantity: Math.min(entry.quantity, stock) }];
  });
  if (edit.intent === 'remove') return kept.filter((entry) => entry.id !== edit.id);
  const stock = Math.min(stockOf(edit.id) ?? 0, cartCookieRules.maxQuantity);
  if (stock < 1) return kept;
  const existing = kept.find((entry) => entry.id === edit.id);
  if (edit.intent === 'buy' && existing) return kept;
  const wanted = edit.intent === 'set' ? edit.quantity : (existing?.quantity ?? 0) + edit.quantity;
  const quantity = Math.max(1, Math.min(wanted, stock));
  if (existing) {
    return kept.map((entry) => (entry.id === edit.id ? { id: edit.id, quantity } : entry));
  }
  if (kept.length >= cartCookieRules.maxLines) return kept;
  return [...kept, { id: edit.id, quantity }];
}
