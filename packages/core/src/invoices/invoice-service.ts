import { and, asc, eq, gt, inArray, isNotNull, lte, ne, not } from 'drizzle-orm';
import { invoices, orders, type Database } from '@mdc/db';
import { centsToEuros, type AdminInvoice, type OrderInvoice } from '@mdc/shared';
import type { InvoiceKind } from './invoice-provider.ts';
import type { InvoiceWorker } from './invoice-worker.ts';

/** An order's tax document as buyers and staff read it (never the PDF itself). */
export interface InvoiceState {
  kind: InvoiceKind;
  status: 'pending' | 'issued' | 'failed';
  number: string | null;
  provider: string | null;
  amount_cents: number;
  issued_at: string | null;
  attempts: number;
  last_error: string | null;
}

export type InvoiceStates = Map<number, InvoiceState[]>;

/** The tax documents of some orders, invoice before credit note. */
export async function invoicesOf(db: Database, orderIds: number[]): Promise<InvoiceStates> {
  const states: InvoiceStates = new Map();
  if (orderIds.length === 0) return states;
  const rows = await db
    .select({
      orderId: invoices.orderId,
      kind: invoices.kind,
      status: invoices.status,
      number: invoices.number,
      provider: invoices.provider,
      amountCents: invoices.amountCents,
      issuedAt: invoices.issuedAt,
      attempts: invoices.attempts,
      lastError: invoices.lastError,
    })
    .from(invoices)
    .where(inArray(invoices.orderId, orderIds))
    .orderBy(asc(invoices.id));
  for (const row of rows) {
    const list = states.get(row.orderId) ?? [];
    list.push({
      kind: row.kind as InvoiceKind,
      status: row.status as InvoiceState['status'],
      number: row.number,
      provider: row.provider,
      amount_cents: row.amountCents,
      issued_at: row.issuedAt?.toISOString() ?? null,
      attempts: row.attempts,
      last_error: row.lastError,
    });
    states.set(row.orderId, list);
  }
  return states;
}

/** The path a buyer downloads a document from: the order's secret code is the key. */
export const invoicePdfPath = (code: string, kind: InvoiceKind) =>
  `/api/checkout/orders/by-code/${encodeURIComponent(code)}/invoices/${kind === 'invoice' ? 'invoice' : 'credit-note'}.pdf`;

/**
 * How long the staff's retry waits for its order's documents before it answers with their state
 * as it stands (the work goes on): well under a proxy's 60 s (decision 117).
 */
export const invoiceRetryWaitMs = 20_000;

/**
 * Invoices as the API serves them (docs/product/shop.md#nif-and-invoices): the buyer's PDF by the
 * order's code, and the staff's retry of a job that is pending or given up.
 */
export function createInvoiceService(
  db: Database,
  worker: InvoiceWorker,
  { retryWaitMs = invoiceRetryWaitMs } = {},
) {
  return {
    worker,
    /** The issued PDF of the order with this code, or null (unknown code, not issued yet). */
    async pdfByCode(code: string, kind: InvoiceKind) {
      const [row] = await db
        .select({ pdf: invoices.pdf, number: invoices.number })
        .from(invoices)
        .innerJoin(orders, eq(orders.id, invoices.orderId))
        .where(and(eq(orders.code, code), eq(invoices.kind, kind), eq(invoices.status, 'issued')));
      if (!row?.pdf || !row.number) return null;
      return { pdf: row.pdf, number: row.number };
    },

    /**
     * Staff's "retry": every document of the order not issued yet is due now with fresh attempts,
     * except one a pass holds (its claim token set and its lease running: it may be in the middle
     * of the provider's create), which is left to that pass — clearing its token would let a
     * second pass create a second document (decision 117). The number of documents not issued
     * (0: nothing to retry); `issueNow` then works on those made due.
     */
    async retry(orderId: number): Promise<number> {
      const now = new Date();
      // A job waiting its backoff (longer) from before tokens were released is not held: room of
      // a second lease for instances' clocks apart.
      const held = and(
        eq(invoices.status, 'pending'),
        isNotNull(invoices.claimToken),
        gt(invoices.nextAttemptAt, now),
        lte(invoices.nextAttemptAt, new Date(now.getTime() + 2 * worker.leaseMs)),
      );
      const due = await db
        .update(invoices)
        .set({
          status: 'pending',
          attempts: 0,
          nextAttemptAt: now,
          claimToken: null,
          updatedAt: now,
        })
        .where(and(eq(invoices.orderId, orderId), ne(invoices.status, 'issued'), not(held!)))
        .returning({ id: invoices.id });
      const busy = await db
        .select({ id: invoices.id })
        .from(invoices)
        .where(and(eq(invoices.orderId, orderId), held));
      return due.length + busy.length;
    },

    /**
     * Works on this order's due documents at once and waits for them at most `retryWaitMs`
     * (decision 117): what is still in progress then goes on after the answer.
     */
    async issueNow(orderId: number): Promise<void> {
      const work = worker.flushOrder(orderId);
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<void>((done) => {
        timer = setTimeout(done, retryWaitMs);
      });
      await Promise.race([work, timeout]);
      clearTimeout(timer);
    },
  };
}

export type InvoiceService = ReturnType<typeof createInvoiceService>;

/** The buyer's view of an order's documents: a job given up shows as pending (staff retry it). */
export function buyerInvoices(states: InvoiceState[] | undefined, code: string): OrderInvoice[] {
  return (states ?? []).map((state) => ({
    kind: state.kind,
    status: state.status === 'issued' ? 'issued' : 'pending',
    number: state.status === 'issued' ? state.number : null,
    url: state.status === 'issued' ? invoicePdfPath(code, state.kind) : null,
    pro_forma: state.provider === 'offline',
  }));
}

/** The staff's view of an order's documents. */
export function adminInvoices(states: InvoiceState[] | undefined, code: string): AdminInvoice[] {
  return (states ?? []).map((state) => ({
    kind: state.kind,
    status: state.status,
    number: state.number,
    provider: state.provider,
    amount: centsToEuros(state.amount_cents),
    issued_at: state.issued_at,
    attempts: state.attempts,
    last_error: state.last_error,
    url: state.status === 'issued' ? invoicePdfPath(code, state.kind) : null,
  }));
}
