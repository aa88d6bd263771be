import { useMemo } from 'react';
import { useLoaderData, useLocation, type MetaFunction } from 'react-router';
import { langFromPath } from '@mdc/shared';
import type { LoaderArgs } from '~/context';
import { cartItemPricing, useCart } from '~/features/cart/cart-context';
import { loadCart } from '~/features/cart/cart.server';
import { CheckoutPage, type CheckoutCart } from '~/features/checkout/checkout-page';
import { focusedShell } from '~/features/checkout/checkout-shell';
import type { PaymentConfig } from '~/features/checkout/payment';
import { shopSeo } from '~/features/shop/shop-seo';
import { translator } from '~/i18n/i18n';
import { privatePage } from '~/ui/cache';
import { rootDataOf } from '~/ui/root-data';

/**
 * Which card payment provider the page loads (Stripe with its publishable key, or the test form),
 * and the cart from its cookie priced from the database (docs/decisions/129-cart-in-a-cookie.md).
 */
export async function loader({ request, context }: LoaderArgs) {
  const payment: PaymentConfig = await context.services.checkout.paymentConfig();
  const cart = await loadCart(request, context);
  return { payment, cartItems: cart.items };
}

export const headers = () => privatePage;

/** The focused checkout's own header and footer (decision 110), rendered by the root layout. */
export const handle = { shell: focusedShell };

export const meta: MetaFunction = ({ matches, location }) => {
  const lang = langFromPath(location.pathname);
  const t = translator(lang);
  return shopSeo(rootDataOf(matches), {
    title: t('checkout.title'),
    description: t('checkout.description'),
    lang,
    pathname: location.pathname,
    indexable: false,
  });
};

/** docs/product/shop.md#checkout "Checkout page": the cart feature's lines handed to the checkout feature. */
export default function Checkout() {
  const { payment, cartItems } = useLoaderData<typeof loader>();
  const cart = useCart(langFromPath(useLocation().pathname), cartItems);
  const checkoutCart = useMemo<CheckoutCart>(
    () => ({
      ready: cart.ready,
      items: cart.items.map((item) => ({ ...item, priced: cartItemPricing(item) })),
      totals: cart.totals,
      clear: cart.clear,
      applyServerPrices: cart.applyServerPrices,
    }),
    [cart],
  );
  return <CheckoutPage cart={checkoutCart} payment={payment} />;
}
