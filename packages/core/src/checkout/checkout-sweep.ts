import { and, asc, eq, lt } from 'drizzle-orm';
import { orders, type Database } from '@mdc/db';
import type { ServiceLogger } from '../mail/mail-transport.ts';
import type { CheckoutPayments } from './checkout-payment.ts';
import type { Reservations } from './checkout-reservation.ts';
import type { SettlementService } from './checkout-settlement.ts';

/**
 * The reservation sweep (decision 041, decision 095): orders still unpaid after their hold. The
 * intent is cancelled at the provider first (so it cannot succeed afterwards); one that already
 * succeeded is settled as paid instead; the rest expire and give their bottles back. Any
 * instance may run it: each step is a conditional update.
 */
export function createReservationSweep(deps: {
  db: Database;
  logger: ServiceLogger;
  now: () => Date;
  payments: CheckoutPayments;
  settlement: SettlementService;
  reservations: Reservations;
}) {
  const { db, logger } = deps;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();

  async function expireReservations(
    at: Date = deps.now(),
  ): Promise<{ expired: number; paid: number }> {
    const due = await db
      .select({ id: orders.id, paymentIntentId: orders.paymentIntentId })
      .from(orders)
      .where(and(eq(orders.paymentStatus, 'awaiting_payment'), lt(orders.reservedUntil, at)))
      .orderBy(asc(orders.reservedUntil))
      .limit(100);
    const report = { expired: 0, paid: 0 };
    for (const order of due) {
      if (order.paymentIntentId) {
        let intent;
        try {
          intent = await deps.payments.cancelIntent(order.paymentIntentId);
        } catch (error) {
          logger.warn({ err: error, orderId: order.id }, 'reservation sweep: provider away');
          continue;
        }
        if (intent?.status === 'succeeded') {
          if ((await deps.settlement.settle(intent)).result === 'paid') report.paid += 1;
          continue;
        }
        // Still in flight at the provider (processing): decide on a later sweep.
        if (intent && intent.status !== 'canceled') continue;
      }
      if (await deps.reservations.expire(order.id, at)) report.expired += 1;
    }
    return report;
  }

  return {
    expireReservations,
    /** Runs the sweep every `intervalMs` (the app starts and stops it). */
    start(intervalMs: number): void {
      clearInterval(timer);
      timer = setInterval(() => {
        running = running
          .then(() => expireReservations())
          .catch((error: unknown) => logger.error({ err: error }, 'reservation sweep failed'));
      }, intervalMs);
      timer.unref();
    },
    async stop(): Promise<void> {
      clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}
