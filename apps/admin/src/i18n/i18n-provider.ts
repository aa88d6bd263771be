import { createInstance } from 'i18next';
import englishMessages from 'ra-language-english';
import { convertRaTranslationsToI18next, getI18nProvider } from 'ra-i18n-i18next';
import type { I18nProvider } from 'react-admin';
import {
  adminLocales,
  initialLocale,
  localeKey,
  mergeMessages,
  type AdminLocale,
  type MessageTree,
} from './locale';

/**
 * The admin's texts: i18next, with the site's and the e-mails' JSON catalogue format
 * (docs/decisions/106-one-i18n-and-email-templates.md). `{pt,en}/<area>.json` hold each area's
 * texts, `admin.json` the shell's, `ui.json` the shared pieces', `pt/ra.json` react-admin's own
 * in European Portuguese (its English ones come from ra-language-english). The languages and the
 * staff member's choice are in locale.ts.
 */

const files = import.meta.glob<MessageTree>('./*/*.json', { eager: true, import: 'default' });

/** Every catalogue file of a language, merged: react-admin's own texts first. */
export function catalogues(): Record<AdminLocale, MessageTree> {
  const of = (lang: AdminLocale) =>
    Object.entries(files)
      .filter(([path]) => path.startsWith(`./${lang}/`))
      .sort(([a], [b]) => Number(!a.endsWith('/ra.json')) - Number(!b.endsWith('/ra.json')))
      .map(([, tree]) => tree);
  const english = convertRaTranslationsToI18next(englishMessages) as unknown as MessageTree;
  return { pt: mergeMessages(...of('pt')), en: mergeMessages(english, ...of('en')) };
}

/**
 * i18next's language for a locale: European Portuguese, whose plural rule counts 0 as many
 * ("0 encomendas"), unlike Brazilian Portuguese, i18next's plain `pt`.
 */
const i18nextLanguage = (locale: string) => (locale === 'pt' ? 'pt-PT' : locale);

/** react-admin's i18nProvider over an i18next instance, in `locale` (by default the staff's). */
export async function createI18nProvider(
  locale: AdminLocale = initialLocale(),
): Promise<I18nProvider> {
  const messages = catalogues();
  const i18n = createInstance();
  const provider = await getI18nProvider(
    // The site's i18next (26); ra-i18n-i18next declares its own older one, with the same API.
    i18n as unknown as Parameters<typeof getI18nProvider>[0],
    {
      // Under pt-PT itself: i18next picks a plural form with the rule of the language whose
      // resources it reads, and under plain `pt` that is Brazil's (0 → "encomenda").
      resources: { 'pt-PT': { translation: messages.pt }, en: { translation: messages.en } },
      lng: i18nextLanguage(locale),
      fallbackLng: false,
      initAsync: false,
      interpolation: { escapeValue: false },
    } as Parameters<typeof getI18nProvider>[1],
    [...adminLocales],
  );
  return {
    ...provider,
    getLocale: () => (i18n.language.startsWith('en') ? 'en' : 'pt'),
    changeLocale(locale: string) {
      window.localStorage.setItem(localeKey, locale);
      document.documentElement.lang = locale;
      return provider.changeLocale(i18nextLanguage(locale));
    },
  };
}
