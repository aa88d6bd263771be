// The invoices domain's entry: all that other folders may import from it (docs/decisions/133-domains-as-modules.md).
export { type FakeInvoiceXpress, startFakeInvoiceXpress } from './fake-invoicexpress.ts';
export { taxIdOf } from './invoice-document.ts';
export { type InvoiceEmailInput, invoiceEmailSection } from './invoice-email.ts';
export type { InvoiceSeller } from './invoice-provider.ts';
export { queueCreditNote, queueInvoice } from './invoice-queue.ts';
export {
  adminInvoices,
  buyerInvoices,
  createInvoiceService,
  invoicePdfPath,
  invoicesOf,
  type InvoiceState,
} from './invoice-service.ts';
export { InvoiceWorker } from './invoice-worker.ts';
export {
  createInvoiceXpressProvider,
  type InvoiceXpressOptions,
} from './invoicexpress-provider.ts';
export { createOfflineInvoiceProvider } from './offline-invoice-provider.ts';
export { pdfTextOf } from './pdf-text.ts';
