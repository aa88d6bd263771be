import type { SiteLang } from '@mdc/shared';

/** The two tax documents an order may have (one of each, docs/decisions/109-invoice-provider.md). */
export type InvoiceKind = 'invoice' | 'credit_note';

export const invoiceProviderNames = ['offline', 'invoicexpress'] as const;
export type InvoiceProviderName = (typeof invoiceProviderNames)[number];

export interface InvoiceLine {
  description: string;
  quantity: number;
  /** One unit's price with VAT, in cents, as the buyer paid it. */
  unitGrossCents: number;
}

/** The seller a document names: legal name, postal address lines and NIF ('' when not set). */
export interface InvoiceSeller {
  name: string;
  address: string[];
  taxId: string;
}

/**
 * What an invoice-receipt or a credit note says, built from the stored order (never priced
 * again): the buyer, the lines with VAT included, and the totals.
 */
export interface InvoiceDocument {
  /** The outbox row: numbers the offline pro-forma and names the document in logs. */
  jobId: number;
  kind: InvoiceKind;
  orderNumber: string;
  lang: SiteLang;
  date: Date;
  /** Who sells (the company contact record in the settings), as the document names them. */
  seller: InvoiceSeller;
  buyer: {
    name: string;
    /** The NIF / VAT number as stored (a PT NIF without prefix); null: final consumer. */
    taxId: string | null;
    company: string;
    email: string;
    addressLines: string[];
    postalCode: string;
    city: string;
    /** ISO 3166-1 alpha-2. */
    country: string;
    countryName: string;
  };
  lines: InvoiceLine[];
  /** What a discount code took off the goods (the lines are before it). */
  discountCents: number;
  shippingCents: number;
  shippingName: string;
  totalCents: number;
  vatCents: number;
  /** Basis points: 1300 = 13 %. */
  vatRateBp: number;
  /** For a credit note: the invoice it corrects, at the provider. */
  corrects: { externalId: string; number: string } | null;
}

/**
 * A certified invoicing service, or the offline pro-forma. Three steps, each safe to repeat: the
 * worker saves what each step returns before the next, so a retry resumes where it stopped and
 * never makes a second document for the same job.
 */
export interface InvoiceProvider {
  readonly name: InvoiceProviderName;
  /**
   * The provider's id of a live document it already holds for this order and kind (an earlier
   * create that did the work but whose answer was lost), or null: the worker looks before it
   * creates, so a retry never leaves a second draft (docs/decisions/117-payment-lapse-and-invoice-lookup.md).
   * A provider whose create is local (the offline pro-forma) has none.
   */
  find?(doc: InvoiceDocument): Promise<string | null>;
  /** Creates the draft; the provider's document id. */
  create(doc: InvoiceDocument): Promise<string>;
  /** Finalises (certifies and numbers) the draft; its number. A final document answers its number. */
  finalize(externalId: string, doc: InvoiceDocument): Promise<string>;
  /** The document's PDF, or null while the provider is still making it. */
  pdf(externalId: string, doc: InvoiceDocument, number: string): Promise<Uint8Array | null>;
}

/** The provider failed or could not be reached: the job is tried again later. */
export class InvoiceProviderError extends Error {}
