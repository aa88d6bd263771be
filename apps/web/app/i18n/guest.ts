import type { GuestLang } from '@mdc/shared';
import en from './en/guest.json';
import es from './es/guest.json';
import fr from './fr/guest.json';
import pt from './pt/guest.json';
import { spaceFor } from './french-spacing';

/**
 * The guest pages' labels in their four languages (docs/product/site-pages.md#the-estate-and-its-languages). They are kept apart from the
 * site catalogues, which exist only in Portuguese and English.
 */
export const guestCatalogues: Record<GuestLang, typeof pt> = { pt, en, es, fr };

export type GuestLabel = keyof typeof pt.guest;

const spacedLabels = new Map<GuestLang, Record<GuestLabel, string>>();

/** The labels in `lang`, French ones with their narrow spaces before ":" ";" "!" "?". */
export function guestLabels(lang: GuestLang): Record<GuestLabel, string> {
  let labels = spacedLabels.get(lang);
  if (!labels) {
    const entries = Object.entries(guestCatalogues[lang].guest);
    labels = Object.fromEntries(
      entries.map(([key, text]) => [key, spaceFor(lang, text)]),
    ) as Record<GuestLabel, string>;
    spacedLabels.set(lang, labels);
  }
  return labels;
}
