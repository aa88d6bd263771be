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

/** Spec 000 §2: English when the path starts with /en, otherwise Portuguese. */
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

/**
 * The guest pages carry their own language in the path (/es/hellofrom…); every other page is in
 * the site language of langFromPath.
 */
export function documentLangFromPath(pathname: string): GuestLang {
  const guest = /^\/(pt|en|es|fr)\/hellofrom[^/]*$/.exec(pathname);
  return guest ? (guest[1] as GuestLang) : langFromPath(pathname);
}
