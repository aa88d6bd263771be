import { createInstance, type TFunction } from 'i18next';
import { useLocation } from 'react-router';
import { langFromPath, siteLanguages, type SiteLang } from '@mdc/shared';
import en from './en.json';
import pt from './pt.json';

export const catalogues = { pt, en } satisfies Record<SiteLang, unknown>;

declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: typeof pt };
  }
}

const translators = Object.fromEntries(
  siteLanguages.map((lang) => {
    const instance = createInstance();
    void instance.init({
      lng: lang,
      resources: { [lang]: { translation: catalogues[lang] } },
      initAsync: false,
      // React escapes what it renders.
      interpolation: { escapeValue: false },
    });
    return [lang, instance.t];
  }),
) as Record<SiteLang, TFunction>;

/** The translator of a language, for loaders and meta functions. */
export function translator(lang: SiteLang): TFunction {
  return translators[lang];
}

/** The page language, from the URL (spec 000 §2). */
export function useLang(): SiteLang {
  return langFromPath(useLocation().pathname);
}

/** The translator of the page language. */
export function useT(): TFunction {
  return translators[useLang()];
}
