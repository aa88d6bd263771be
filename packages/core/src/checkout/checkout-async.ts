import { and, eq, sql } from 'drizzle-orm';
import { pathTo, voucherHoldEnd, type SiteLang } from '@mdc/shared';
import { orderItems, orders } from '@mdc/db';
import { queueEmail, type DbTransaction, type MailingDeps } from '../mail/index.ts';
import type { OfflineProvider, PaymentIntent, PaymentProvider } from '../payments/index.ts';
import { multibancoVoucherEmail } from '../orders/index.ts';
import { checkVoucherLimits, extendMbWayHoldInTx, lockClient } from './checkout-caps.ts';
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
   * Stores the voucher on its order and queues its e-mail, the first time only (decision 110).
   * The order keeps its client, so an open voucher counts toward the caps, and holds its bottles
   * until `voucherHoldEnd`, the deadline the buyer is told (decision 116). A client or e-mail
   * over the voucher limits gets no voucher: with `refuse` (the page or the offline provider's
   * voucher endpoint asked) the 429; without (a webhook) the order stays on its
   * Pay's hold, and the sweep cancels the intent, so the voucher, when that hold ends. Only
   * database work in `tx` (the estate's name is read before: PGlite has one connection).
   */
  async function recordVoucherInTx(
    tx: DbTransaction,
    intent: PaymentIntent,
    estateName: string,
    refuse = false,
  ) {
    const voucher = intent.multibanco;
    if (!voucher) return null;
    // The row first, then the client's lock: the order a Pay of the same checkout takes them in.
    const [current] = await tx
      .select()
      .from(orders)
      .where(
        and(eq(orders.paymentIntentId, intent.id), eq(orders.paymentStatus, 'awaiting_payment')),
      )
      .for('update');
    if (!current || current.multibancoReference === voucher.reference) return null;
    const at = now();
    if (current.reservationClient !== null) {
      await lockClient(tx, current.reservationClient);
      try {
        await checkVoucherLimits(
          tx,
          {
            client: current.reservationClient,
            email: current.email,
            checkoutId: current.checkoutId,
          },
          at,
        );
      } catch (error) {
        if (refuse || !(error instanceof CheckoutError)) throw error;
        return null;
      }
    }
    const [lines] = await tx
      .select({ bottles: sql<number>`coalesce(sum(${orderItems.quantity}), 0)::int` })
      .from(orderItems)
      .where(eq(orderItems.orderId, current.id));
    const holdEnd = voucherHoldEnd(at, voucher.expiresAt, Number(lines?.bottles ?? 0));
    const [order] = await tx
      .update(orders)
      .set({
        paymentMethod: 'multibanco',
        multibancoEntity: voucher.entity,
        multibancoReference: voucher.reference,
        multibancoExpiresAt: holdEnd,
        multibancoVoucherUrl: voucher.voucherUrl,
        reservedUntil: holdEnd,
        lastPaymentError: null,
        updatedAt: at,
      })
      .where(and(eq(orders.id, current.id), eq(orders.paymentStatus, 'awaiting_payment')))
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
    const order = await db.transaction((tx) => recordVoucherInTx(tx, intent, estateName, true));
    if (order) deps.mail.kick();
  }

  async function orderOfIntent(intentId: string) {
    const [order] = await db.select().from(orders).where(eq(orders.paymentIntentId, intentId));
    if (!order) throw new CheckoutError(404, 'payment_not_waiting');
    return order;
  }

  function requireOffline(): OfflineProvider {
    if (!deps.offline) throw new CheckoutError(404, 'offline_provider_off');
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
    extendMbWayHoldInTx,

    /**
     * POST /api/checkout/awaiting-payment/: the page's word that the buyer has a Multibanco
     * voucher (Stripe's Payment Element showed it). The provider is asked, never the page; the
     * order code for the thank-you page, which shows the voucher.
     */
    async awaitPayment(paymentIntentId: string) {
      const order = await orderOfIntent(paymentIntentId);
      const intent = await deps.checkoutPayments.atProvider(
        () => deps.payments.retrieve(paymentIntentId),
        { orderId: order.id },
      );
      if (intent?.status === 'succeeded') await deps.settlement.settle(intent);
      else if (intent?.multibanco) await recordVoucher(intent);
      else {
        throw new CheckoutError(409, 'not_awaiting_voucher');
      }
      return { code: order.code };
    },

    /** The offline provider's MB WAY request to the buyer's phone (decision 110). */
    async startOfflineMbWay(id: string, clientSecret: string, phone: string) {
      const intent = await requireOffline().startMbWay(id, clientSecret, phone);
      if (!intent) return null;
      // Held while the request may be approved, never past the hold's ceiling (decision 116).
      await db.transaction((tx) => extendMbWayHoldInTx(tx, id, now(), false));
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
        throw new CheckoutError(409, 'multibanco_unavailable');
      }
      const order = await orderOfIntent(id);
      await recordVoucher(intent);
      return { code: order.code };
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
