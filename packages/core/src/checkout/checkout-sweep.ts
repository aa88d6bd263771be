import { and, asc, eq, lt } from 'drizzle-orm';
import { pathTo, type SiteLang } from '@mdc/shared';
import { orders, type Database } from '@mdc/db';
import {
  type ServiceLogger,
  queueEmail,
  type DbTransaction,
  type MailingDeps,
} from '../mail/index.ts';
import { orderLapsedEmail } from '../orders/index.ts';
import type { CheckoutPayments } from './checkout-payment.ts';
import type { Reservations } from './checkout-reservation.ts';
import type { SettlementService } from './checkout-settlement.ts';

/**
 * The buyer's lapse e-mail, queued in the transaction that expires the order (so one instance
 * sends it once, decision 100): only for MB WAY and Multibanco orders, whose buyer pressed Pay and
 * waits for the payment to go through; a card checkout left unpaid gets none
 * (docs/decisions/117-payment-lapse-and-invoice-lookup.md).
 */
export async function queueLapseEmail(
  tx: DbTransaction,
  orderId: number,
  deps: { publicUrl: string; estateName: string },
): Promise<void> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
  if (!order?.email || order.paymentMethod === 'card') return;
  const lang = order.preferredLanguage as SiteLang;
  const method = order.paymentMethod === 'multibanco' ? 'multibanco' : 'mb_way';
  await queueEmail(
    tx,
    orderLapsedEmail({
      to: order.email,
      lang,
      firstName: order.firstName,
      orderNumber: order.orderNumber,
      estateName: deps.estateName,
      method,
      lapsedAt: order.multibancoExpiresAt ?? order.reservedUntil,
      shopUrl: `${deps.publicUrl}${pathTo('shop', lang)}`,
      orderUrl: `${deps.publicUrl}${pathTo('thankYou', lang, { code: order.code })}`,
    }),
  );
}

/**
 * The reservation sweep (decision 041, decision 095): orders still unpaid after their hold. The
 * intent is cancelled at the provider first (so it cannot succeed afterwards); one that already
 * succeeded is settled as paid instead; the rest expire and give their bottles back. Any
 * instance may run it: each step is a conditional update.
 */
export function createReservationSweep(deps: {
  db: Database;
  logger: ServiceLogger;
  /** The lapse e-mails' links, signature and prompt delivery (decision 117). */
  mailing: Pick<MailingDeps, 'mail' | 'publicUrl' | 'estateName'>;
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
    if (due.length === 0) return report;
    // Read before the transactions: PGlite has one connection.
    const lapse = {
      publicUrl: deps.mailing.publicUrl,
      estateName: await deps.mailing.estateName(),
    };
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
      const lapsed = (tx: DbTransaction, id: number) => queueLapseEmail(tx, id, lapse);
      if (await deps.reservations.expire(order.id, at, lapsed)) report.expired += 1;
    }
    if (report.expired > 0) deps.mailing.mail.kick();
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
