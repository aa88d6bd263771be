import { Outlet, useLocation } from 'react-router';
import { langFromPath } from '@mdc/shared';
import { AccountMenu } from '~/features/account/account-menu';
import { CartLink } from '~/features/cart/cart-link';
import { CartSync } from '~/features/cart/cart-sync';
import { StockAlertLinkToast } from '~/features/forms/stock-alert-link-toast';
import { ShopBreadcrumbs } from '~/features/shop/breadcrumbs';
import { ShopComingSoon } from '~/features/shop/shop-coming-soon';
import { ShopTopBar } from '~/features/shop/shop-top-bar';
import { isCheckoutPath } from '~/features/checkout/checkout-path';
import { useRootData } from '~/ui/root-data';

/**
 * Every /shop and /en/shop page: the shop top bar, breadcrumbs and the page, or the 'coming
 * soon' placeholder while the shop setting is off (docs/product/shop.md#shop-on-or-off, docs/product/shop.md#shop-pages).
 */
export default function ShopLayout() {
  const { shopEnabled } = useRootData();
  const { pathname } = useLocation();
  const lang = langFromPath(pathname);
  if (!shopEnabled) return <ShopComingSoon lang={lang} />;
  // The focused checkout (decision 110) has its own header with the way back to the cart.
  if (isCheckoutPath(pathname)) {
    return (
      <>
        <CartSync />
        <Outlet />
      </>
    );
  }
  return (
    <>
      <CartSync />
      <StockAlertLinkToast />
      <ShopTopBar
        lang={lang}
        account={<AccountMenu lang={lang} />}
        cart={<CartLink lang={lang} />}
      />
      <ShopBreadcrumbs lang={lang} pathname={pathname} />
      <Outlet />
    </>
  );
}
