import type { GuestLang } from '@mdc/shared';
import en from './en/guest.json';
import es from './es/guest.json';
import fr from './fr/guest.json';
import pt from './pt/guest.json';

/**
 * The guest pages' labels in their four languages (docs/product/site-pages.md#the-estate-and-its-languages). They are kept apart from the
 * site catalogues, which exist only in Portuguese and English.
 */
export const guestCatalogues: Record<GuestLang, typeof pt> = { pt, en, es, fr };

export type GuestLabel = keyof typeof pt.guest;

export function guestLabels(lang: GuestLang): Record<GuestLabel, string> {
  return guestCatalogues[lang].guest;
}
