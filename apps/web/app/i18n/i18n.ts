import { createInstance, type TFunction } from 'i18next';
import { useLocation } from 'react-router';
import {
  documentLangFromPath,
  guestLanguages,
  langFromPath,
  siteLanguages,
  type GuestLang,
  type SiteLang,
} from '@mdc/shared';
import enCatalogue from './en/catalogue.json';
import enCommon from './en/common.json';
import enForms from './en/forms.json';
import enWineTourism from './en/wine-tourism.json';
import enHome from './en/home.json';
import enPages from './en/pages.json';
import enShop from './en/shop.json';
import enCheckout from './en/checkout.json';
import enAccount from './en/account.json';
import enWithdrawal from './en/withdrawal.json';
import enDiscountCodes from './en/discount-codes.json';
import enELabel from './en/e-label.json';
import enStockAlerts from './en/stock-alerts.json';
import enShell from './en/shell.json';
import enInvoices from './en/invoices.json';
import esShell from './es/shell.json';
import frShell from './fr/shell.json';
import ptCatalogue from './pt/catalogue.json';
import ptCommon from './pt/common.json';
import ptForms from './pt/forms.json';
import ptWineTourism from './pt/wine-tourism.json';
import ptHome from './pt/home.json';
import ptPages from './pt/pages.json';
import ptShop from './pt/shop.json';
import ptCheckout from './pt/checkout.json';
import ptAccount from './pt/account.json';
import ptWithdrawal from './pt/withdrawal.json';
import ptDiscountCodes from './pt/discount-codes.json';
import ptELabel from './pt/e-label.json';
import ptStockAlerts from './pt/stock-alerts.json';
import ptShell from './pt/shell.json';
import ptInvoices from './pt/invoices.json';

/**
 * One message catalogue per language, assembled from one file per area (i18n/<lang>/<area>.json)
 * so that areas can grow independently. Top-level keys must not repeat across areas.
 */
const pt = {
  ...ptCommon,
  ...ptCatalogue,
  ...ptPages,
  ...ptHome,
  ...ptForms,
  ...ptWineTourism,
  ...ptShop,
  ...ptCheckout,
  ...ptAccount,
  ...ptWithdrawal,
  ...ptDiscountCodes,
  ...ptELabel,
  ...ptStockAlerts,
  ...ptShell,
  ...ptInvoices,
};
const en = {
  ...enCommon,
  ...enCatalogue,
  ...enPages,
  ...enHome,
  ...enForms,
  ...enWineTourism,
  ...enShop,
  ...enCheckout,
  ...enAccount,
  ...enWithdrawal,
  ...enDiscountCodes,
  ...enELabel,
  ...enStockAlerts,
  ...enShell,
  ...enInvoices,
};
export const catalogues: Record<SiteLang, typeof pt> = { pt, en };

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

/** The page language, from the URL (docs/product/site-pages.md#routes). */
export function useLang(): SiteLang {
  return langFromPath(useLocation().pathname);
}

/** The translator of the page language. */
export function useT(): TFunction {
  return translators[useLang()];
}

/**
 * The shell's own texts (skip link, loading, back to top, toasts' close, cookie banner): the only
 * site texts that the guest pages show, so they exist in Spanish and French too (i18n/<lang>/
 * shell.json; docs/decisions/104-overlays-and-menus.md).
 */
const shellCatalogues: Record<GuestLang, typeof ptShell> = {
  pt: ptShell,
  en: enShell,
  es: esShell,
  fr: frShell,
};

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

export type ShellKey = Leaves<typeof ptShell>;

const shellTranslators = Object.fromEntries(
  guestLanguages.map((lang) => {
    const instance = createInstance();
    void instance.init({
      lng: lang,
      resources: { [lang]: { translation: shellCatalogues[lang] } },
      initAsync: false,
      interpolation: { escapeValue: false },
    });
    return [lang, (key: ShellKey) => instance.t(key as never) as string];
  }),
) as Record<GuestLang, (key: ShellKey) => string>;

/** The document language: a guest page's own (pt, en, es or fr), otherwise the site language. */
export function useDocumentLang(): GuestLang {
  return documentLangFromPath(useLocation().pathname);
}

/** The translator of the shell's texts in the document language (guest pages included). */
export function useShellT(): (key: ShellKey) => string {
  return shellTranslators[useDocumentLang()];
}
