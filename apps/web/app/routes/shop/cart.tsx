import { useEffect, useRef } from 'react';
import {
  data,
  Link,
  useActionData,
  useLoaderData,
  type HeadersFunction,
  type MetaFunction,
} from 'react-router';
import { langFromPath, pathTo } from '@mdc/shared';
import type { ActionArgs, LoaderArgs } from '~/context';
import { useCart } from '~/features/cart/cart-context';
import { CartLines, CartSummary } from '~/features/cart/cart-lines';
import { cartAction, loadCart, type CartActionData } from '~/features/cart/cart.server';
import { shopSeo } from '~/features/shop/shop-seo';
import { translator, useLang, useT } from '~/i18n/i18n';
import { privatePage } from '~/ui/cache';
import { rootDataOf } from '~/ui/root-data';

/**
 * The cart from its cookie, priced from the database (docs/decisions/129-cart-in-a-cookie.md).
 * Lines of wines gone from the shop or sold out are dropped and quantities above the stock
 * lowered; the corrected cookie is sent back and the page says what changed.
 */
export async function loader({ request, context }: LoaderArgs) {
  const cart = await loadCart(request, context);
  const headers = new Headers(privatePage);
  if (cart.setCookie) headers.append('Set-Cookie', cart.setCookie);
  return data({ items: cart.items, changes: cart.changes }, { headers });
}

/** The cart's one action: add, set a quantity, remove, buy now (cart.server.ts). */
export async function action(args: ActionArgs) {
  return cartAction(args);
}

/** Private, with the cookie a loader or the action corrected. */
export const headers: HeadersFunction = ({ loaderHeaders, actionHeaders }) => {
  const headers = new Headers(privatePage);
  for (const cookie of [...actionHeaders.getSetCookie(), ...loaderHeaders.getSetCookie()]) {
    headers.append('Set-Cookie', cookie);
  }
  return headers;
};

export const meta: MetaFunction = ({ matches, location }) => {
  const lang = langFromPath(location.pathname);
  const t = translator(lang);
  return shopSeo(rootDataOf(matches), {
    title: t('shop.cart.title'),
    description: t('shop.cart.description'),
    lang,
    pathname: location.pathname,
    indexable: false,
  });
};

/**
 * docs/product/shop.md#shop-pages "Cart page", rendered on the server from the cart cookie; its
 * buttons are forms of the cart's action, so it works without scripts too (decision 129). What
 * the loader corrected (gone, sold out, less stock) is said in a notice; a refused change is said
 * in an alert.
 */
export default function Cart() {
  const t = useT();
  const lang = useLang();
  const { items, changes } = useLoaderData<typeof loader>();
  const refused = useActionData<CartActionData>()?.error;
  const cart = useCart(lang, items);
  const alert = useRef<HTMLParagraphElement>(null);
  useEffect(() => alert.current?.focus(), [refused]);

  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="font-serif text-4xl font-semibold text-wine md:text-5xl">
        {t('shop.cart.title')}
      </h1>
      <div role="status" className="mt-4">
        {changes.length > 0 ? (
          <ul className="space-y-1 rounded border-l-4 border-ochre bg-white px-4 py-3">
            {changes.map((change) => (
              <li key={`${change.id}-${change.kind}`}>
                {t(`shop.cart.changes.${change.kind}`, { title: change.title })}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      {refused ? (
        <p
          ref={alert}
          role="alert"
          tabIndex={-1}
          className="mt-4 rounded border-l-4 border-red-700 bg-white px-4 py-3 font-semibold text-red-800"
        >
          {refused.message}
        </p>
      ) : null}
      {/* The empty-cart box fits in this height, so it does not move the footer in view. */}
      <div className="mt-8 min-h-[50vh]">
        {cart.items.length === 0 ? (
          <div className="rounded-lg bg-white/70 p-8 text-center shadow-sm ring-1 ring-ink/5">
            <p className="text-lg">{t('shop.cart.empty')}</p>
            <Link
              to={pathTo('shop', lang)}
              className="mt-4 inline-block rounded bg-wine px-5 py-3 font-semibold text-white hover:bg-wine-dark"
            >
              {t('shop.cart.emptyLink')}
            </Link>
          </div>
        ) : (
          <div className="grid gap-8 lg:grid-cols-[1fr_20rem]">
            <CartLines lang={lang} cart={cart} />
            <section
              aria-labelledby="cart-summary"
              className="self-start rounded-lg bg-white/70 p-5 shadow-sm ring-1 ring-ink/5"
            >
              <h2 id="cart-summary" className="mb-3 font-serif text-2xl font-semibold text-wine">
                {t('shop.cart.summary')}
              </h2>
              <CartSummary lang={lang} cart={cart} />
              <p className="mt-3 text-sm text-ink/80">{t('shop.list.vatNote')}</p>
              <div className="mt-5 flex flex-col gap-3">
                <Link
                  to={pathTo('checkout', lang)}
                  className="rounded bg-wine px-5 py-3 text-center font-semibold text-white hover:bg-wine-dark"
                >
                  {t('shop.cart.checkout')}
                </Link>
                <noscript>
                  <p className="font-semibold text-red-800">
                    {t('shop.cart.checkoutNeedsScripts')}
                  </p>
                </noscript>
                <Link
                  to={pathTo('shop', lang)}
                  className="rounded border-2 border-wine px-5 py-2.5 text-center font-semibold text-wine hover:bg-wine hover:text-white"
                >
                  {t('shop.cart.continueShopping')}
                </Link>
              </div>
            </section>
          </div>
        )}
      </div>
    </div>
  );
}
