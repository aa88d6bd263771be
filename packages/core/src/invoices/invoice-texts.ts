import type { SiteLang } from '@mdc/shared';
import enTexts from './i18n/en/invoices.json' with { type: 'json' };
import ptTexts from './i18n/pt/invoices.json' with { type: 'json' };

/** A catalogue text with its {{variables}} filled in (i18next's placeholder syntax, decision 106). */
export const filled = (text: string, values: Record<string, string>): string =>
  text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => values[name] ?? whole);

/** The credit note's one line: the refund of an order, in the order's language. */
export const creditNoteLine = (lang: SiteLang, number: string): string =>
  filled((lang === 'pt' ? ptTexts : enTexts).creditNoteLine, { number });
