import { Link } from 'react-router';
import { pathTo } from '@mdc/shared';
import { useLang, useT } from '~/i18n/i18n';
import { CartLink } from '~/features/cart/cart-link';
import { useRootData } from '~/ui/root-data';

/**
 * The focused checkout's header (docs/product/shop.md#checkout): the logo home, a secure-checkout
 * note and the way back to the cart; no site menu, so nothing pulls the buyer away mid-payment.
 */
export function CheckoutHeader() {
  const t = useT();
  const lang = useLang();
  const { estate } = useRootData();
  return (
    <header className="border-b border-ink/10 bg-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-2">
        <Link to={pathTo('home', lang)} aria-label={t('site.homeLink', { estate: estate.name })}>
          <img src="/images/logo.svg" alt="" width={180} height={48} className="h-11 w-auto" />
        </Link>
        <p className="flex items-center gap-2 font-semibold text-olive" data-testid="secure-note">
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="currentColor">
            <path d="M12 2a5 5 0 0 0-5 5v3H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-8a2 2 0 0 0-2-2h-1V7a5 5 0 0 0-5-5Zm-3 8V7a3 3 0 1 1 6 0v3H9Z" />
          </svg>
          {t('checkout.focused.secure')}
        </p>
        <nav aria-label={t('checkout.focused.backToCart')} className="flex items-center gap-2">
          <Link
            to={pathTo('cart', lang)}
            className="inline-flex min-h-11 items-center font-semibold text-wine underline-offset-4 hover:underline"
          >
            {t('checkout.focused.backToCart')}
          </Link>
          <CartLink lang={lang} />
        </nav>
      </div>
    </header>
  );
}

/** The focused checkout's footer: the legal links only. */
export function CheckoutFooter() {
  const t = useT();
  const lang = useLang();
  const legal = pathTo('legal', lang);
  const links = [
    ['privacyPolicy', t('footer.privacy')],
    ['termsConditions', t('footer.terms')],
    ['cookiesPolicy', t('footer.cookies')],
  ] as const;
  return (
    <footer className="border-t border-ink/10 bg-white">
      <nav aria-label={t('footer.legalTitle')} className="mx-auto max-w-6xl px-4 py-4 text-sm">
        <ul className="flex flex-wrap gap-x-5 gap-y-2">
          {links.map(([anchor, label]) => (
            <li key={anchor}>
              <Link to={`${legal}#${anchor}`} className="underline-offset-4 hover:underline">
                {label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </footer>
  );
}

/**
 * The checkout route's header and footer in place of the site's (decision 110), handed to the root
 * layout through the route's `handle`: the root does not import them, so the other pages are not
 * sent their texts (docs/decisions/112-fast-public-pages.md).
 */
export const focusedShell = { Header: CheckoutHeader, Footer: CheckoutFooter };
