import { Link } from 'react-router';
import { pathTo, type SiteLang } from '@mdc/shared';
import { translator } from '~/i18n/i18n';
import { useCart } from './cart-context';

/** The top bar's cart link with a badge of the bottles in the cart (docs/product/shop.md#shop-pages). */
export function CartLink({ lang }: { lang: SiteLang }) {
  const t = translator(lang);
  const { totalQuantity, ready } = useCart(lang);
  return (
    <Link
      to={pathTo('cart', lang)}
      aria-label={
        ready ? t('shop.topBar.cart', { count: totalQuantity }) : t('shop.topBar.cartShort')
      }
      className="relative inline-flex min-h-10 items-center gap-1.5 rounded px-2 py-1.5 font-semibold focus-visible:outline-current"
    >
      <svg
        viewBox="0 0 24 24"
        width="24"
        height="24"
        aria-hidden="true"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M3 4h2l2.4 11h11L21 7H6.2" />
        <circle cx="9" cy="19.5" r="1.5" />
        <circle cx="17" cy="19.5" r="1.5" />
      </svg>
      <span aria-hidden="true">{t('shop.topBar.cartShort')}</span>
      {ready && totalQuantity > 0 ? (
        <span
          aria-hidden="true"
          data-testid="cart-badge"
          className="grid min-w-6 place-items-center rounded-full bg-ochre px-1.5 text-sm font-semibold leading-6 text-ink"
        >
          {totalQuantity}
        </span>
      ) : null}
    </Link>
  );
}
