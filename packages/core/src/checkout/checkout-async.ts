import { and, eq, isNull, ne, or, sql } from 'drizzle-orm';
import { pathTo, reservationRules, type SiteLang } from '@mdc/shared';
import { orders } from '@mdc/db';
import { queueEmail, type DbTransaction, type MailingDeps } from '../mail/outbox.ts';
import type { OfflineProvider } from '../payments/offline-provider.ts';
import type { PaymentIntent, PaymentProvider } from '../payments/payment-provider.ts';
import { multibancoVoucherEmail } from '../orders/multibanco-email.ts';
import { CheckoutError } from './checkout-errors.ts';
import type { CheckoutPayments } from './checkout-payment.ts';
import type { SettlementService } from './checkout-settlement.ts';
import type { OrderRow } from './checkout-types.ts';

/** Where an asynchronous payment stands, as the waiting page polls it. */
export interface AsyncPaymentState {
  status: 'succeeded' | 'requires_action' | 'requires_payment_method' | 'canceled' | 'processing';
  error_message?: string;
  /** When the MB WAY request or the Multibanco voucher expires (ISO). */
  expires_at?: string;
}

/**
 * MB WAY and Multibanco (decision 110). A Multibanco voucher turns the order's short hold into
 * one until the voucher expires, and the buyer gets the voucher by e-mail, once; the order stays
 * awaiting payment until the provider says the voucher was paid (Stripe's webhook, or staff and
 * the test endpoint for the offline provider), then is settled like any payment. An MB WAY
 * request keeps the hold for as long as the buyer may approve it.
 */
export function createAsyncPayments(
  deps: MailingDeps & {
    now: () => Date;
    payments: PaymentProvider;
    offline: OfflineProvider | null;
    checkoutPayments: CheckoutPayments;
    settlement: SettlementService;
  },
) {
  const { db, now } = deps;

  /**
   * Stores the voucher on its order and queues its e-mail, the first time only. Only database
   * work in `tx` (the estate's name is read before: PGlite has one connection).
   */
  async function recordVoucherInTx(tx: DbTransaction, intent: PaymentIntent, estateName: string) {
    const voucher = intent.multibanco;
    if (!voucher) return null;
    const [order] = await tx
      .update(orders)
      .set({
        paymentMethod: 'multibanco',
        multibancoEntity: voucher.entity,
        multibancoReference: voucher.reference,
        multibancoExpiresAt: voucher.expiresAt,
        multibancoVoucherUrl: voucher.voucherUrl,
        // The hold is the voucher's (decision 110); a committed buyer is no longer a client
        // counted against the checkout caps of decision 095.
        reservedUntil: voucher.expiresAt,
        reservationClient: null,
        lastPaymentError: null,
        updatedAt: now(),
      })
      .where(
        and(
          eq(orders.paymentIntentId, intent.id),
          eq(orders.paymentStatus, 'awaiting_payment'),
          or(isNull(orders.multibancoReference), ne(orders.multibancoReference, voucher.reference)),
        ),
      )
      .returning();
    if (!order) return null;
    if (order.email) await queueEmail(tx, voucherEmail(order, estateName));
    return order;
  }

  function voucherEmail(order: OrderRow, estateName: string) {
    const lang = order.preferredLanguage as SiteLang;
    return multibancoVoucherEmail({
      to: order.email,
      lang,
      firstName: order.firstName,
      orderNumber: order.orderNumber,
      estateName,
      entity: order.multibancoEntity!,
      reference: order.multibancoReference!,
      amountCents: order.totalCents,
      expiresAt: order.multibancoExpiresAt!,
      orderUrl: `${deps.publicUrl}${pathTo('thankYou', lang, { code: order.code })}`,
      voucherUrl: order.multibancoVoucherUrl,
    });
  }

  async function recordVoucher(intent: PaymentIntent) {
    const estateName = await deps.estateName();
    const order = await db.transaction((tx) => recordVoucherInTx(tx, intent, estateName));
    if (order) deps.mail.kick();
  }

  async function orderOfIntent(intentId: string) {
    const [order] = await db.select().from(orders).where(eq(orders.paymentIntentId, intentId));
    if (!order) throw new CheckoutError(404, 'No order is waiting for this payment.');
    return order;
  }

  function requireOffline(): OfflineProvider {
    if (!deps.offline) throw new CheckoutError(404, 'The offline payment provider is not in use.');
    return deps.offline;
  }

  /**
   * The offline voucher was paid (staff, or the test-only endpoint): the intent succeeds and the
   * order is settled once. Null when no unexpired voucher has this reference.
   */
  async function markMultibancoPaid(reference: string) {
    const intent = await requireOffline().payMultibanco(reference);
    if (!intent) return null;
    const outcome = await deps.settlement.settle(intent);
    return { result: outcome.result, code: outcome.order?.code ?? null };
  }

  return {
    recordVoucherInTx,

    /**
     * POST /api/checkout/awaiting-payment/: the page's word that the buyer has a Multibanco
     * voucher (Stripe's Payment Element showed it). The provider is asked, never the page; the
     * order code for the thank-you page, which shows the voucher.
     */
    async awaitPayment(paymentIntentId: string, lang: SiteLang) {
      const order = await orderOfIntent(paymentIntentId);
      const intent = await deps.checkoutPayments.atProvider(
        () => deps.payments.retrieve(paymentIntentId),
        { orderId: order.id },
        lang,
      );
      if (intent?.status === 'succeeded') await deps.settlement.settle(intent);
      else if (intent?.multibanco) await recordVoucher(intent);
      else {
        throw new CheckoutError(409, 'This payment is not waiting for a Multibanco voucher.');
      }
      return { code: order.code };
    },

    /** The offline provider's MB WAY request to the buyer's phone (decision 110). */
    async startOfflineMbWay(id: string, clientSecret: string, phone: string) {
      const intent = await requireOffline().startMbWay(id, clientSecret, phone);
      if (!intent) return null;
      const approvalMs = (reservationRules.mbWayApprovalMinutes + 1) * 60_000;
      await db
        .update(orders)
        .set({
          paymentMethod: 'mb_way',
          // Held at least until the request can no longer be approved.
          reservedUntil: sql`greatest(${orders.reservedUntil}, ${new Date(now().getTime() + approvalMs)})`,
          updatedAt: now(),
        })
        .where(and(eq(orders.paymentIntentId, id), eq(orders.paymentStatus, 'awaiting_payment')));
      return requireOffline().actionState(id, clientSecret);
    },

    /** Where an offline MB WAY request stands, for the waiting page. */
    offlinePaymentState: (id: string, clientSecret: string) =>
      requireOffline().actionState(id, clientSecret),

    /** Issues the offline Multibanco voucher; the order code for the thank-you page. */
    async startOfflineMultibanco(id: string, clientSecret: string) {
      const intent = await requireOffline().issueMultibanco(id, clientSecret);
      if (!intent) return null;
      if (!intent.multibanco) {
        throw new CheckoutError(409, 'This payment can no longer be paid by Multibanco.');
      }
      await recordVoucher(intent);
      return { code: (await orderOfIntent(id)).code };
    },

    markMultibancoPaid,

    /** Staff's "Mark Multibanco paid" on an order (offline provider): as markMultibancoPaid. */
    async markOrderMultibancoPaid(orderId: number) {
      const [order] = await db
        .select({ reference: orders.multibancoReference })
        .from(orders)
        .where(eq(orders.id, orderId));
      return order?.reference ? markMultibancoPaid(order.reference) : null;
    },
  };
}

export type AsyncPayments = ReturnType<typeof createAsyncPayments>;
