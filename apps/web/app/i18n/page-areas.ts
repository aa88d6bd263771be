import {
  documentLangFromPath,
  langFromPath,
  matchPage,
  type PageKey,
  type SiteLang,
} from '@mdc/shared';

/** A message file of i18n/<lang>/<area>.json. */
export type Area =
  | 'account'
  | 'catalogue'
  | 'checkout'
  | 'common'
  | 'discount-codes'
  | 'e-label'
  | 'forms'
  | 'home'
  | 'invoices'
  | 'pages'
  | 'shell'
  | 'shop'
  | 'stock-alerts'
  | 'wine-tourism'
  | 'withdrawal';

/**
 * What the root layout (header, footer, overlays, error page) shows on every page in the site's
 * language. The `shell` area travels apart, in the document's language (guest pages have four;
 * `shellMessagesFor` in catalogues.server.ts).
 */
export const shellAreas: readonly Area[] = ['common'];

const shopBase: Area[] = ['account', 'shop', 'stock-alerts'];

/**
 * The areas each page's code can show beyond the shell's: sent with the page instead of every
 * area of the site (docs/decisions/112-fast-public-pages.md). page-areas.test.ts reads each
 * page's modules and fails when one names an area that is missing here.
 */
export const pageAreas: Record<PageKey, readonly Area[]> = {
  home: ['forms', 'home', 'wine-tourism'],
  about: ['forms', 'pages', 'wine-tourism'],
  grapes: ['forms', 'pages', 'wine-tourism'],
  wineTourism: ['forms', 'pages', 'wine-tourism'],
  region: ['pages'],
  contact: ['forms', 'pages', 'wine-tourism'],
  house: ['forms', 'pages', 'wine-tourism'],
  legal: ['pages'],
  wineList: ['catalogue'],
  wine: ['catalogue', 'e-label', 'shop', 'stock-alerts'],
  // Served by the server as a plain page (decision 071), not by the web app.
  wineLabel: [],
  shop: [...shopBase, 'catalogue'],
  shopProduct: [...shopBase, 'catalogue', 'e-label', 'forms', 'wine-tourism'],
  cart: [...shopBase, 'catalogue'],
  checkout: [...shopBase, 'checkout', 'discount-codes', 'invoices'],
  profile: [...shopBase, 'checkout', 'discount-codes', 'invoices', 'withdrawal'],
  login: shopBase,
  thankYou: [...shopBase, 'checkout', 'discount-codes', 'invoices', 'withdrawal'],
};

/** Not-found pages (site and shop), the thank-you page without a code and the guest pages. */
export const otherAreas: readonly Area[] = shopBase;

/** The language and areas of the page at `pathname`. */
export function areasOfPath(pathname: string): { lang: SiteLang; areas: readonly Area[] } {
  const page = matchPage(pathname);
  const lang = page?.lang ?? langFromPath(pathname);
  return { lang, areas: [...shellAreas, ...(page ? pageAreas[page.page] : otherAreas)] };
}

/** Two paths whose pages need the same messages (the root loader need not run again). */
export function sameMessages(a: string, b: string): boolean {
  const first = areasOfPath(a);
  const second = areasOfPath(b);
  return (
    first.lang === second.lang &&
    first.areas.join() === second.areas.join() &&
    documentLangFromPath(a) === documentLangFromPath(b)
  );
}
