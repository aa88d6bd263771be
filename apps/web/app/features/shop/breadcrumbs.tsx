import { Link, useMatches, type UIMatch } from 'react-router';
import { matchPage, pathTo, type PageKey, type SiteLang } from '@mdc/shared';
import { translator } from '~/i18n/i18n';

type T = ReturnType<typeof translator>;

/** What a shop route may export as `handle` to name its breadcrumb from its loader data. */
export interface ShopHandle {
  breadcrumb?: (data: unknown, t: T) => string | null;
}

/** Pages whose breadcrumb is a fixed word; the shop home, login and profile have none. */
const fixedCrumbs: Partial<Record<PageKey, (t: T) => string>> = {
  cart: (t) => t('shop.breadcrumb.cart'),
  checkout: (t) => t('shop.breadcrumb.checkout'),
  thankYou: (t) => t('shop.breadcrumb.thankYou'),
};

function currentCrumb(matches: UIMatch[], pathname: string, t: T): string | null {
  for (const match of [...matches].reverse()) {
    const handle = match.handle as ShopHandle | undefined;
    if (handle?.breadcrumb) return handle.breadcrumb(match.data, t);
  }
  const page = matchPage(pathname)?.page;
  return page ? (fixedCrumbs[page]?.(t) ?? null) : null;
}

/** docs/product/shop.md#shop-pages: Home > Shop > this page, on every shop page but the home, login and profile. */
export function ShopBreadcrumbs({ lang, pathname }: { lang: SiteLang; pathname: string }) {
  const t = translator(lang);
  const crumb = currentCrumb(useMatches(), pathname, t);
  if (!crumb) return null;
  const linkClass = 'inline-block py-1 underline-offset-4 hover:text-wine hover:underline';
  return (
    <nav aria-label={t('shop.breadcrumb.label')} className="mx-auto max-w-6xl px-4 pt-4 text-sm">
      <ol className="flex flex-wrap items-center gap-x-2">
        <li>
          <Link to={pathTo('home', lang)} className={linkClass}>
            {t('shop.breadcrumb.home')}
          </Link>
        </li>
        <li aria-hidden="true">/</li>
        <li>
          <Link to={pathTo('shop', lang)} className={linkClass}>
            {t('shop.breadcrumb.shop')}
          </Link>
        </li>
        <li aria-hidden="true">/</li>
        <li aria-current="page" className="py-1 font-semibold">
          {crumb}
        </li>
      </ol>
    </nav>
  );
}
