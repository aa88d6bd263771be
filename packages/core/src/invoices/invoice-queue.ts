import { invoices } from '@mdc/db';
import type { DbExecutor } from '../mail/index.ts';

/**
 * Queues the order's invoice-receipt in the transaction that marks it paid
 * (docs/decisions/109-invoice-provider.md). The unique (order, kind) index is the last guard:
 * a second settlement, webhook or retry finds the row there and adds nothing.
 */
export async function queueInvoice(
  tx: DbExecutor,
  order: { id: number; totalCents: number },
): Promise<void> {
  await tx
    .insert(invoices)
    .values({
      orderId: order.id,
      kind: 'invoice',
      amountCents: order.totalCents,
      nextAttemptAt: new Date(),
    })
    .onConflictDoNothing({ target: [invoices.orderId, invoices.kind] });
}

/**
 * Queues the credit note of money given back (a cancellation's refund or a withdrawal's), in the
 * transaction that records the refund. One per order (the unique index): a second refund of the
 * same order (a withdrawal after a partial refund) adds no second note, which staff then issue
 * at the provider by hand.
 */
export async function queueCreditNote(
  tx: DbExecutor,
  orderId: number,
  amountCents: number,
): Promise<void> {
  if (amountCents <= 0) return;
  await tx
    .insert(invoices)
    .values({ orderId, kind: 'credit_note', amountCents, nextAttemptAt: new Date() })
    .onConflictDoNothing({ target: [invoices.orderId, invoices.kind] });
}
