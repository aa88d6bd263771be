import { and, asc, eq } from 'drizzle-orm';
import { checkTaxId, type CheckoutCustomer, type SiteLang } from '@mdc/shared';
import { invoices, orderItems, orders, type Database } from '@mdc/db';
import type { InvoiceDocument, InvoiceKind, InvoiceSeller } from './invoice-provider.ts';
import { creditNoteLine } from './invoice-texts.ts';

export type InvoiceRow = typeof invoices.$inferSelect;

/** The buyer's NIF / VAT number as an invoice carries it; null for the final consumer. */
export function taxIdOf(customer: Partial<CheckoutCustomer> | null): string | null {
  const typed = customer?.nif?.trim();
  if (!typed) return null;
  const checked = checkTaxId(typed, customer?.country ?? 'PT');
  return checked.ok ? checked.value : null;
}

/**
 * The document of one outbox job, from the order as stored (docs/decisions/109-invoice-provider.md):
 * an invoice-receipt has the order's lines, shipping and discount; a credit note one line with the
 * money given back, correcting the invoice. Null when the order is gone.
 */
export async function documentOf(
  db: Database,
  job: InvoiceRow,
  corrects: InvoiceDocument['corrects'],
  seller: InvoiceSeller,
): Promise<InvoiceDocument | null> {
  const [order] = await db.select().from(orders).where(eq(orders.id, job.orderId));
  if (!order) return null;
  const items = await db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id))
    .orderBy(asc(orderItems.id));
  const customer = (order.customer ?? null) as Partial<CheckoutCustomer> | null;
  const lang: SiteLang = order.preferredLanguage === 'en' ? 'en' : 'pt';
  const kind = job.kind as InvoiceKind;
  const credit = kind === 'credit_note';
  const contained = (cents: number) =>
    order.vatRateBp > 0 ? Math.round((cents * order.vatRateBp) / (10_000 + order.vatRateBp)) : 0;
  return {
    jobId: job.id,
    kind,
    orderNumber: order.orderNumber,
    lang,
    date: order.paidAt ?? order.createdAt,
    seller,
    buyer: {
      name: [customer?.firstName, customer?.lastName].filter(Boolean).join(' ') || order.firstName,
      taxId: taxIdOf(customer),
      company: customer?.company_name?.trim() ?? '',
      email: order.email,
      addressLines: [customer?.address, customer?.house_number, customer?.address_line2].filter(
        (line): line is string => Boolean(line),
      ),
      postalCode: customer?.postalCode ?? '',
      city: customer?.city ?? '',
      country: customer?.country ?? 'PT',
      countryName: customer?.country_name ?? '',
    },
    lines: credit
      ? [
          {
            description: creditNoteLine(lang, order.orderNumber),
            quantity: 1,
            unitGrossCents: job.amountCents,
          },
        ]
      : items.map((item) => ({
          description: item.productTitle,
          quantity: item.quantity,
          unitGrossCents: item.unitPriceCents,
        })),
    discountCents: credit ? 0 : order.discountCents,
    shippingCents: credit ? 0 : order.shippingCostCents,
    shippingName: order.shippingOptionName,
    totalCents: job.amountCents,
    vatCents: credit ? contained(job.amountCents) : order.vatCents,
    vatRateBp: order.vatRateBp,
    corrects,
  };
}

/** The issued invoice a credit note corrects, or null while it is not issued yet. */
export async function issuedInvoiceOf(db: Database, orderId: number) {
  const [invoice] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.orderId, orderId), eq(invoices.kind, 'invoice')));
  if (!invoice?.externalId || !invoice.number || invoice.status !== 'issued') return null;
  return { externalId: invoice.externalId, number: invoice.number };
}
