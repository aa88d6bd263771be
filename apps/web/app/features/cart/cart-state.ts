import { cartItemPricing, eurosToCents, isSaleValid, type CartItem, type Wine } from '@mdc/shared';

export { cartItemPricing, type CartItem };
export { cartStorageKey, parseStoredCart } from './cart-storage';

/**
 * The cart as pure functions over a list of lines (docs/product/shop.md#shop-data "Cart item", docs/product/shop.md#cart). The
 * lines are built by the cart page's and the checkout's loaders from the `cart` cookie and the
 * database (docs/decisions/129-cart-in-a-cookie.md); the checkout trusts only id and quantity.
 */

/** What the cart needs of a wine (the API's Wine has more). */
export type CartWine = Pick<
  Wine,
  | 'id'
  | 'product_title'
  | 'product_url'
  | 'image_url'
  | 'price'
  | 'new_price'
  | 'bottles_quantity'
  | 'lowest_price_30_days'
>;

/** The figures a line keeps of its wine; `price` follows the sale rule of docs/product/shop.md#prices-and-sales. */
interface Offer {
  price: string;
  new_price: string | null;
  bottles_quantity: number;
  /** What a sale is announced against (absent from answers of an older server). */
  lowest_price_30_days?: string | null;
}

function offerFields({ price, new_price, bottles_quantity, lowest_price_30_days = null }: Offer) {
  const sale = new_price !== null && isSaleValid(eurosToCents(price), eurosToCents(new_price));
  return {
    price: sale ? new_price : price,
    original_price: price,
    new_price,
    lowest_price_30_days,
    bottles_quantity,
  };
}

export function cartItemFromWine(wine: CartWine, quantity: number): CartItem {
  return {
    id: wine.id,
    product_title: wine.product_title,
    product_url: wine.product_url,
    image_url: wine.image_url,
    ...offerFields(wine),
    quantity,
    sku: wine.product_url,
  };
}

/**
 * docs/product/shop.md#cart for a quantity: non-numeric becomes 1, below 1 becomes 1, above the stock is
 * ignored (the current quantity stays).
 */
export function nextQuantity(requested: number, current: number, stock: number): number {
  if (!Number.isFinite(requested)) return 1;
  const whole = Math.floor(requested);
  if (whole > stock) return Math.min(current, Math.max(stock, 1));
  return Math.max(1, whole);
}

/** The same rule for what a visitor typed in the quantity box. */
export function quantityFromInput(text: string, current: number, stock: number): number {
  return nextQuantity(/^\s*\d+\s*$/.test(text) ? Number(text) : NaN, current, stock);
}

/** How a line was corrected: the wine left the shop, sold out, its price or its stock changed. */
export type CartChangeKind = 'unavailable' | 'soldOut' | 'price' | 'quantity';
export interface CartChange {
  id: number;
  /** The title as the cart knew it. */
  title: string;
  kind: CartChangeKind;
}

export interface Reconciled {
  items: CartItem[];
  changes: CartChange[];
}

/** Brings one line in line with the wine's current offer; null when it must go. */
function correctLine(
  item: CartItem,
  offer: Offer,
): { item: CartItem | null; kinds: CartChange['kind'][] } {
  if (offer.bottles_quantity < 1) return { item: null, kinds: ['soldOut'] };
  const fields = offerFields(offer);
  const kinds: CartChangeKind[] = [];
  if (fields.original_price !== item.original_price || fields.price !== item.price) {
    kinds.push('price');
  }
  const quantity = Math.min(item.quantity, offer.bottles_quantity);
  if (quantity !== item.quantity) kinds.push('quantity');
  return { item: { ...item, ...fields, quantity }, kinds };
}

function applyCorrections(
  items: CartItem[],
  offerOf: (item: CartItem) => (Offer & Partial<CartWine>) | null | undefined,
  missing: 'remove' | 'keep',
): Reconciled {
  const next: CartItem[] = [];
  const changes: CartChange[] = [];
  for (const item of items) {
    const offer = offerOf(item);
    if (!offer) {
      if (missing === 'keep') next.push(item);
      else changes.push({ id: item.id, title: item.product_title, kind: 'unavailable' });
      continue;
    }
    const corrected = correctLine(item, offer);
    changes.push(
      ...corrected.kinds.map((kind) => ({ id: item.id, title: item.product_title, kind })),
    );
    if (corrected.item) {
      // Titles, links and images follow the shop's current text (and the page language) quietly.
      next.push({
        ...corrected.item,
        product_title: offer.product_title ?? item.product_title,
        product_url: offer.product_url ?? item.product_url,
        image_url: offer.image_url === undefined ? item.image_url : offer.image_url,
        sku: offer.product_url ?? item.sku,
      });
    }
  }
  return { items: changes.length === 0 && sameLines(items, next) ? items : next, changes };
}

function sameLines(a: CartItem[], b: CartItem[]): boolean {
  return (
    a.length === b.length && a.every((item, i) => JSON.stringify(item) === JSON.stringify(b[i]))
  );
}

/**
 * Corrects stale lines against the shop's current wines: a wine no longer in the shop is
 * removed, a sold-out one too, prices follow the shop and quantities are clamped to the stock.
 */
export function reconcile(items: CartItem[], currentWines: readonly CartWine[]): Reconciled {
  const byId = new Map(currentWines.map((wine) => [wine.id, wine]));
  return applyCorrections(items, (item) => byId.get(item.id), 'remove');
}

export interface ServerPrice {
  id: number;
  price: string;
  new_price: string | null;
  bottles_quantity: number;
}

/**
 * Corrects lines from the server's view of some wines (the checkout's answer); lines the server
 * did not mention stay as they are.
 */
export function applyServerPrices(items: CartItem[], server: readonly ServerPrice[]): Reconciled {
  const byId = new Map(server.map((line) => [line.id, line]));
  return applyCorrections(items, (item) => byId.get(item.id), 'keep');
}
