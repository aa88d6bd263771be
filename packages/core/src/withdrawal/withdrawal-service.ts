import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import {
  adminCentsToEuros,
  calendarDay,
  lisbonDateTime,
  pathTo,
  withdrawalDeadline,
  withdrawalRefusal,
  type SiteLang,
  type WithdrawalCreated,
  type WithdrawalRefusal,
  type WithdrawalRequestInput,
} from '@mdc/shared';
import { orderItems, orderWithdrawals, orders } from '@mdc/db';
import { recordAudit, type Actor } from '../audit/audit-log.ts';
import { refundAtProvider } from '../payments/refund-at-provider.ts';
import { queueCreditNote } from '../invoices/invoice-queue.ts';
import type { ServiceLogger } from '../mail/mail-transport.ts';
import { queueEmail, type MailingDeps } from '../mail/outbox.ts';
import type { PaymentProvider } from '../payments/payment-provider.ts';
import { AdminError } from '../support/admin-error.ts';
import {
  withdrawalAcknowledgementEmail,
  withdrawalNoticeEmail,
  withdrawalRefundEmail,
} from './withdrawal-emails.ts';
import {
  buyerNameOf,
  orderWithdrawalOf,
  withdrawalFactsOf,
  type OrderRow,
  type WithdrawalRow,
} from './withdrawal-read.ts';

export interface WithdrawalDeps extends MailingDeps {
  payments: PaymentProvider;
  logger: ServiceLogger;
  /** ESTATE_EMAIL: where withdrawal notices go, and where the buyer's replies go. */
  estateEmail: string;
  now?: () => Date;
}

/** The buyer's withdrawal refused: 404 for an unknown order link, 409 naming why. */
export class WithdrawalError extends Error {
  constructor(
    readonly statusCode: 404 | 409,
    message: string,
    readonly code: WithdrawalRefusal | 'not_found',
  ) {
    super(message);
    this.name = 'WithdrawalError';
  }
}

/** Statuses at which the bottles are still at the estate: staff cancel instead of refunding. */
const notShippedStatuses: readonly string[] = ['pending', 'processing'];

function refusalMessage(refusal: WithdrawalRefusal, order: OrderRow, withdrawal?: WithdrawalRow) {
  const number = order.orderNumber;
  switch (refusal) {
    case 'already_withdrawn':
      return `You already withdrew from order ${number} on ${lisbonDateTime(withdrawal!.createdAt, 'en')} (Lisbon time).`;
    case 'closed':
      return `Order ${number} was cancelled, returned or refunded: there is no contract left to withdraw from.`;
    case 'not_paid':
      return `Order ${number} is not paid, so there is no contract to withdraw from.`;
    case 'period_over': {
      const deadline = withdrawalDeadline(withdrawalFactsOf(order, withdrawal).delivered_at)!;
      return `The 14-day withdrawal period of order ${number} ended on ${calendarDay(deadline, 'en')}.`;
    }
  }
}

/**
 * The withdrawal button (decision 070): the buyer's statement through the order link (their
 * e-mail's, or the profile's, which carries the same code), recorded with its acknowledgement
 * and the estate's notice in one transaction; and the staff's refund of it through the payment
 * provider. Part of the orders' life, next to the checkout and the staff's order service.
 */
export function createWithdrawalService(deps: WithdrawalDeps) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const orderUrl = (order: OrderRow) =>
    `${deps.publicUrl}${pathTo('thankYou', order.preferredLanguage as SiteLang, { code: order.code })}`;

  return {
    /**
     * POST /api/checkout/orders/by-code/{code}/withdrawal/: the second step, "confirm
     * withdrawal". `userId` is the signed-in account, recorded when the order is theirs.
     */
    async withdraw(
      code: string,
      input: WithdrawalRequestInput,
      userId: number | null,
    ): Promise<WithdrawalCreated> {
      const at = now();
      const estateName = await deps.estateName();
      const { order, row } = await db.transaction(async (tx) => {
        // Locked: a staff cancellation or a second click waits for this decision.
        const [order] = await tx.select().from(orders).where(eq(orders.code, code)).for('update');
        if (!order) {
          throw new WithdrawalError(
            404,
            'This link has expired or the code does not exist.',
            'not_found',
          );
        }
        const [earlier] = await tx
          .select()
          .from(orderWithdrawals)
          .where(eq(orderWithdrawals.orderId, order.id));
        const refusal = withdrawalRefusal(withdrawalFactsOf(order, earlier), at);
        if (refusal) {
          throw new WithdrawalError(409, refusalMessage(refusal, order, earlier), refusal);
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
          throw new WithdrawalError(
            409,
            `You already withdrew from order ${order.orderNumber}.`,
            'already_withdrawn',
          );
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
              replyTo: deps.estateEmail,
              statement,
              estateName,
              orderUrl: orderUrl(order),
            }),
          );
        }
        await queueEmail(
          tx,
          withdrawalNoticeEmail({
            to: deps.estateEmail,
            statement,
            deliverStatus: order.deliverStatus,
            adminUrl: `${deps.publicUrl}/admin/orders/${order.id}/show`,
          }),
        );
        return { order, row };
      });
      deps.mail.kick();
      return {
        requested_at: row.createdAt.toISOString(),
        withdrawal: orderWithdrawalOf(order, row, at),
      };
    },

    /**
     * POST /api/admin/orders/:id/withdrawal-refund/: refunds what the withdrawal is owed at the
     * provider first (a failure is a 502 that changed nothing), then records it on the withdrawal
     * and the order, with the audit row and the buyer's e-mail, in one transaction.
     */
    async refund(actor: Actor, orderId: number): Promise<void> {
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
        throw new AdminError(
          409,
          `The withdrawal from order ${number} has already been refunded.`,
        ).as('withdrawal_refunded', { order: number });
      }
      if (notShippedStatuses.includes(order.deliverStatus) && order.paymentStatus === 'paid') {
        throw new AdminError(
          409,
          `Order ${number} has not left the estate: cancel it instead, which refunds it and returns its bottles to stock.`,
        ).as('withdrawal_cancel_instead', { order: number });
      }
      const amountCents = Math.min(
        withdrawal.refundDueCents,
        order.totalCents - order.refundedCents,
      );
      if (amountCents <= 0) {
        throw new AdminError(
          409,
          `There is nothing to refund on order ${number}: what was paid has already been returned.`,
        ).as('withdrawal_nothing_due', { order: number });
      }
      const refund = await refundAtProvider(deps, order, {
        amountCents,
        purpose: 'withdrawal',
        unchanged: 'the refund is not recorded',
        failureCode: 'withdrawal_refund_failed',
      });
      const at = now();
      const estateName = await deps.estateName();
      await db.transaction(async (tx) => {
        const [recorded] = await tx
          .update(orderWithdrawals)
          .set({ refundedCents: refund.amountCents, refundId: refund.id, refundedAt: at })
          .where(and(eq(orderWithdrawals.id, withdrawal.id), isNull(orderWithdrawals.refundedAt)))
          .returning();
        // A second click at the same moment got the same refund back (same idempotency key)
        // and recorded it: nothing more to write.
        if (!recorded) return;
        // The credit note of the refund (docs/decisions/109-invoice-provider.md).
        await queueCreditNote(tx, order.id, refund.amountCents);
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
            refund: { id: refund.id, amount: adminCentsToEuros(refund.amountCents) },
            refunded_amount: [
              adminCentsToEuros(order.refundedCents),
              adminCentsToEuros(after!.refundedCents),
            ],
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
              orderUrl: orderUrl(order),
            }),
          );
        }
      });
      deps.mail.kick();
    },
  };
}

export type WithdrawalService = ReturnType<typeof createWithdrawalService>;
