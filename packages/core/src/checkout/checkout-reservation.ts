import { randomBytes } from 'node:crypto';
import { and, eq, gt, gte, lt, ne, sql } from 'drizzle-orm';
import {
  payHold,
  reductionReference,
  reservationRules,
  unitPrice,
  vatContained,
  type SiteLang,
} from '@mdc/shared';
import { orderItems, orders, wines, type Database, type StoredCheckoutCustomer } from '@mdc/db';
import type { DbTransaction } from '../mail/index.ts';
import type { DomainEvents } from '../events/index.ts';
import {
  checkVoucherLimits,
  holdLimitReached,
  lockClient,
  minutesUntil,
  type ClientKey,
} from './checkout-caps.ts';
import { CheckoutError, discountRefused, ReservationConflict } from './checkout-errors.ts';
import type { PricedCheckout } from './checkout-quote.ts';
import { termsDigest, termsOfOrder, type OrderTerms } from './checkout-terms.ts';
import type { CreatePaymentIntentData, OrderItemRow, OrderRow } from './checkout-types.ts';
import {
  priceDiscountCode,
  releaseDiscountUse,
  sameDiscountTerms,
  takeDiscountUse,
} from '../discount-codes/index.ts';

export type { ClientKey };

export const holdMs = reservationRules.holdMinutes * 60_000;

const newOrderCode = () => randomBytes(16).toString('base64url');

/**
 * Refuses when this client already holds as many orders or bottles as one may (an open
 * Multibanco voucher counts, decision 116), and a voucher over the voucher limits.
 */
async function checkClientLimits(
  tx: DbTransaction,
  input: CreatePaymentIntentData,
  client: ClientKey,
  bottles: number,
  at: Date,
) {
  const checkoutId = input.checkout_id;
  await lockClient(tx, client);
  const held = await tx
    .select({
      reservedUntil: orders.reservedUntil,
      bottles: sql<number>`coalesce(sum(${orderItems.quantity}), 0)::int`,
    })
    .from(orders)
    .leftJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(
      and(
        eq(orders.reservationClient, client),
        eq(orders.paymentStatus, 'awaiting_payment'),
        gt(orders.reservedUntil, at),
        ne(orders.checkoutId, checkoutId),
      ),
    )
    .groupBy(orders.id, orders.reservedUntil);
  const heldBottles = held.reduce((sum, row) => sum + Number(row.bottles), 0);
  if (
    held.length >= reservationRules.maxOpenReservationsPerClient ||
    heldBottles + bottles > reservationRules.maxBottlesHeldPerClient
  ) {
    throw holdLimitReached(
      held.length > 0
        ? minutesUntil(
            at,
            held.map((row) => row.reservedUntil),
          )
        : reservationRules.holdMinutes,
    );
  }
  if (input.payment_method === 'multibanco') {
    await checkVoucherLimits(tx, { client, email: input.customer.email, checkoutId }, at);
  }
}

/**
 * The order's use of its discount code, in the transaction that reserves its stock: the use of
 * a code it dropped or changed goes back, the new code's use is taken with a conditional update
 * (never over the limit however many buyers race). A code that was used up, switched off or
 * changed meanwhile rolls the whole reservation back.
 */
async function reserveDiscountUse(
  tx: DbTransaction,
  heldCodeId: number | null,
  priced: PricedCheckout,
  at: Date,
) {
  const wanted = priced.discount?.applied ?? null;
  if (heldCodeId === (wanted?.codeId ?? null)) return;
  if (heldCodeId !== null) await releaseDiscountUse(tx, heldCodeId);
  if (!wanted) return;
  const taken = await takeDiscountUse(tx, wanted.codeId, at);
  if (!taken) {
    // Used up (or switched off) since the order was priced: say why, from the row as it is now.
    const current = await priceDiscountCode(tx, wanted.code, priced.totals.subtotalCents, at);
    throw discountRefused(current?.refusal ?? { reason: 'used_up' });
  }
  if (!sameDiscountTerms(taken, wanted.rule)) throw new ReservationConflict('prices_changed');
}

/** Gives back what an order holds and takes its new lines (in id order: no deadlocks). */
async function swapStock(
  tx: DbTransaction,
  oldItems: readonly OrderItemRow[],
  priced: PricedCheckout,
) {
  for (const item of oldItems) {
    await tx
      .update(wines)
      .set({ stock: sql`${wines.stock} + ${item.quantity}` })
      .where(eq(wines.id, item.wineId));
  }
  const byId = [...priced.lines].sort((a, b) => a.wine.id - b.wine.id);
  for (const { wine, quantity } of byId) {
    const [taken] = await tx
      .update(wines)
      .set({ stock: sql`${wines.stock} - ${quantity}` })
      .where(and(eq(wines.id, wine.id), gte(wines.stock, quantity)))
      .returning({ priceCents: wines.priceCents, salePriceCents: wines.salePriceCents });
    if (!taken) throw new ReservationConflict('sold_out');
    if (taken.priceCents !== wine.priceCents || taken.salePriceCents !== wine.salePriceCents) {
      throw new ReservationConflict('prices_changed');
    }
  }
}

/**
 * The order's columns for the priced terms, held for 15 minutes from `at` (a running hold: up to
 * its ceiling, decision 116).
 */
function orderValues(
  input: CreatePaymentIntentData,
  priced: PricedCheckout,
  buyer: { userId: number | null; client: ClientKey },
  at: Date,
  hold: { reservedUntil: Date; holdStartedAt: Date },
) {
  const customer = input.customer;
  const lang = customer.preferred_language;
  const option = priced.shipping;
  return {
    checkoutId: input.checkout_id,
    // Only a signed-in buyer's own token sets the account, never a field of the payload.
    ...(buyer.userId !== null && { userId: buyer.userId }),
    preferredLanguage: lang,
    customer: customer as unknown as StoredCheckoutCustomer,
    firstName: customer.firstName,
    email: customer.email,
    adultConfirmedAt: at,
    shippingOptionId: input.shipping_option_id,
    shippingOptionName: option ? option.name[lang] : '',
    allowFreeShipping: option?.allowFreeShipping ?? false,
    freeShippingFromCents: option?.freeShippingFromCents ?? 0,
    shippingCostCents: priced.shippingCents,
    subtotalCents: priced.totals.subtotalCents,
    totalWithoutDiscountCents: priced.totals.totalBeforeDiscountCents,
    totalCents: priced.totalCents,
    discountCodeId: priced.discount?.applied?.codeId ?? null,
    discountCode: priced.discount?.applied?.code ?? null,
    discountCents: priced.discount?.applied?.cents ?? 0,
    vatCents: vatContained(priced.totalCents, priced.vatRate),
    vatRateBp: priced.vatRate,
    // Chosen at Pay (decision 110); a voucher or MB WAY request extends the hold later.
    paymentMethod: input.payment_method,
    multibancoEntity: null,
    multibancoReference: null,
    multibancoExpiresAt: null,
    multibancoVoucherUrl: null,
    reservedUntil: hold.reservedUntil,
    holdStartedAt: hold.holdStartedAt,
    reservationClient: buyer.client,
    updatedAt: at,
  };
}

/** The order's lines as priced, with the wines' names and prices of now. */
function itemRows(orderId: number, priced: PricedCheckout, lang: SiteLang) {
  return priced.lines.map(({ wine, quantity }) => ({
    orderId,
    wineId: wine.id,
    productTitle: wine.title[lang],
    productUrl: wine.slug,
    imageUrl: wine.imageUrl,
    sku: wine.slug,
    priceCents: wine.priceCents,
    salePriceCents: wine.salePriceCents,
    referencePriceCents: reductionReference(wine),
    unitPriceCents: unitPrice(wine),
    quantity,
  }));
}

/**
 * Holding bottles for one checkout (decision 095): the order of a checkout visit is written with
 * its stock taken in the same transaction (a conditional update, so stock never goes below zero
 * however many buyers race), for 15 minutes, and only while its client holds less than the limits.
 */
export function createReservations(deps: {
  db: Database;
  now: () => Date;
  /**
   * `stockReturned` in an expiry's transaction (stock alerts), `stockChanged` once a reservation
   * took or gave back bottles and committed (docs/decisions/133-domains-as-modules.md).
   */
  events: Pick<DomainEvents, 'raise' | 'emit'>;
}) {
  const { db, now } = deps;

  /**
   * Creates or updates the pending order of this checkout in one transaction, holding its bottles
   * and its discount code's use for 15 minutes (Pay pressed again: up to the hold's ceiling,
   * decision 116). When the priced terms differ from what the
   * order held, its payment intent is let go (the caller cancelled it at the provider first): a
   * new one is made for the new terms.
   */
  async function reserve(
    input: CreatePaymentIntentData,
    priced: PricedCheckout,
    terms: OrderTerms,
    buyer: { userId: number | null; client: ClientKey },
  ): Promise<OrderRow> {
    const customer = input.customer;
    const lang = customer.preferred_language;
    const at = now();
    const order = await db.transaction(async (tx) => {
      const [existing] = await tx
        .select()
        .from(orders)
        .where(eq(orders.checkoutId, input.checkout_id))
        .for('update');
      if (existing && ['paid', 'refunded'].includes(existing.paymentStatus)) {
        throw new CheckoutError(410, 'already_paid', { args: { order: existing.orderNumber } });
      }
      await checkClientLimits(
        tx,
        input,
        buyer.client,
        terms.lines.reduce((n, l) => n + l[1], 0),
        at,
      );
      const holding = existing?.paymentStatus === 'awaiting_payment';
      const oldItems: OrderItemRow[] = holding
        ? await tx.select().from(orderItems).where(eq(orderItems.orderId, existing.id))
        : [];
      const sameTerms =
        holding && termsDigest(termsOfOrder(existing, oldItems)) === termsDigest(terms);
      if (!sameTerms) {
        await swapStock(tx, oldItems, priced);
        if (existing) await tx.delete(orderItems).where(eq(orderItems.orderId, existing.id));
      }
      await reserveDiscountUse(tx, holding ? existing.discountCodeId : null, priced, at);

      // Pay pressed again while the hold runs keeps its start; a voucher's hold is not a Pay's.
      const running = holding && existing.multibancoReference === null ? existing : null;
      const values = orderValues(input, priced, buyer, at, payHold(at, running));
      let order: OrderRow | undefined;
      if (!existing) {
        [order] = await tx
          .insert(orders)
          .values({ ...values, code: newOrderCode() })
          .returning();
      } else {
        [order] = await tx
          .update(orders)
          .set({
            ...values,
            paymentStatus: 'awaiting_payment',
            // New terms, or an order taken up again after it expired: a new intent is made.
            ...(!sameTerms && {
              paymentIntentId: null,
              paymentAttempt: existing.paymentAttempt + 1,
              lastPaymentError: null,
            }),
            // A checkout staff cancelled unpaid is a live order again once its buyer pays.
            ...(!holding && { deliverStatus: 'pending' }),
          })
          .where(eq(orders.id, existing.id))
          .returning();
      }
      if (!order) throw new Error('checkout: the order row was not written');
      if (!sameTerms && priced.lines.length > 0) {
        await tx.insert(orderItems).values(itemRows(order.id, priced, lang));
      }
      return order;
    });
    // The shop's pages and the catalogue show stock: they drop what they hold (decision 112).
    await deps.events.emit('stockChanged');
    return order;
  }

  /** Returns an expired reservation's bottles and code use; false when the order moved on. */
  async function expire(
    orderId: number,
    at: Date,
    /** Database work in the expiring transaction (the lapse e-mail, decision 117). */
    inTx?: (tx: DbTransaction, orderId: number) => Promise<void>,
  ): Promise<boolean> {
    const returned = await db.transaction(async (tx) => {
      const [expired] = await tx
        .update(orders)
        .set({ paymentStatus: 'expired', reservationClient: null, updatedAt: at })
        .where(
          and(
            eq(orders.id, orderId),
            eq(orders.paymentStatus, 'awaiting_payment'),
            lt(orders.reservedUntil, at),
          ),
        )
        .returning({ id: orders.id, discountCodeId: orders.discountCodeId });
      if (!expired) return false;
      const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, orderId));
      for (const item of items) {
        await tx
          .update(wines)
          .set({ stock: sql`${wines.stock} + ${item.quantity}` })
          .where(eq(wines.id, item.wineId));
      }
      if (expired.discountCodeId !== null) await releaseDiscountUse(tx, expired.discountCodeId);
      await inTx?.(tx, orderId);
      await deps.events.raise(tx, 'stockReturned', { wineIds: items.map((item) => item.wineId) });
      return true;
    });
    if (returned) await deps.events.emit('stockChanged');
    return returned;
  }

  return { reserve, expire };
}

export type Reservations = ReturnType<typeof createReservations>;
