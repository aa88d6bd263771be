/**
 * Every area's messages in both site languages: the server's copy. The browser never loads this
 * module; each page is sent only its own areas in the root loader's data (`messagesFor`,
 * docs/decisions/112-fast-public-pages.md). Importing it fills the server's translators with
 * every message, so loaders, meta functions and renders there never miss a key.
 */
import { documentLangFromPath, type GuestLang, type SiteLang } from '@mdc/shared';
import { addMessages, type Messages, type ShellMessages } from './i18n';
import { areasOfPath, type Area } from './page-areas';
import enAccount from './en/account.json';
import enCatalogue from './en/catalogue.json';
import enCheckout from './en/checkout.json';
import enCommon from './en/common.json';
import enDiscountCodes from './en/discount-codes.json';
import enELabel from './en/e-label.json';
import enForms from './en/forms.json';
import enHome from './en/home.json';
import enInvoices from './en/invoices.json';
import enPages from './en/pages.json';
import enShell from './en/shell.json';
import enShop from './en/shop.json';
import enStockAlerts from './en/stock-alerts.json';
import enWineTourism from './en/wine-tourism.json';
import enWithdrawal from './en/withdrawal.json';
import esShell from './es/shell.json';
import frShell from './fr/shell.json';
import ptAccount from './pt/account.json';
import ptCatalogue from './pt/catalogue.json';
import ptCheckout from './pt/checkout.json';
import ptCommon from './pt/common.json';
import ptDiscountCodes from './pt/discount-codes.json';
import ptELabel from './pt/e-label.json';
import ptForms from './pt/forms.json';
import ptHome from './pt/home.json';
import ptInvoices from './pt/invoices.json';
import ptPages from './pt/pages.json';
import ptShell from './pt/shell.json';
import ptShop from './pt/shop.json';
import ptStockAlerts from './pt/stock-alerts.json';
import ptWineTourism from './pt/wine-tourism.json';
import ptWithdrawal from './pt/withdrawal.json';

/** One file per area (i18n/<lang>/<area>.json); top-level keys never repeat across areas. */
const pt = {
  account: ptAccount,
  catalogue: ptCatalogue,
  checkout: ptCheckout,
  common: ptCommon,
  'discount-codes': ptDiscountCodes,
  'e-label': ptELabel,
  forms: ptForms,
  home: ptHome,
  invoices: ptInvoices,
  pages: ptPages,
  shell: ptShell,
  shop: ptShop,
  'stock-alerts': ptStockAlerts,
  'wine-tourism': ptWineTourism,
  withdrawal: ptWithdrawal,
};
const en: typeof pt = {
  account: enAccount,
  catalogue: enCatalogue,
  checkout: enCheckout,
  common: enCommon,
  'discount-codes': enDiscountCodes,
  'e-label': enELabel,
  forms: enForms,
  home: enHome,
  invoices: enInvoices,
  pages: enPages,
  shell: enShell,
  shop: enShop,
  'stock-alerts': enStockAlerts,
  'wine-tourism': enWineTourism,
  withdrawal: enWithdrawal,
};
export const areaCatalogues = { pt, en } satisfies Record<SiteLang, Record<Area, Messages>>;

for (const lang of ['pt', 'en'] as const) {
  const areas: Record<Area, Messages> = areaCatalogues[lang];
  for (const messages of Object.values(areas)) addMessages(lang, messages);
}

/** The messages a page needs, in its language: what the root loader sends the browser. */
export function messagesFor(pathname: string): { lang: SiteLang; messages: Messages } {
  const { lang, areas } = areasOfPath(pathname);
  const messages: Messages = {};
  for (const area of areas) Object.assign(messages, areaCatalogues[lang][area]);
  return { lang, messages };
}

const shellCatalogues: Record<GuestLang, ShellMessages> = {
  pt: ptShell,
  en: enShell,
  es: esShell,
  fr: frShell,
};

/** The shell's texts in the language of the document at `pathname` (guest pages: theirs). */
export function shellMessagesFor(pathname: string): ShellMessages {
  return shellCatalogues[documentLangFromPath(pathname)];
}
