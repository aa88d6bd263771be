import { createHmac } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import {
  cartTotals,
  centsToEuros,
  normalizeDiscountCode,
  type CheckoutConflict,
  type CompanyContact,
  type CreatePaymentIntentResponse,
  type DiscountCodeCheck,
} from '@mdc/shared';
import { orderItems, orders, paymentEvents } from '@mdc/db';
import type { ServiceLogger } from '../mail/mail-transport.ts';
import type { MailingDeps } from '../mail/outbox.ts';
import type {
  OfflineCard,
  OfflineConfirmation,
  OfflineProvider,
} from '../payments/offline-provider.ts';
import {
  WebhookSignatureError,
  type PaymentConfig,
  type PaymentProvider,
} from '../payments/payment-provider.ts';
import type { ShippingService } from '../shipping/shipping-service.ts';
import type { StockReturnedHook } from '../stock-alerts/stock-alert-service.ts';
import { CheckoutError, discountRefused, ReservationConflict } from './checkout-errors.ts';
import { createOrderReads } from '../orders/order-reads.ts';
import { createCheckoutPayments } from './checkout-payment.ts';
import { loadWines, priceCheckout } from './checkout-quote.ts';
import { createReservations, type ClientKey } from './checkout-reservation.ts';
import { createSettlement } from './checkout-settlement.ts';
import { createReservationSweep } from './checkout-sweep.ts';
import { differenceFromOrder, termsDigest, termsOfPriced } from './checkout-terms.ts';
import type {
  ConfirmOrderData,
  CreatePaymentIntentData,
  DiscountCodeCheckData,
  OrderRow,
} from './checkout-types.ts';
import { priceDiscountCode } from '../discount-codes/discount-codes.ts';

export { CheckoutError } from './checkout-errors.ts';
export type { ConfirmOrderData, CreatePaymentIntentData, DiscountCodeCheckData };

export type CreatePaymentIntentResult =
  { ok: true; response: CreatePaymentIntentResponse } | { ok: false; conflict: CheckoutConflict };

/** Who is paying: the signed-in account (from the bearer token) and the client's address. */
export interface Buyer {
  userId: number | null;
  address: string;
}

export interface CheckoutDeps extends MailingDeps {
  shipping: ShippingService;
  payments: PaymentProvider;
  /** Set when payments is the offline provider: its test card form confirms through here. */
  offline: OfflineProvider | null;
  paymentConfig: PaymentConfig;
  /** The shop_enabled setting: while the shop is closed no new payment starts. */
  shopOpen: () => Promise<boolean>;
  /** ESTATE_EMAIL: where paid-order notices go, and buyers' replies to their confirmation. */
  estateEmail: string;
  /** The company contact record: who sells, as the order confirmation names them. */
  companyContact: () => Promise<CompanyContact | null>;
  /** Keys the hash of a client's address that reservations are counted by (never stored raw). */
  clientKeySecret: string;
  logger: ServiceLogger;
  /** Told when an expired reservation gives its bottles back (stock alerts). */
  onStockReturned?: StockReturnedHook;
  /** After an order took or gave back stock (the caches that show stock drop it; decision 112). */
  onStockChanged?: () => Promise<void>;
  /** Which invoice provider issues paid orders' invoices (docs/decisions/109-invoice-provider.md). */
  invoiceProvider?: string;
  now?: () => Date;
}

const alreadyPaid = (order: OrderRow) =>
  new CheckoutError(
    410,
    `This checkout was already paid (order ${order.orderNumber}); start a new one to buy again.`,
  );

/**
 * The checkout (docs/product/shop.md#checkout-and-payment; decisions 041 and 095): the one service that
 * touches stock, orders and payments. It prices a checkout (checkout-quote), holds its bottles
 * from the buyer's Pay (checkout-reservation), makes the provider's intent for exactly those
 * terms (checkout-payment) and pays the order once, through the confirm call, the webhook or the
 * sweep, whichever comes first (checkout-settlement, checkout-sweep).
 */
export function createCheckoutService(deps: CheckoutDeps) {
  const { db, logger } = deps;
  const now = deps.now ?? (() => new Date());
  const payments = createCheckoutPayments({ db, payments: deps.payments, logger, now });
  const reservations = createReservations({
    db,
    now,
    onStockReturned: deps.onStockReturned,
    onStockChanged: deps.onStockChanged,
  });
  const settlement = createSettlement({ ...deps, now }, payments);
  const sweep = createReservationSweep({ db, logger, now, payments, settlement, reservations });
  const reads = createOrderReads(db, now);

  const clientKey = (buyer: Buyer): ClientKey =>
    buyer.userId !== null
      ? `user:${buyer.userId}`
      : `ip:${createHmac('sha256', deps.clientKeySecret).update(buyer.address).digest('base64url').slice(0, 32)}`;

  async function findOrderByCheckout(checkoutId: string) {
    const [order] = await db.select().from(orders).where(eq(orders.checkoutId, checkoutId));
    const holding = order?.paymentStatus === 'awaiting_payment';
    const items = holding
      ? await db.select().from(orderItems).where(eq(orderItems.orderId, order.id))
      : [];
    return {
      order,
      held: new Map(items.map((item) => [item.wineId, item.quantity])),
      // A reservation holds one use of its code, as it holds its bottles.
      heldCodeId: holding ? order.discountCodeId : null,
    };
  }

  /**
   * Before new terms replace an order's intent, the intent is cancelled so it can never be paid
   * for terms the order no longer has; one paid meanwhile settles the order as it was priced.
   */
  async function releaseIntentOf(order: OrderRow | undefined, newTerms: string, lang: 'pt' | 'en') {
    if (!order?.paymentIntentId || order.paymentStatus !== 'awaiting_payment') return;
    const intentId = order.paymentIntentId;
    const intent = await payments.atProvider(
      () => deps.payments.retrieve(intentId),
      { intentId },
      lang,
    );
    if (intent?.status === 'succeeded') {
      if ((await settlement.settle(intent)).result === 'paid') throw alreadyPaid(order);
      return;
    }
    if (!intent || intent.status === 'canceled' || intent.metadata.terms === newTerms) return;
    const after = await payments.atProvider(
      () => payments.cancelIntent(intentId),
      { intentId },
      lang,
    );
    if (after?.status === 'succeeded' && (await settlement.settle(after)).result === 'paid') {
      throw alreadyPaid(order);
    }
  }

  const service = {
    /** Which payment form the checkout page shows. */
    paymentConfig(): PaymentConfig {
      return deps.paymentConfig;
    },

    /**
     * POST /api/shop/discount-codes/check/ (decision 074): may this cart use the code now, and
     * what does it take off? Priced from the database; a refusal is a 422 in the buyer's language.
     * A checkout whose reservation already holds the code counts that use as its own.
     */
    async checkDiscountCode(input: DiscountCodeCheckData): Promise<DiscountCodeCheck> {
      const found = await loadWines(
        db,
        input.cart.map((line) => line.id),
      );
      const totals = cartTotals(
        input.cart.flatMap((line) => {
          const wine = found.get(line.id);
          return wine?.sellable ? [{ ...wine, quantity: line.quantity }] : [];
        }),
      );
      const { heldCodeId } = input.checkout_id
        ? await findOrderByCheckout(input.checkout_id)
        : { heldCodeId: null };
      const priced = await priceDiscountCode(
        db,
        input.discount_code,
        totals.subtotalCents,
        now(),
        heldCodeId,
      );
      if (!priced?.applied) {
        throw discountRefused(priced?.refusal ?? { reason: 'unknown' }, input.language);
      }
      const { code, rule, cents } = priced.applied;
      return {
        discount_code: code,
        kind: rule.kind,
        percent: rule.percent,
        amount: rule.amountCents === null ? null : centsToEuros(rule.amountCents),
        min_order: centsToEuros(rule.minOrderCents),
        subtotal: centsToEuros(totals.subtotalCents),
        discount_amount: centsToEuros(cents),
      };
    },

    /** True when this checkout's reservation already holds the typed code (no new try of it). */
    async holdsDiscountCode(checkoutId: string, typed: string): Promise<boolean> {
      const [order] = await db
        .select({ code: orders.discountCode, paymentStatus: orders.paymentStatus })
        .from(orders)
        .where(eq(orders.checkoutId, checkoutId));
      return (
        order?.paymentStatus === 'awaiting_payment' &&
        order.code !== null &&
        order.code === normalizeDiscountCode(typed)
      );
    },

    /**
     * POST /api/checkout/create-payment-intent/, sent when the buyer presses Pay with the whole
     * customer, the shipping option and the 18+ confirmation: prices the checkout, answers a
     * conflict when the page's figures or the stock disagree, else holds the bottles and returns
     * the provider's intent for exactly these terms. The same terms give the same order and
     * intent; new terms cancel the old intent first and get a new one.
     */
    async createPaymentIntent(
      input: CreatePaymentIntentData,
      buyer: Buyer = { userId: null, address: 'unknown' },
    ): Promise<CreatePaymentIntentResult> {
      // The server decides, not the page: a closed shop takes no new orders. Payments already
      // started still confirm, so nobody who paid is left without an order.
      if (!(await deps.shopOpen())) {
        throw new CheckoutError(403, 'The shop is closed at the moment; it takes no new orders.');
      }
      const lang = input.customer.preferred_language;
      // The schema says so too; the service holds nothing for a buyer who did not confirm.
      if (input.adult_confirmed !== true) {
        throw new CheckoutError(
          400,
          'adult_confirmed: the buyer must confirm being 18 or older',
          'adult_confirmed',
        );
      }
      const { order: existing, held, heldCodeId } = await findOrderByCheckout(input.checkout_id);
      if (existing?.paymentStatus === 'paid' || existing?.paymentStatus === 'refunded') {
        throw alreadyPaid(existing);
      }
      let priced = await priceCheckout(db, deps.shipping, input, held, heldCodeId, now());
      if (priced.discount?.refusal) throw discountRefused(priced.discount.refusal, lang);
      if (priced.conflict) return { ok: false, conflict: priced.conflict };
      let terms = termsOfPriced(priced, input.shipping_option_id, true);
      await releaseIntentOf(existing, termsDigest(terms), lang);

      let order: OrderRow | undefined;
      for (let attempt = 0; !order; attempt += 1) {
        try {
          order = await reservations.reserve(input, priced, terms, {
            userId: buyer.userId,
            client: clientKey(buyer),
          });
        } catch (error) {
          if (error instanceof ReservationConflict) {
            // Someone was faster: answer from a fresh read of the stock and prices.
            const fresh = await findOrderByCheckout(input.checkout_id);
            priced = await priceCheckout(
              db,
              deps.shipping,
              input,
              fresh.held,
              fresh.heldCodeId,
              now(),
            );
            terms = termsOfPriced(priced, input.shipping_option_id, true);
            const message =
              error.code === 'sold_out'
                ? 'Another buyer took the last bottles meanwhile; please check the cart.'
                : 'Prices changed while the order was being saved; please check the total.';
            return {
              ok: false,
              conflict: priced.conflict ?? priced.conflictFor(error.code, message),
            };
          }
          // Two first calls of one checkout at once: the second finds the first's order.
          if (
            (error as { code?: string; cause?: { code?: string } })?.code === '23505' ||
            (error as { cause?: { code?: string } })?.cause?.code === '23505'
          ) {
            if (attempt === 0) continue;
          }
          throw error;
        }
      }

      const ready = order;
      const digest = termsDigest(terms);
      const intent = await payments.atProvider(
        () => payments.intentFor(ready, digest),
        { orderId: order.id },
        lang,
      );
      return {
        ok: true,
        response: {
          clientSecret: intent.clientSecret,
          paymentIntentId: intent.id,
          provider: deps.payments.name,
          subtotal: centsToEuros(order.subtotalCents),
          shipping_cost: centsToEuros(order.shippingCostCents),
          total: centsToEuros(order.totalCents),
          discount_amount: centsToEuros(order.discountCents),
        },
      };
    },

    /**
     * POST /api/checkout/confirm-order/: the request must describe the order that was priced and
     * paid (a different cart, shipping option or customer is a 409 naming the field, and changes
     * nothing); the provider must say the payment succeeded for exactly those terms; then the
     * order is paid once (a repeat answers the same code).
     */
    async confirmOrder(input: ConfirmOrderData, userId: number | null = null) {
      const [order] = await db
        .select()
        .from(orders)
        .where(eq(orders.paymentIntentId, input.paymentIntentId));
      if (!order) throw new CheckoutError(404, 'No order is waiting for this payment.');
      const items = await db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
      const differs = differenceFromOrder(input, order, items);
      if (differs) {
        throw new CheckoutError(
          409,
          `${differs}: differs from the order that was priced and paid; it cannot change now.`,
          differs,
        );
      }
      if (order.paymentStatus === 'paid') return { success: true as const, code: order.code };
      const lang = input.customer.preferred_language;
      const intent = await payments.atProvider(
        () => deps.payments.retrieve(input.paymentIntentId),
        { orderId: order.id },
        lang,
      );
      if (!intent) throw new CheckoutError(404, 'The payment provider does not know this payment.');
      if (intent.status !== 'succeeded') {
        throw new CheckoutError(
          402,
          `The payment has not succeeded (status: ${intent.status})` +
            (intent.lastError ? `: ${intent.lastError}` : '.'),
        );
      }
      const outcome = await payments.atProvider(
        () => settlement.settle(intent, userId),
        { orderId: order.id },
        lang,
      );
      if (outcome.result === 'paid' || outcome.result === 'already_paid') {
        return { success: true as const, code: order.code };
      }
      throw new CheckoutError(
        409,
        outcome.result === 'mismatch'
          ? 'The payment does not match the order; it was refunded. Please pay again.'
          : 'The reservation of this order expired before the payment; the payment was refunded.',
      );
    },

    /**
     * POST /api/checkout/stripe-webhook/: verified, de-duplicated by event id (recorded in the
     * same transaction as its effect), then the same settlement as confirmOrder.
     */
    async handleWebhook(
      rawBody: Buffer | string,
      signature: string | undefined,
    ): Promise<{ duplicate: boolean }> {
      let event;
      try {
        event = deps.payments.parseWebhook(rawBody, signature);
      } catch (error) {
        if (error instanceof WebhookSignatureError) {
          throw new CheckoutError(
            400,
            `stripe-signature: the webhook signature check failed (${error.message})`,
            'stripe-signature',
          );
        }
        throw error;
      }
      const { intent } = event;
      const seller = await settlement.seller();
      const outcome = await db.transaction(async (tx) => {
        const [fresh] = await tx
          .insert(paymentEvents)
          .values({ providerEventId: event.id, type: event.type })
          .onConflictDoNothing()
          .returning({ id: paymentEvents.id });
        if (!fresh) return null;
        if (intent && event.type === 'payment_intent.succeeded') {
          const settled = await settlement.settleInTx(tx, intent, seller);
          if (settled.result === 'mismatch' || settled.result === 'expired') {
            // Money to give back: the event counts as handled once the refund is made (below),
            // so Stripe's retry of it after a failed refund tries again instead of being a
            // duplicate.
            await tx.delete(paymentEvents).where(eq(paymentEvents.id, fresh.id));
          }
          return settled;
        }
        if (intent && event.type === 'payment_intent.payment_failed') {
          // The reservation stays until it expires, so the buyer can try another card.
          await tx
            .update(orders)
            .set({ lastPaymentError: intent.lastError ?? 'Payment failed.', updatedAt: now() })
            .where(
              and(
                eq(orders.paymentIntentId, intent.id),
                eq(orders.paymentStatus, 'awaiting_payment'),
              ),
            );
        }
        return undefined;
      });
      if (outcome === null) return { duplicate: true };
      if (outcome?.result === 'paid') deps.mail.kick();
      if (intent && outcome && (outcome.result === 'mismatch' || outcome.result === 'expired')) {
        // The same checks as confirmOrder, including giving the money back (keyed: deliveries
        // at the same moment refund once). A failed refund is a 502: Stripe delivers again.
        await payments.atProvider(
          () => settlement.settle(intent),
          { eventId: event.id, intentId: intent.id },
          'en',
        );
        await db
          .insert(paymentEvents)
          .values({ providerEventId: event.id, type: event.type })
          .onConflictDoNothing();
      }
      return { duplicate: false };
    },

    expireReservations: sweep.expireReservations,
    orderByCode: reads.orderByCode,
    ordersOfUser: reads.ordersOfUser,

    /**
     * The offline provider's test card form. Null when the intent or its secret is unknown;
     * a 404 when Stripe is configured (there is no offline form then).
     */
    async confirmOfflinePayment(
      paymentIntentId: string,
      clientSecret: string,
      card: OfflineCard,
    ): Promise<OfflineConfirmation | null> {
      const offline = requireOffline();
      const outcome = await offline.confirmCard(paymentIntentId, clientSecret, card);
      if (outcome && 'error_message' in outcome)
        await recordPaymentError(paymentIntentId, outcome.error_message);
      return outcome;
    },

    /**
     * The offline provider's 3-D Secure step: the test bank's challenge, approved or failed by
     * the buyer, as Stripe's test mode shows it for the card 4000 0027 6000 3184.
     */
    async authenticateOfflinePayment(
      paymentIntentId: string,
      clientSecret: string,
      approve: boolean,
    ): Promise<OfflineConfirmation | null> {
      const offline = requireOffline();
      const outcome = await offline.authenticate(paymentIntentId, clientSecret, approve);
      if (outcome && 'error_message' in outcome)
        await recordPaymentError(paymentIntentId, outcome.error_message);
      return outcome;
    },

    start: sweep.start,
    stop: sweep.stop,
  };

  function requireOffline(): OfflineProvider {
    if (!deps.offline) throw new CheckoutError(404, 'The offline payment provider is not in use.');
    return deps.offline;
  }

  async function recordPaymentError(paymentIntentId: string, message: string) {
    await db
      .update(orders)
      .set({ lastPaymentError: message, updatedAt: now() })
      .where(eq(orders.paymentIntentId, paymentIntentId));
  }

  return service;
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;
