import { z } from '../zod.ts';
import { eurosOutSchema } from '../money-schema.ts';

/**
 * An order's tax documents as the API shows them (docs/product/shop.md#nif-and-invoices,
 * docs/decisions/109-invoice-provider.md): the invoice-receipt of the payment and the credit note
 * of a refund or withdrawal.
 */
export const invoiceKinds = ['invoice', 'credit_note'] as const;
export type InvoiceKindName = (typeof invoiceKinds)[number];

/** The buyer's view: issued (with its PDF link) or still pending (a job given up is pending too). */
export const orderInvoiceSchema = z.object({
  kind: z.enum(invoiceKinds),
  status: z.enum(['pending', 'issued']),
  number: z.string().nullable(),
  /** The PDF, once issued: a path on this site keyed by the order's code. */
  url: z.string().nullable(),
  /** The offline provider's document: a pro-forma, not a tax document. */
  pro_forma: z.boolean(),
});
export type OrderInvoice = z.infer<typeof orderInvoiceSchema>;

/** The staff's view: the job's state, its provider, attempts and last error. */
export const adminInvoiceSchema = z.object({
  kind: z.enum(invoiceKinds),
  status: z.enum(['pending', 'issued', 'failed']),
  number: z.string().nullable(),
  provider: z.string().nullable(),
  /** Euros ("31.50", money.ts). */
  amount: eurosOutSchema,
  issued_at: z.string().nullable(),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  url: z.string().nullable(),
});
export type AdminInvoice = z.infer<typeof adminInvoiceSchema>;

/** POST /api/admin/orders/:id/invoice-retry/: how many documents were made due again. */
export const invoiceRetryResponseSchema = z.object({ retried: z.number().int() });

/** The buyer's PDF route's path parameters (`credit-note` in the URL). */
export const invoicePdfParamsSchema = z.object({
  code: z.string().regex(/^[A-Za-z0-9_-]{22,64}$/, 'is not an order code'),
  kind: z.enum(['invoice', 'credit-note'], 'must be invoice or credit-note'),
});
