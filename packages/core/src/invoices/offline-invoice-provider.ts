import type { InvoiceDocument, InvoiceProvider } from './invoice-provider.ts';

/** The pro-forma's number: the outbox row's, so every document has its own ("PF 2026/12"). */
export function proFormaNumber(doc: InvoiceDocument): string {
  const prefix = doc.kind === 'invoice' ? 'PF' : 'NC-PF';
  return `${prefix} ${doc.date.getUTCFullYear()}/${doc.jobId}`;
}

/**
 * The default provider (no certified service configured): a numbered pro-forma PDF made here,
 * plainly marked "not a tax document", so the demo shop stays complete without the internet.
 */
export function createOfflineInvoiceProvider(): InvoiceProvider {
  return {
    name: 'offline',
    create: async (doc) => `offline-${doc.jobId}`,
    finalize: async (_id, doc) => proFormaNumber(doc),
    pdf: async (_id, doc, number) =>
      (await import('./pro-forma-pdf.ts')).renderProForma(doc, number),
  };
}
