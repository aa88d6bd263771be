import { asc, eq } from 'drizzle-orm';
import {
  withdrawalDeadline,
  withdrawalRefusal,
  type SiteLang,
  type WithdrawalCreated,
  type WithdrawalRefusal,
  type WithdrawalRequestInput,
  orderPageUrl,
} from '@mdc/shared';
import { orderItems, orderWithdrawals, orders } from '@mdc/db';
import { queueEmail } from '../mail/index.ts';
import { DomainError } from '../support/index.ts';
import { withdrawalAcknowledgementEmail, withdrawalNoticeEmail } from './withdrawal-emails.ts';
import {
  buyerNameOf,
  orderWithdrawalOf,
  withdrawalFactsOf,
  type OrderRow,
  type WithdrawalRow,
} from './withdrawal-read.ts';
import type { WithdrawalContext } from './withdrawal-service.ts';

/**
 * The buyer's withdrawal refused: 404 for an unknown order link, 409 naming why. The one error
 * type (DomainError, docs/decisions/135-one-error-model.md); the wire code is the refusal.
 */
export { DomainError as WithdrawalError };

/** Statuses at which the bottles are still at the estate: staff cancel instead of refunding. */
export const notShippedStatuses: readonly string[] = ['pending', 'processing'];

/** Why the withdrawal is refused, with what the catalogue's text says (decision 135). */
function refused(refusal: WithdrawalRefusal, order: OrderRow, withdrawal?: WithdrawalRow) {
  const args: Record<string, string> = { order: order.orderNumber };
  if (refusal === 'already_withdrawn') args.withdrawn_at = withdrawal!.createdAt.toISOString();
  if (refusal === 'period_over') {
    args.deadline_day = withdrawalDeadline(withdrawalFactsOf(order, withdrawal).delivered_at)!;
  }
  return new DomainError(409, refusal, { args });
}

/**
 * The buyer's statement through the order link, recorded with its acknowledgement and the
 * estate's notice in one transaction (decision 070). `userId` is the signed-in account, recorded
 * when the order is theirs.
 */
export async function requestWithdrawal(
  context: WithdrawalContext,
  code: string,
  input: WithdrawalRequestInput,
  userId: number | null,
): Promise<WithdrawalCreated> {
  const { db } = context;
  const at = context.now();
  const estateName = await context.estateName();
  const { order, row } = await db.transaction(async (tx) => {
    // Locked: a staff cancellation or a second click waits for this decision.
    const [order] = await tx.select().from(orders).where(eq(orders.code, code)).for('update');
    if (!order) {
      throw new DomainError(404, 'not_found');
    }
    const [earlier] = await tx
      .select()
      .from(orderWithdrawals)
      .where(eq(orderWithdrawals.orderId, order.id));
    const refusal = withdrawalRefusal(withdrawalFactsOf(order, earlier), at);
    if (refusal) {
      throw refused(refusal, order, earlier);
    }
    const lang = order.preferredLanguage as SiteLang;
    const [row] = await tx
      .insert(orderWithdrawals)
      .values({
        orderId: order.id,
        userId: userId !== null && order.userId === userId ? userId : null,
        reason: input.reason ?? '',
        lang,
        refundDueCents: Math.max(0, order.totalCents - order.refundedCents),
        createdAt: at,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) {
      // A second click that came in meanwhile: its statement is the one recorded, just now.
      throw new DomainError(409, 'already_withdrawn', {
        args: { order: order.orderNumber, withdrawn_at: at.toISOString() },
      });
    }
    const lines = await tx
      .select({ title: orderItems.productTitle, quantity: orderItems.quantity })
      .from(orderItems)
      .where(eq(orderItems.orderId, order.id))
      .orderBy(asc(orderItems.id));
    const statement = {
      lang,
      orderNumber: order.orderNumber,
      orderedAt: order.paidAt ?? order.createdAt,
      firstName: order.firstName,
      buyerName: buyerNameOf(order),
      email: order.email,
      lines,
      reason: row.reason,
      requestedAt: row.createdAt,
      refundDueCents: row.refundDueCents,
      notShipped: notShippedStatuses.includes(order.deliverStatus),
    };
    // An order whose account was deleted keeps no e-mail: only the estate can be told.
    if (order.email) {
      await queueEmail(
        tx,
        withdrawalAcknowledgementEmail({
          to: order.email,
          replyTo: context.estateEmail,
          statement,
          estateName,
          orderUrl: orderPageUrl(context.publicUrl, order),
        }),
      );
    }
    await queueEmail(
      tx,
      withdrawalNoticeEmail({
        to: context.estateEmail,
        statement,
        deliverStatus: order.deliverStatus,
        adminUrl: `${context.publicUrl}/admin/orders/${order.id}/show`,
      }),
    );
    return { order, row };
  });
  context.mail.kick();
  return {
    requested_at: row.createdAt.toISOString(),
    withdrawal: orderWithdrawalOf(order, row, at),
  };
}
