import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import type { TranslationMessages } from 'react-admin';
import type { AdminArea, MessageTree } from '../areas';
import { portugueseMessages } from './ra-pt';
import { adminMessages } from './admin-messages';
import { uiMessages } from '../ui/messages';

export const adminLocales = [
  { locale: 'pt', name: 'Português' },
  { locale: 'en', name: 'English' },
] as const;
export type AdminLocale = (typeof adminLocales)[number]['locale'];

const localeKey = 'adminLocale';

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

/** react-admin's own texts, the shared admin texts, the shared pieces' (ui/) and every area's. */
export function catalogues(areas: AdminArea[]) {
  return {
    pt: mergeMessages(
      portugueseMessages,
      adminMessages.pt,
      uiMessages.pt,
      ...areas.map((area) => area.messages.pt),
    ),
    en: mergeMessages(
      englishMessages as unknown as MessageTree,
      adminMessages.en,
      uiMessages.en,
      ...areas.map((area) => area.messages.en),
    ),
  };
}

export function createI18nProvider(areas: AdminArea[]) {
  const messages = catalogues(areas);
  const provider = polyglotI18nProvider(
    (locale) => (messages[locale as AdminLocale] ?? messages.pt) as unknown as TranslationMessages,
    initialLocale(),
    [...adminLocales],
  );
  return {
    ...provider,
    changeLocale(locale: string) {
      window.localStorage.setItem(localeKey, locale);
      document.documentElement.lang = locale;
      return provider.changeLocale(locale);
    },
  };
}
