import { createInstance, type TFunction } from 'i18next';
import { useLocation } from 'react-router';
import { langFromPath, siteLanguages, type SiteLang } from '@mdc/shared';
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
