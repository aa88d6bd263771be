import { data, redirect } from 'react-router';
import {
  cartCookieText,
  cartCookieValue,
  editCart,
  langFromPath,
  parseCartCookie,
  parseCartEdit,
  pathTo,
  serialiseCartCookie,
  type CartEditRefusal,
  type CartEntry,
  type SiteLang,
} from '@mdc/shared';
import type { ActionArgs, LoaderArgs } from '~/context';
import { translator } from '~/i18n/i18n';
import { reconcile, cartItemFromWine, type CartChange, type CartItem } from './cart-state';

/**
 * The cart on the server (docs/decisions/129-cart-in-a-cookie.md): the cookie says which wines
 * and how many bottles, the database says everything else. Used by the cart page's loader and
 * action and by the checkout's loader; never by a public page (those are cached for everyone).
 */

type Context = LoaderArgs['context'];

/** The shop's wines as the cart needs them, by id. */
async function shopWines(context: Context, lang: SiteLang) {
  const wines = await context.services.catalogue.listWines({ lang, channel: 'shop' });
  return new Map(wines.map((wine) => [wine.id, wine]));
}

const secureOf = (context: Context) => context.publicUrl.startsWith('https:');

/** The entries the request's cookie holds (malformed ones already dropped). */
export function requestCart(request: Request): CartEntry[] {
  return parseCartCookie(cartCookieValue(request.headers.get('cookie')));
}

export interface ServerCart {
  /** The lines with the wines' current figures, in the cookie's order. */
  items: CartItem[];
  /** What was corrected: wines gone from the shop or sold out, quantities above the stock. */
  changes: CartChange[];
  /** A `Set-Cookie` storing the corrected cart, when it differs from what was sent. */
  setCookie: string | null;
}

/** The request's cart, checked against the shop's current wines. */
export async function loadCart(request: Request, context: Context): Promise<ServerCart> {
  const entries = requestCart(request);
  if (entries.length === 0) return { items: [], changes: [], setCookie: null };
  const lang = langFromPath(new URL(request.url).pathname);
  const wines = await shopWines(context, lang);
  // Lines built from what the cookie claims, then corrected like a stale cart (cart-state.ts).
  const claimed = entries.map((entry) => {
    const wine = wines.get(entry.id);
    return wine
      ? cartItemFromWine(wine, entry.quantity)
      : cartItemFromWine(
          {
            id: entry.id,
            product_title: '',
            product_url: '',
            image_url: null,
            price: '0.00',
            new_price: null,
            bottles_quantity: 0,
            lowest_price_30_days: null,
          },
          entry.quantity,
        );
  });
  const { items, changes } = reconcile(claimed, [...wines.values()]);
  const kept = items.map(({ id, quantity }) => ({ id, quantity }));
  const changed = serialiseCartCookie(kept) !== serialiseCartCookie(entries);
  return {
    items,
    // A line of a wine that left the shop has no title to name it by: it goes quietly.
    changes: changes.filter((change) => change.title !== ''),
    setCookie: changed ? cartCookieText(kept, secureOf(context)) : null,
  };
}

/** The refusal's message in the page's language, naming the field. */
function refusalMessage(lang: SiteLang, refusal: CartEditRefusal): string {
  const t = translator(lang);
  return refusal.field === 'id'
    ? t(`shop.cart.refusals.id.${refusal.code}`)
    : t(`shop.cart.refusals.${refusal.field}.invalid`);
}

export interface CartActionData {
  ok: boolean;
  /** The refusal, in the page's language, and the field it names. */
  error?: { field: CartEditRefusal['field']; message: string };
}

function refuse(lang: SiteLang, refusal: CartEditRefusal, status: number, setCookie?: string) {
  const body: CartActionData = {
    ok: false,
    error: { field: refusal.field, message: refusalMessage(lang, refusal) },
  };
  const headers = new Headers({ 'Cache-Control': 'private, no-store' });
  if (setCookie) headers.append('Set-Cookie', setCookie);
  return data(body, { status, headers });
}

/** A cart form is a few fields; a body longer than this is not one. */
const maxFormBytes = 4096;

/** A posted body the browser can send as a form; anything else is refused, never a 500. */
async function readForm(request: Request): Promise<FormData | number> {
  const type = request.headers.get('content-type') ?? '';
  if (!/^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(type)) return 415;
  const length = request.headers.get('content-length');
  // A browser states a form's length; a streamed body of unknown length is not a cart form.
  if (length === null && request.headers.has('transfer-encoding')) return 411;
  if (length !== null && !(Number(length) <= maxFormBytes)) return 413;
  try {
    return await request.formData();
  } catch {
    return 400;
  }
}

/**
 * The cart's one action (add, set, remove, buy now; docs/product/shop.md#cart). The server
 * decides: the wine must be in the shop and in stock, quantities stay within its stock and the
 * caps. A form sent without scripts carries `redirect` and is answered 303 to the cart page; the
 * page's scripts send the same edit without it and get the result as data. "Buy now" always goes
 * to the cart.
 */
export async function cartAction({ request, context }: ActionArgs) {
  const lang = langFromPath(new URL(request.url).pathname);
  const form = await readForm(request);
  if (typeof form === 'number') return refuse(lang, { field: 'intent', code: 'invalid' }, form);
  const parsed = parseCartEdit(form);
  if ('refusal' in parsed) return refuse(lang, parsed.refusal, 400);
  const { edit } = parsed;
  const wines = await shopWines(context, lang);
  const stockOf = (id: number) => wines.get(id)?.bottles_quantity;
  const stock = stockOf(edit.id);
  if (edit.intent !== 'remove' && (stock ?? 0) < 1) {
    // The wine goes from the cart too (the page's scripts may have shown it there already).
    const pruned = editCart(requestCart(request), { intent: 'remove', id: edit.id }, stockOf);
    const setCookie = cartCookieText(pruned, secureOf(context));
    return stock === undefined
      ? refuse(lang, { field: 'id', code: 'unknownWine' }, 404, setCookie)
      : refuse(lang, { field: 'id', code: 'soldOut' }, 409, setCookie);
  }
  const entries = editCart(requestCart(request), edit, stockOf);
  const headers = new Headers({ 'Cache-Control': 'private, no-store' });
  headers.append('Set-Cookie', cartCookieText(entries, secureOf(context)));
  if (form.has('redirect') || edit.intent === 'buy') {
    return redirect(pathTo('cart', lang), { status: 303, headers });
  }
  return data({ ok: true } satisfies CartActionData, { headers });
}
