import { and, eq, gt, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import { mbWayHoldEnd, reservationRules } from '@mdc/shared';
import { orders } from '@mdc/db';
import type { DbTransaction } from '../mail/index.ts';
import { CheckoutError } from './checkout-errors.ts';

/*
 * What one client may hold, and the edges of a hold (decisions 095, 110, 116): the client's lock,
 * the refusals over the caps, the open-voucher limits and the MB WAY extension.
 */

/** Who holds a reservation, as an opaque key (an account, or a keyed hash of an address). */
export type ClientKey = string;

/**
 * One client's holds are counted one at a time, on every instance (decision 095): the check and
 * the write that follows it run under this transaction-scoped lock.
 */
export async function lockClient(tx: DbTransaction, client: ClientKey) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`reservation:${client}`}))`);
}

/** Whole minutes (at least 1) from `at` until the soonest of `times`. */
export const minutesUntil = (at: Date, times: Date[]) => {
  const soonest = Math.min(...times.map((time) => time.getTime()));
  return Number.isFinite(soonest) ? Math.max(1, Math.ceil((soonest - at.getTime()) / 60_000)) : 1;
};

/** A client holding as much as one may: the buyer is told when the oldest hold ends. */
export function holdLimitReached(retryAfterMinutes: number) {
  return new CheckoutError(429, 'hold_limit', {
    args: { minutes: retryAfterMinutes },
    retryAfterSeconds: retryAfterMinutes * 60,
  });
}

/** One open voucher per client and per e-mail (decision 116): the buyer may pay by card or MB WAY. */
function voucherLimitReached(retryAfterMinutes: number) {
  return new CheckoutError(429, 'voucher_limit', { retryAfterSeconds: retryAfterMinutes * 60 });
}

/**
 * Refuses a Multibanco voucher for the order of `checkoutId` when its client or its e-mail
 * address already has as many open vouchers as one may (decision 116). The caller holds the
 * client's lock; the e-mail's is taken here, so two instances cannot both issue one.
 */
export async function checkVoucherLimits(
  tx: DbTransaction,
  order: { client: ClientKey; email: string; checkoutId: string },
  at: Date,
) {
  const email = order.email.trim().toLowerCase();
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`voucher-email:${email}`}))`);
  const open = await tx
    .select({
      client: orders.reservationClient,
      email: orders.email,
      reservedUntil: orders.reservedUntil,
    })
    .from(orders)
    .where(
      and(
        eq(orders.paymentStatus, 'awaiting_payment'),
        isNotNull(orders.multibancoReference),
        gt(orders.reservedUntil, at),
        ne(orders.checkoutId, order.checkoutId),
        or(eq(orders.reservationClient, order.client), sql`lower(${orders.email}) = ${email}`),
      ),
    );
  const ofClient = open.filter((row) => row.client === order.client);
  const ofEmail = open.filter((row) => row.email.trim().toLowerCase() === email);
  const over = [
    ...(ofClient.length >= reservationRules.maxOpenVouchersPerClient ? ofClient : []),
    ...(ofEmail.length >= reservationRules.maxOpenVouchersPerEmail ? ofEmail : []),
  ];
  if (over.length > 0) {
    throw voucherLimitReached(
      minutesUntil(
        at,
        over.map((row) => row.reservedUntil),
      ),
    );
  }
}

/**
 * An MB WAY request (decision 116, both providers): the hold lasts while it may be approved,
 * never past its ceiling. `onlyIfMbWay`: a webhook's `requires_action` extends only an order
 * whose buyer chose MB WAY at Pay (a card's 3-D Secure step waits within the 15 minutes).
 */
export async function extendMbWayHoldInTx(
  tx: DbTransaction,
  intentId: string,
  at: Date,
  onlyIfMbWay: boolean,
) {
  const [order] = await tx
    .select({
      id: orders.id,
      reservedUntil: orders.reservedUntil,
      holdStartedAt: orders.holdStartedAt,
    })
    .from(orders)
    .where(
      and(
        eq(orders.paymentIntentId, intentId),
        eq(orders.paymentStatus, 'awaiting_payment'),
        isNull(orders.multibancoReference),
        onlyIfMbWay ? eq(orders.paymentMethod, 'mb_way') : undefined,
      ),
    )
    .for('update');
  if (!order) return;
  await tx
    .update(orders)
    .set({
      paymentMethod: 'mb_way',
      reservedUntil: mbWayHoldEnd(order.reservedUntil, order.holdStartedAt, at),
      updatedAt: at,
    })
    .where(eq(orders.id, order.id));
}
