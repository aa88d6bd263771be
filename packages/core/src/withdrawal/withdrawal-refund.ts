import { and, eq, isNull, sql } from 'drizzle-orm';
import { centsToEuros, type SiteLang, orderPageUrl } from '@mdc/shared';
import { orderWithdrawals, orders } from '@mdc/db';
import { recordAudit, type Actor } from '../audit/index.ts';
import { refundAtProvider } from '../payments/index.ts';
import { queueEmail } from '../mail/index.ts';
import { AdminError } from '../support/index.ts';
import { withdrawalRefundEmail } from './withdrawal-emails.ts';
import { notShippedStatuses } from './withdrawal-request.ts';
import type { WithdrawalContext } from './withdrawal-service.ts';

/**
 * The staff's refund of a withdrawal: what it is owed, refunded at the provider first (a failure
 * is a 502 that changed nothing), then recorded on the withdrawal and the order, with the audit
 * row and the buyer's e-mail, in one transaction.
 */
export async function refundWithdrawal(
  context: WithdrawalContext,
  actor: Actor,
  orderId: number,
): Promise<void> {
  const { db } = context;
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw AdminError.notFound(`Order ${orderId}`);
  const number = order.orderNumber;
  const [withdrawal] = await db
    .select()
    .from(orderWithdrawals)
    .where(eq(orderWithdrawals.orderId, order.id));
  if (!withdrawal) {
    throw new AdminError(409, `The buyer has not withdrawn from order ${number}.`).as(
      'withdrawal_missing',
      { order: number },
    );
  }
  if (withdrawal.refundedAt) {
    throw new AdminError(409, `The withdrawal from order ${number} has already been refunded.`).as(
      'withdrawal_refunded',
      { order: number },
    );
  }
  if (notShippedStatuses.includes(order.deliverStatus) && order.paymentStatus === 'paid') {
    throw new AdminError(
      409,
      `Order ${number} has not left the estate: cancel it instead, which refunds it and returns its bottles to stock.`,
    ).as('withdrawal_cancel_instead', { order: number });
  }
  const amountCents = Math.min(withdrawal.refundDueCents, order.totalCents - order.refundedCents);
  if (amountCents <= 0) {
    throw new AdminError(
      409,
      `There is nothing to refund on order ${number}: what was paid has already been returned.`,
    ).as('withdrawal_nothing_due', { order: number });
  }
  const refund = await refundAtProvider(context, order, {
    amountCents,
    purpose: 'withdrawal',
    unchanged: 'the refund is not recorded',
    failureCode: 'withdrawal_refund_failed',
  });
  const at = context.now();
  const estateName = await context.estateName();
  await db.transaction(async (tx) => {
    const [recorded] = await tx
      .update(orderWithdrawals)
      .set({ refundedCents: refund.amountCents, refundId: refund.id, refundedAt: at })
      .where(and(eq(orderWithdrawals.id, withdrawal.id), isNull(orderWithdrawals.refundedAt)))
      .returning();
    // A second click at the same moment got the same refund back (same idempotency key)
    // and recorded it: nothing more to write.
    if (!recorded) return;
    // The credit note of the refund is queued in this transaction
    // (docs/decisions/109-invoice-provider.md, docs/decisions/133-domains-as-modules.md).
    await context.events.raise(tx, 'moneyRefunded', {
      orderId: order.id,
      amountCents: refund.amountCents,
    });
    const refundedCents = sql`${orders.refundedCents} + ${refund.amountCents}`;
    const [after] = await tx
      .update(orders)
      .set({
        refundedCents,
        paymentStatus: sql`case when ${refundedCents} >= ${orders.totalCents} then 'refunded' else ${orders.paymentStatus} end`,
        refundId: refund.id,
        refundedAt: at,
        updatedAt: at,
      })
      .where(eq(orders.id, order.id))
      .returning();
    await recordAudit(tx, actor, {
      entity: 'order',
      entityId: order.id,
      action: 'withdrawal_refund',
      changes: {
        refund: { id: refund.id, amount: centsToEuros(refund.amountCents) },
        refunded_amount: [centsToEuros(order.refundedCents), centsToEuros(after!.refundedCents)],
        ...(after!.paymentStatus !== order.paymentStatus && {
          payment_status: [order.paymentStatus, after!.paymentStatus],
        }),
      },
    });
    if (order.email) {
      await queueEmail(
        tx,
        withdrawalRefundEmail({
          to: order.email,
          lang: order.preferredLanguage as SiteLang,
          firstName: order.firstName,
          orderNumber: number,
          amountCents: refund.amountCents,
          estateName,
          orderUrl: orderPageUrl(context.publicUrl, order),
        }),
      );
    }
  });
  context.mail.kick();
}
