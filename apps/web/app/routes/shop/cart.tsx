import { useEffect, useState } from 'react';
import { Link, type MetaFunction } from 'react-router';
import { langFromPath, pathTo, wineSchema } from '@mdc/shared';
import { useCart, type CartChange } from '~/features/cart/cart-context';
import { CartLines, CartSummary } from '~/features/cart/cart-lines';
import { shopSeo } from '~/features/shop/shop-seo';
import { translator, useLang, useT } from '~/i18n/i18n';
import { api } from '~/ui/api-client';
import { privatePage } from '~/ui/cache';
import { rootDataOf } from '~/ui/root-data';

export const headers = () => privatePage;

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

/** Only what the cart needs, so a wine field added later cannot fail the check. */
const winesSchema = wineSchema
  .pick({
    id: true,
    product_title: true,
    product_url: true,
    image_url: true,
    price: true,
    new_price: true,
    bottles_quantity: true,
    lowest_price_30_days: true,
  })
  .array();

/**
 * docs/product/shop.md#shop-pages "Cart page". On load the lines are checked against the shop's current wines
 * (gone, sold out, new price, less stock) and what was corrected is said in a notice. A failed
 * check is ignored: the checkout recomputes everything on the server anyway.
 */
export default function Cart() {
  const t = useT();
  const lang = useLang();
  const cart = useCart();
  const { ready, reconcile } = cart;
  const [changes, setChanges] = useState<CartChange[]>([]);

  useEffect(() => {
    if (!ready) return;
    const controller = new AbortController();
    api<'/shop/products/'>(`/shop/products/?lang=${lang}&shop=true`, {
      signal: controller.signal,
    })
      .then((answer) => {
        const wines = winesSchema.safeParse(answer);
        if (wines.success) setChanges(reconcile(wines.data));
      })
      .catch(() => {});
    return () => controller.abort();
    // Once per visit of the page (and language), when the stored cart is known.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready, lang]);

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
      {/* The stored cart is known only after hydration: the loading line and the empty-cart box
          both fit in this height, so neither moves the footer in view. */}
      <div className="mt-8 min-h-[50vh]">
        {!ready ? (
          <p>{t('shop.cart.loading')}</p>
        ) : cart.items.length === 0 ? (
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
            <CartLines lang={lang} />
            <section
              aria-labelledby="cart-summary"
              className="self-start rounded-lg bg-white/70 p-5 shadow-sm ring-1 ring-ink/5"
            >
              <h2 id="cart-summary" className="mb-3 font-serif text-2xl font-semibold text-wine">
                {t('shop.cart.summary')}
              </h2>
              <CartSummary lang={lang} />
              <p className="mt-3 text-sm text-ink/80">{t('shop.list.vatNote')}</p>
              <div className="mt-5 flex flex-col gap-3">
                <Link
                  to={pathTo('checkout', lang)}
                  className="rounded bg-wine px-5 py-3 text-center font-semibold text-white hover:bg-wine-dark"
                >
                  {t('shop.cart.checkout')}
                </Link>
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
