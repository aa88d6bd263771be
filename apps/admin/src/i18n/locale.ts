/**
 * The admin's languages and the staff member's choice, without i18next: the sign-in screen
 * (sign-in/) reads them before the rest of the admin is loaded; i18n-provider.ts builds the
 * admin's i18n provider on them.
 */

export const adminLocales = [
  { locale: 'pt', name: 'Português' },
  { locale: 'en', name: 'English' },
] as const;
export type AdminLocale = (typeof adminLocales)[number]['locale'];

/** Nested message catalogue: keys such as `resources.wines.fields.price`. */
export interface MessageTree {
  [key: string]: string | MessageTree;
}

/** Where the admin remembers the staff member's language (its language menu writes it). */
export const localeKey = 'adminLocale';

/** The staff member's last choice, else the browser's language (Portuguese unless English). */
export function initialLocale(): AdminLocale {
  const saved = window.localStorage.getItem(localeKey);
  if (saved === 'pt' || saved === 'en') return saved;
  return navigator.language.toLowerCase().startsWith('en') ? 'en' : 'pt';
}

export function mergeMessages(...trees: MessageTree[]): MessageTree {
  const out: MessageTree = {};
  for (const tree of trees) {
    for (const [key, value] of Object.entries(tree)) {
      const current = out[key];
      out[key] =
        typeof value === 'object' && typeof current === 'object'
          ? mergeMessages(current, value)
          : value;
    }
  }
  return out;
}
