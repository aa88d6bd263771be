import { finalConsumer, type SiteLang } from '@mdc/shared';
import type { EmailSection } from '../mail/email-layout.ts';

export interface InvoiceEmailInput {
  /** Where the buyer downloads the PDF once issued (the order's code is its key). */
  url: string;
  taxId: string | null;
  company: string;
  /** Offline provider: the document is a pro-forma, not a tax document. */
  proForma: boolean;
}

const copy = {
  pt: {
    heading: 'Fatura',
    taxId: 'NIF',
    company: 'Empresa',
    issued:
      'A fatura-recibo é emitida logo após o pagamento e fica disponível neste link e na página da encomenda.',
    proForma: 'Loja de demonstração: o documento é uma pró-forma, não é um documento fiscal.',
    link: 'Descarregar a fatura (PDF)',
  },
  en: {
    heading: 'Invoice',
    taxId: 'VAT number (NIF)',
    company: 'Company',
    issued:
      'The invoice-receipt is issued right after payment and is available at this link and on the order page.',
    proForma: 'Demonstration shop: the document is a pro-forma, not a tax document.',
    link: 'Download the invoice (PDF)',
  },
} as const;

/**
 * The confirmation e-mail's invoice part (docs/decisions/109-invoice-provider.md): who it is
 * made out to (NIF or "Consumidor final") and the link to its PDF.
 */
export function invoiceEmailSection(lang: SiteLang, input: InvoiceEmailInput): EmailSection {
  const t = copy[lang];
  return {
    heading: t.heading,
    paragraphs: [t.issued, ...(input.proForma ? [t.proForma] : [])],
    facts: [
      [t.taxId, input.taxId ?? finalConsumer[lang]],
      ...(input.company ? [[t.company, input.company] as [string, string]] : []),
    ],
    links: [{ label: t.link, url: input.url }],
  };
}
