import type { SiteLang } from '../i18n/languages.ts';

/**
 * Every page of the site in both languages (docs/product/site-pages.md#routes and docs/product/shop.md#shop-pages). This table is the one place
 * where URLs are written: links, canonical and hreflang tags and the language switch all build
 * paths from it.
 */
export const pages = {
  home: { pt: '/', en: '/en' },
  about: { pt: '/sobre-nos', en: '/en/about-us' },
  grapes: { pt: '/castas', en: '/en/grapes' },
  region: { pt: '/regiao', en: '/en/region' },
  contact: { pt: '/formulario-contacto', en: '/en/contact-form' },
  wineTourism: { pt: '/pagina-de-enoturismo', en: '/en/wine-tourism' },
  house: { pt: '/casa-alojamento', en: '/en/house-accommodation' },
  wineList: { pt: '/lista-de-vinhos', en: '/en/wines-list' },
  wine: { pt: '/vinhos/:productUrl', en: '/en/wines/:productUrl' },
  /** A wine's e-label (decision 071): served by the server as a plain page, not in the sitemap. */
  wineLabel: { pt: '/vinhos/:productUrl/rotulo', en: '/en/wines/:productUrl/label' },
  legal: { pt: '/politica-privacidade-cookies', en: '/en/privacy-policy-cookies' },
  shop: { pt: '/shop', en: '/en/shop' },
  shopProduct: { pt: '/shop/vinho/:productUrl', en: '/en/shop/wine/:productUrl' },
  cart: { pt: '/shop/cart', en: '/en/shop/cart' },
  checkout: { pt: '/shop/checkout/', en: '/en/shop/checkout/' },
  profile: { pt: '/shop/user-profile', en: '/en/shop/user-profile' },
  login: { pt: '/shop/login', en: '/en/shop/login' },
  thankYou: { pt: '/shop/obrigado/:code', en: '/en/shop/thank-you/:code' },
} as const satisfies Record<string, Record<SiteLang, string>>;

export type PageKey = keyof typeof pages;
export type PageParams = Record<string, string>;

/** Builds the path of a page in a language, filling `:param` segments (URL-encoded). */
export function pathTo(page: PageKey, lang: SiteLang, params: PageParams = {}): string {
  return pages[page][lang].replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`pathTo(${page}): missing parameter ${name}`);
    return encodeURIComponent(value);
  });
}

/**
 * The path of a wine's e-label page in a language: /vinhos/{url}/rotulo, /en/wines/{url}/label.
 * Here, not in e-label.ts, so the wine pages' link to it loads no label schemas (zod).
 */
export const eLabelPath = (productUrl: string, lang: SiteLang) =>
  pathTo('wineLabel', lang, { productUrl });

export interface PageMatch {
  page: PageKey;
  lang: SiteLang;
  params: PageParams;
}

const matchers = (Object.keys(pages) as PageKey[]).flatMap((page) =>
  (['pt', 'en'] as const).map((lang) => {
    const names: string[] = [];
    const source = pages[page][lang]
      .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      .replace(/:([A-Za-z]+)/g, (_, name: string) => {
        names.push(name);
        return '([^/]+)';
      })
      // A trailing slash is optional when matching, so /shop/checkout and /shop/checkout/ agree.
      .replace(/\/$/, '');
    return { page, lang, names, regex: new RegExp(`^${source}/?$`) };
  }),
);

/** Finds which page a pathname shows, or null for an unknown path. */
export function matchPage(pathname: string): PageMatch | null {
  for (const { page, lang, names, regex } of matchers) {
    const found = regex.exec(pathname === '/' ? '' : pathname);
    if (!found) continue;
    const params: PageParams = {};
    names.forEach((name, i) => {
      params[name] = decodeURIComponent(found[i + 1] ?? '');
    });
    return { page, lang, params };
  }
  return null;
}

/**
 * The same page in the other language, for hreflang links and the language switch. Unknown
 * paths fall back to the other language's home page.
 */
export function twinPath(pathname: string, target: SiteLang): string {
  const match = matchPage(pathname);
  if (!match) return pathTo('home', target);
  return pathTo(match.page, target, match.params);
}

/** The buyer's page of an order (the thank-you page its e-mails link to), as an absolute URL. */
export function orderPageUrl(
  publicUrl: string,
  order: { preferredLanguage: string; code: string },
): string {
  const lang: SiteLang = order.preferredLanguage === 'en' ? 'en' : 'pt';
  return `${publicUrl}${pathTo('thankYou', lang, { code: order.code })}`;
}
