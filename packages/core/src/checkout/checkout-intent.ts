import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { centsToEuros, type CheckoutConflict, type CreatePaymentIntentResponse } from '@mdc/shared';
import { orderItems, orders, type Database } from '@mdc/db';
import type { PaymentProvider } from '../payments/index.ts';
import type { ShippingService } from '../shipping/index.ts';
import { refusalText } from '../support/index.ts';
import { CheckoutError, discountRefused, ReservationConflict } from './checkout-errors.ts';
import type { CheckoutPayments } from './checkout-payment.ts';
import { priceCheckout, type PricedCheckout } from './checkout-quote.ts';
import type { ClientKey, Reservations } from './checkout-reservation.ts';
import type { SettlementService } from './checkout-settlement.ts';
import { termsDigest, termsOfPriced, type OrderTerms } from './checkout-terms.ts';
import type { CreatePaymentIntentData, OrderRow } from './checkout-types.ts';

export type CreatePaymentIntentResult =
  { ok: true; response: CreatePaymentIntentResponse } | { ok: false; conflict: CheckoutConflict };

/** Who is paying: the signed-in account (from the bearer token) and the client's address. */
export interface Buyer {
  userId: number | null;
  /** As the rate limits group it: an IPv6 client by its /64 (decision 116). */
  address: string;
}

export const alreadyPaid = (order: OrderRow) =>
  new CheckoutError(410, 'already_paid', { args: { order: order.orderNumber } });

/** The order of a checkout visit, and what its reservation holds (bottles, a code's use). */
export async function findOrderByCheckout(db: Database, checkoutId: string) {
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

interface IntentDeps {
  db: Database;
  provider: PaymentProvider;
  shipping: ShippingService;
  shopOpen: () => Promise<boolean>;
  clientKeySecret: string;
  now: () => Date;
  payments: CheckoutPayments;
  reservations: Reservations;
  settlement: SettlementService;
}

/**
 * Holds the bottles for the priced terms; when someone was faster (stock or prices moved), the
 * conflict to answer from a fresh read instead.
 */
async function reserveOrConflict(
  deps: IntentDeps,
  input: CreatePaymentIntentData,
  priced: PricedCheckout,
  terms: OrderTerms,
  buyer: { userId: number | null; client: ClientKey },
): Promise<{ order: OrderRow } | { conflict: CheckoutConflict }> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return { order: await deps.reservations.reserve(input, priced, terms, buyer) };
    } catch (error) {
      if (error instanceof ReservationConflict) {
        const fresh = await findOrderByCheckout(deps.db, input.checkout_id);
        const again = await priceCheckout(
          deps.db,
          deps.shipping,
          input,
          fresh.held,
          fresh.heldCodeId,
          deps.now(),
        );
        const message = refusalText(
          error.code === 'sold_out' ? 'sold_out_meanwhile' : 'prices_changed_meanwhile',
          {},
          input.customer.preferred_language,
        );
        return { conflict: again.conflict ?? again.conflictFor(error.code, message) };
      }
      // Two first calls of one checkout at once: the second finds the first's order.
      const code =
        (error as { code?: string })?.code ?? (error as { cause?: { code?: string } })?.cause?.code;
      if (code === '23505' && attempt === 0) continue;
      throw error;
    }
  }
}

/** POST /api/checkout/create-payment-intent/ (decision 095; the method: decision 110). */
export function createIntentService(deps: IntentDeps) {
  const { db, payments, settlement, now } = deps;

  const clientKey = (buyer: Buyer): ClientKey =>
    buyer.userId !== null
      ? `user:${buyer.userId}`
      : `ip:${createHmac('sha256', deps.clientKeySecret).update(buyer.address).digest('base64url').slice(0, 32)}`;

  /**
   * Before new terms replace an order's intent, the intent is cancelled so it can never be paid
   * for terms the order no longer has; one paid meanwhile settles the order as it was priced.
   */
  async function releaseIntentOf(order: OrderRow | undefined, newTerms: string) {
    if (!order?.paymentIntentId || order.paymentStatus !== 'awaiting_payment') return;
    const intentId = order.paymentIntentId;
    const intent = await payments.atProvider(() => deps.provider.retrieve(intentId), { intentId });
    if (intent?.status === 'succeeded') {
      if ((await settlement.settle(intent)).result === 'paid') throw alreadyPaid(order);
      return;
    }
    if (!intent || intent.status === 'canceled' || intent.metadata.terms === newTerms) return;
    const after = await payments.atProvider(() => payments.cancelIntent(intentId), { intentId });
    if (after?.status === 'succeeded' && (await settlement.settle(after)).result === 'paid') {
      throw alreadyPaid(order);
    }
  }

  /**
   * Sent when the buyer presses Pay with the whole customer, the shipping option and the 18+
   * confirmation: prices the checkout, answers a conflict when the page's figures or the stock
   * disagree, else holds the bottles and returns the provider's intent for exactly these terms.
   * The same terms give the same order and intent; new terms cancel the old intent first.
   */
  return async function createPaymentIntent(
    input: CreatePaymentIntentData,
    buyer: Buyer = { userId: null, address: 'unknown' },
  ): Promise<CreatePaymentIntentResult> {
    // The server decides, not the page: a closed shop takes no new orders. Payments already
    // started still confirm, so nobody who paid is left without an order.
    if (!(await deps.shopOpen())) {
      throw new CheckoutError(403, 'shop_closed');
    }
    // The schema says so too; the service holds nothing for a buyer who did not confirm.
    if (input.adult_confirmed !== true) {
      throw new CheckoutError(400, 'adult_required', { field: 'adult_confirmed' });
    }
    const { order: existing, held, heldCodeId } = await findOrderByCheckout(db, input.checkout_id);
    if (existing?.paymentStatus === 'paid' || existing?.paymentStatus === 'refunded') {
      throw alreadyPaid(existing);
    }
    const priced = await priceCheckout(db, deps.shipping, input, held, heldCodeId, now());
    if (priced.discount?.refusal) throw discountRefused(priced.discount.refusal);
    if (priced.conflict) return { ok: false, conflict: priced.conflict };
    const terms = termsOfPriced(priced, input.shipping_option_id, true);
    await releaseIntentOf(existing, termsDigest(terms));

    const reserved = await reserveOrConflict(deps, input, priced, terms, {
      userId: buyer.userId,
      client: clientKey(buyer),
    });
    if ('conflict' in reserved) return { ok: false, conflict: reserved.conflict };
    const { order } = reserved;
    const digest = termsDigest(terms);
    const intent = await payments.atProvider(() => payments.intentFor(order, digest), {
      orderId: order.id,
    });
    return {
      ok: true,
      response: {
        clientSecret: intent.clientSecret,
        paymentIntentId: intent.id,
        provider: deps.provider.name,
        subtotal: centsToEuros(order.subtotalCents),
        shipping_cost: centsToEuros(order.shippingCostCents),
        total: centsToEuros(order.totalCents),
        discount_amount: centsToEuros(order.discountCents),
      },
    };
  };
}
