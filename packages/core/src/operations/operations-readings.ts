import { sql } from 'drizzle-orm';
import type { Database } from '@mdc/db';

/**
 * What an operator watches in the database (docs/decisions/125-metrics.md): the stock held by
 * unpaid orders, and the two outboxes (e-mails, invoices) with the age of their oldest waiting
 * row. Ages are in seconds on the application's clock, which the workers also use.
 */
export interface OperationsReading {
  /** Orders awaiting payment: each holds its bottles until paid or expired (decision 095). */
  openReservations: number;
  heldBottles: number;
  emails: QueueReading;
  invoices: QueueReading;
}

export interface QueueReading {
  /** Rows still to be delivered or issued (including those waiting for a retry). */
  pending: number;
  /** Rows the worker gave up on; staff must look at them. */
  failed: number;
  /** Seconds since the oldest pending row was queued; 0 when none waits. */
  oldestPendingSeconds: number;
}

interface ReadingRow extends Record<string, unknown> {
  open_reservations: number | string;
  held_bottles: number | string;
  emails_pending: number | string;
  emails_failed: number | string;
  emails_oldest: Date | string | null;
  invoices_pending: number | string;
  invoices_failed: number | string;
  invoices_oldest: Date | string | null;
}

/** One round trip: every figure from one statement, so a scrape costs one query. */
export function createOperationsReadings(db: Database, now: () => Date = () => new Date()) {
  const ageOf = (oldest: Date | string | null, at: Date) =>
    oldest === null ? 0 : Math.max(0, (at.getTime() - new Date(oldest).getTime()) / 1000);
  return {
    async read(): Promise<OperationsReading> {
      const result = await db.execute<ReadingRow>(sql`
        select
          (select count(*) from orders where payment_status = 'awaiting_payment')
            as open_reservations,
          (select coalesce(sum(i.quantity), 0) from order_items i
             join orders o on o.id = i.order_id
            where o.payment_status = 'awaiting_payment') as held_bottles,
          (select count(*) from emails where status = 'pending') as emails_pending,
          (select count(*) from emails where status = 'failed') as emails_failed,
          (select min(created_at) from emails where status = 'pending') as emails_oldest,
          (select count(*) from invoices where status = 'pending') as invoices_pending,
          (select count(*) from invoices where status = 'failed') as invoices_failed,
          (select min(created_at) from invoices where status = 'pending') as invoices_oldest
      `);
      // node-postgres and PGlite both answer { rows }.
      const row = (result as { rows: ReadingRow[] }).rows[0];
      if (!row) throw new Error('operations reading: the query returned no row');
      const at = now();
      return {
        openReservations: Number(row.open_reservations),
        heldBottles: Number(row.held_bottles),
        emails: {
          pending: Number(row.emails_pending),
          failed: Number(row.emails_failed),
          oldestPendingSeconds: ageOf(row.emails_oldest, at),
        },
        invoices: {
          pending: Number(row.invoices_pending),
          failed: Number(row.invoices_failed),
          oldestPendingSeconds: ageOf(row.invoices_oldest, at),
        },
      };
    },
  };
}

export type OperationsReadings = ReturnType<typeof createOperationsReadings>;
