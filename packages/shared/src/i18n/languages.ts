/** Languages of the whole site. */
export const siteLanguages = ['pt', 'en'] as const;
export type SiteLang = (typeof siteLanguages)[number];

/** The guest welcome and information pages also speak Spanish and French. */
export const guestLanguages = ['pt', 'en', 'es', 'fr'] as const;
export type GuestLang = (typeof guestLanguages)[number];

export const defaultLang: SiteLang = 'pt';

export function isSiteLang(value: unknown): value is SiteLang {
  return typeof value === 'string' && (siteLanguages as readonly string[]).includes(value);
}

export function isGuestLang(value: unknown): value is GuestLang {
  return typeof value === 'string' && (guestLanguages as readonly string[]).includes(value);
}

/**
 * The site language an `Accept-Language` header prefers (highest q first, the header's order
 * between equals), or null when it names neither Portuguese nor English.
 */
export function siteLangFromAcceptLanguage(header: string | undefined): SiteLang | null {
  if (!header) return null;
  const ranked = header
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { primary: tag.trim().toLowerCase().split('-')[0], q: q ? Number(q) : 1, index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  const found = ranked.find((entry) => isSiteLang(entry.primary));
  return (found?.primary as SiteLang | undefined) ?? null;
}

/** docs/product/site-pages.md#routes: English when the path starts with /en, otherwise Portuguese. */
export function langFromPath(pathname: string): SiteLang {
  return pathname === '/en' || pathname.startsWith('/en/') ? 'en' : 'pt';
}

/** BCP 47 tags for Intl formatting and `<html lang>`. */
export const localeOf: Record<GuestLang, string> = {
  pt: 'pt-PT',
  en: 'en',
  es: 'es',
  fr: 'fr',
};

/** The language of a guest page's path (/es/hellofrom…), whatever estate it names; else null. */
export function guestLangOfPath(pathname: string): GuestLang | null {
  const guest = /^\/(pt|en|es|fr)\/hellofrom[^/]*$/.exec(pathname);
  return guest ? (guest[1] as GuestLang) : null;
}

/**
 * The guest pages carry their own language in the path (/es/hellofrom…); every other page is in
 * the site language of langFromPath.
 */
export function documentLangFromPath(pathname: string): GuestLang {
  return guestLangOfPath(pathname) ?? langFromPath(pathname);
}
