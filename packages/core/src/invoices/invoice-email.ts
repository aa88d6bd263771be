import { finalConsumer, type SiteLang } from '@mdc/shared';
import { emailTexts, type EmailSection } from '../mail/index.ts';

export interface InvoiceEmailInput {
  /** Where the buyer downloads the PDF once issued (the order's code is its key). */
  url: string;
  taxId: string | null;
  company: string;
  /** Offline provider: the document is a pro-forma, not a tax document. */
  proForma: boolean;
}

/**
 * The confirmation e-mail's invoice part (docs/decisions/109-invoice-provider.md): who it is
 * made out to (NIF or "Consumidor final") and the link to its PDF. Texts: `invoice.*` of the
 * e-mail catalogues (docs/decisions/106-one-i18n-and-email-templates.md).
 */
export function invoiceEmailSection(lang: SiteLang, input: InvoiceEmailInput): EmailSection {
  const t = emailTexts(lang);
  return {
    heading: t('invoice.heading'),
    paragraphs: [t('invoice.issued'), ...(input.proForma ? [t('invoice.proForma')] : [])],
    facts: [
      [t('invoice.taxId'), input.taxId ?? finalConsumer[lang]],
      ...(input.company ? [[t('invoice.company'), input.company] as [string, string]] : []),
    ],
    links: [{ label: t('invoice.link'), url: input.url }],
  };
}
