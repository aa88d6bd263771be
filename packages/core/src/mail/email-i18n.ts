import { createInstance } from 'i18next';
import type { SiteLang } from '@mdc/shared';
import enEmails from './i18n/en/emails.json' with { type: 'json' };
import ptEmails from './i18n/pt/emails.json' with { type: 'json' };
import ptEstateEmails from './i18n/pt/estate-emails.json' with { type: 'json' };

/**
 * The e-mails' texts: i18next, the library and JSON catalogue format of the site and the admin
 * (docs/decisions/106-one-i18n-and-email-templates.md). `emails` holds what visitors and buyers
 * read, in every language of the site; `estate-emails` the notices staff read, in Portuguese.
 */
export const emailCatalogues = {
  pt: { emails: ptEmails, 'estate-emails': ptEstateEmails },
  en: { emails: enEmails },
};

const i18n = createInstance();
void i18n.init({
  resources: emailCatalogues,
  lng: 'pt',
  fallbackLng: false,
  ns: ['emails', 'estate-emails'],
  defaultNS: 'emails',
  // Synchronous: the resources are bundled, and e-mails are built inside a transaction.
  initAsync: false,
  // React escapes the HTML; the plain text must keep what was typed.
  interpolation: { escapeValue: false },
  returnNull: false,
});

/**
 * A text of one catalogue by its dotted key, with its {{variables}} (and `count` for plurals).
 * Plain strings: the site's typed i18next resources (apps/web) are another program's.
 */
export type EmailT = (key: string, values?: Record<string, string | number>) => string;
const exists = i18n.exists.bind(i18n) as unknown as (
  key: string,
  options: Record<string, unknown>,
) => boolean;

// The web app's key types are declared for the whole program; these catalogues are not theirs.
const translate = i18n.t.bind(i18n) as unknown as (
  key: string,
  options: Record<string, unknown>,
) => string;

/** `ns:key` of every text read, and of every one missing, since start: for the catalogue test. */
const keysRead = new Set<string>();
const keysMissing = new Set<string>();
export const emailKeyUse = () => ({ read: keysRead, missing: keysMissing });

const fixed =
  (lang: SiteLang, ns: string): EmailT =>
  (key, values) => {
    keysRead.add(`${ns}:${key}`);
    if (!exists(key, { ...values, lng: lang, ns })) keysMissing.add(`${lang}/${ns}:${key}`);
    return translate(key, { ...values, lng: lang, ns });
  };

/** The `emails` texts in a visitor's language. */
export function emailTexts(lang: SiteLang): EmailT {
  return fixed(lang, 'emails');
}

/** The notices' texts (the estate reads Portuguese). */
export function estateTexts(): EmailT {
  return fixed('pt', 'estate-emails');
}
