import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  centsToEuros,
  cartTotals,
  deliveryRegionOf,
  goodsAfterDiscount,
  normalizeDiscountCode,
  orderTotal,
  pathTo,
  unitPrice,
  vatContained,
  wineVatRate,
  type CheckoutConflict,
  type CheckoutConflictCode,
  type CheckoutCustomer,
  type confirmOrderSchema,
  type createPaymentIntentSchema,
  type CreatePaymentIntentResponse,
  type DiscountCodeCheck,
  type discountCodeCheckSchema,
  type DiscountRefusal,
  type Order,
  type SiteLang,
} from '@mdc/shared';
import {
  isDatabaseUnavailableError,
  orderItems,
  orders,
  paymentEvents,
  wines,
  wineTranslations,
  type StoredCheckoutCustomer,
} from '@mdc/db';
import type { ServiceLogger } from '../mail/mail-transport.ts';
import { queueEmail, type DbTransaction, type MailingDeps } from '../mail/outbox.ts';
import type { StockReturnedHook } from '../stock-alerts/stock-alert-service.ts';
import type {
  OfflineCard,
  OfflineConfirmation,
  OfflineProvider,
} from '../payments/offline-provider.ts';
import {
  PaymentProviderServerError,
  WebhookSignatureError,
  type PaymentConfig,
  type PaymentIntent,
  type PaymentProvider,
} from '../payments/payment-provider.ts';
import type { ShippingQuote, ShippingService } from '../shipping/shipping-service.ts';
import {
  orderWithdrawalOf,
  withdrawalsOf,
  type WithdrawalRow,
} from '../withdrawal/withdrawal-read.ts';
import { orderConfirmationEmail, orderNoticeEmail, type OrderForEmail } from './checkout-emails.ts';
import {
  discountRefusalText,
  priceDiscountCode,
  releaseDiscountUse,
  sameDiscountTerms,
  takeDiscountUse,
  type PricedDiscount,
} from './discount-codes.ts';

export type CreatePaymentIntentData = z.output<typeof createPaymentIntentSchema>;
export type ConfirmOrderData = z.output<typeof confirmOrderSchema>;
export type DiscountCodeCheckData = z.output<typeof discountCodeCheckSchema>;

/** A refusal the API answers with its status code and message (never a 500). */
export class CheckoutError extends Error {
  constructor(
    readonly statusCode: 400 | 402 | 403 | 404 | 409 | 410 | 422 | 502,
    message: string,
    /** The request field at fault, for a 400. */
    readonly field?: string,
  ) {
    super(message);
  }
}

/** A discount code the order may not use: 422 naming discount_code, in the buyer's language. */
const discountRefused = (refusal: DiscountRefusal, lang: SiteLang) =>
  new CheckoutError(422, discountRefusalText(refusal, lang), 'discount_code');

/** A provider call that failed (outage, timeout, lost answer): the buyer may simply try again. */
const providerUnreachable = (lang: SiteLang) =>
  new CheckoutError(
    502,
    lang === 'pt'
      ? 'Não foi possível contactar o serviço de pagamento; por favor tente novamente dentro de momentos.'
      : 'The payment service could not be reached; please try again in a moment.',
  );

export type CreatePaymentIntentResult =
  { ok: true; response: CreatePaymentIntentResponse } | { ok: false; conflict: CheckoutConflict };

export interface CheckoutDeps extends MailingDeps {
  shipping: ShippingService;
  payments: PaymentProvider;
  /** Set when payments is the offline provider: its test card form confirms through here. */
  offline: OfflineProvider | null;
  paymentConfig: PaymentConfig;
  /** The shop_enabled setting: while the shop is closed no new payment starts. */
  shopOpen: () => Promise<boolean>;
  /** ESTATE_EMAIL: where paid-order notices go. */
  estateEmail: string;
  logger: ServiceLogger;
  /** How long unpaid stock stays reserved (default 30 minutes). */
  reservationMs?: number;
  /** Told when an expired reservation gives its bottles back (stock alerts). */
  onStockReturned?: StockReturnedHook;
  now?: () => Date;
}

type OrderRow = typeof orders.$inferSelect;
type OrderItemRow = typeof orderItems.$inferSelect;

interface WineFacts {
  id: number;
  slug: string;
  imageUrl: string | null;
  priceCents: number;
  salePriceCents: number | null;
  stock: number;
  sellable: boolean;
  title: Record<SiteLang, string>;
}

/** The server's figures for a cart, from the database now. */
interface PricedCheckout {
  lines: Array<{ wine: WineFacts; quantity: number }>;
  totals: ReturnType<typeof cartTotals>;
  shipping: ShippingQuote | null;
  shippingCents: number;
  totalCents: number;
  vatRate: number;
  /** The discount code typed, applied or refused (decision 074); null without one. */
  discount: PricedDiscount | null;
  conflict: CheckoutConflict | null;
  /** A conflict answer with these figures. */
  conflictFor(code: CheckoutConflictCode, message: string): CheckoutConflict;
}

/** Thrown inside the order transaction to roll it back and answer a conflict instead. */
class ReservationConflict extends Error {
  constructor(readonly code: CheckoutConflictCode) {
    super(code);
  }
}

const euros = (cents: number) => `€${centsToEuros(cents)}`;

const newOrderCode = () => randomBytes(16).toString('base64url');
const isUniqueViolation = (error: unknown) =>
  (error as { code?: string })?.code === '23505' ||
  (error as { cause?: { code?: string } })?.cause?.code === '23505';

function addressLines(customer: CheckoutCustomer | null) {
  if (!customer) return { name: '', lines: [] as string[], country_name: '', region_name: '' };
  const billing = customer.sameAsBilling;
  const pick = (b: string, s: string) => (billing ? b : s);
  const street = [
    pick(customer.address, customer.shipping_address_line1),
    pick(customer.house_number, customer.shipping_house_number),
  ]
    .filter(Boolean)
    .join(' ');
  const town = [
    pick(customer.postalCode, customer.shipping_postal_code),
    pick(customer.city, customer.shipping_city),
  ]
    .filter(Boolean)
    .join(' ');
  return {
    name: billing
      ? `${customer.firstName} ${customer.lastName}`
      : `${customer.shipping_first_name} ${customer.shipping_last_name}`,
    lines: [street, pick(customer.address_line2, customer.shipping_address_line2), town].filter(
      Boolean,
    ),
    country_name: pick(customer.country_name, customer.shipping_country_name),
    region_name: pick(customer.region_name, customer.shipping_region_name),
  };
}

/**
 * The checkout (spec 001 §4 "Checkout and payment"): the one service that touches stock, orders
 * and payments. The order is created pending with its stock reserved before any money moves; the
 * browser's confirm call, the webhook and the expiry sweep all settle it through the same
 * conditional updates, so whichever comes first wins and the others change nothing.
 */
export function createCheckoutService(deps: CheckoutDeps) {
  const { db, payments, logger } = deps;
  const now = deps.now ?? (() => new Date());
  const reservationMs = deps.reservationMs ?? 30 * 60_000;

  async function loadWines(ids: number[]): Promise<Map<number, WineFacts>> {
    if (ids.length === 0) return new Map();
    const [rows, texts] = await Promise.all([
      db.select().from(wines).where(inArray(wines.id, ids)),
      db
        .select({
          wineId: wineTranslations.wineId,
          lang: wineTranslations.lang,
          title: wineTranslations.title,
        })
        .from(wineTranslations)
        .where(inArray(wineTranslations.wineId, ids)),
    ]);
    const title = (id: number, lang: SiteLang) =>
      texts.find((t) => t.wineId === id && t.lang === lang)?.title ??
      texts.find((t) => t.wineId === id)?.title ??
      `#${id}`;
    return new Map(
      rows.map((row) => [
        row.id,
        {
          id: row.id,
          slug: row.slug,
          imageUrl: row.imageUrl,
          priceCents: row.priceCents,
          salePriceCents: row.salePriceCents,
          stock: row.stock,
          sellable: row.showShop && row.archivedAt === null,
          title: { pt: title(row.id, 'pt'), en: title(row.id, 'en') },
        },
      ]),
    );
  }

  /**
   * Recomputes the cart from the database and says what is wrong with it, if anything. Bottles
   * this checkout already holds count as available to it.
   */
  async function priceCheckout(
    input: CreatePaymentIntentData,
    held: ReadonlyMap<number, number>,
    heldCodeId: number | null = null,
  ): Promise<PricedCheckout> {
    const found = await loadWines(input.cart.map((line) => line.id));
    const available = (id: number) => {
      const wine = found.get(id);
      return wine?.sellable ? wine.stock + (held.get(id) ?? 0) : 0;
    };
    const lines = input.cart.flatMap((line) => {
      const wine = found.get(line.id);
      return wine?.sellable ? [{ wine, quantity: line.quantity }] : [];
    });
    const totals = cartTotals(
      lines.map(({ wine, quantity }) => ({
        priceCents: wine.priceCents,
        salePriceCents: wine.salePriceCents,
        quantity,
      })),
    );

    const discount = await priceDiscountCode(
      db,
      input.discount_code,
      totals.subtotalCents,
      now(),
      heldCodeId,
    );
    const discountCents = discount?.applied?.cents ?? 0;
    // Free shipping compares the goods after the code; shipping itself is never discounted.
    const goodsCents = goodsAfterDiscount(totals.subtotalCents, discountCents);
    let shipping: ShippingQuote | null = null;
    let region: { country: string; region: string } | null = null;
    if (input.shipping_option_id !== null) {
      region = input.customer
        ? deliveryRegionOf(input.customer)
        : await deps.shipping.regionOfOption(input.shipping_option_id);
      shipping =
        region && totals.bottles > 0
          ? await deps.shipping.quote({
              ...region,
              optionId: input.shipping_option_id,
              bottles: totals.bottles,
              subtotalCents: goodsCents,
            })
          : null;
    }
    const shippingCents = shipping?.costCents ?? 0;
    const totalCents = orderTotal(goodsCents, shippingCents);
    const conflict = (code: CheckoutConflictCode, message: string): CheckoutConflict => ({
      error: code,
      message,
      subtotal: centsToEuros(totals.subtotalCents),
      shipping_cost: centsToEuros(shippingCents),
      total: centsToEuros(totalCents),
      discount_amount: centsToEuros(discountCents),
      items: input.cart.map(({ id }) => {
        const wine = found.get(id);
        return {
          id,
          price: centsToEuros(wine?.priceCents ?? 0),
          new_price:
            wine?.salePriceCents == null || unitPrice(wine) === wine.priceCents
              ? null
              : centsToEuros(wine.salePriceCents),
          bottles_quantity: wine?.sellable ? wine.stock : 0,
        };
      }),
    });

    const priced: PricedCheckout = {
      lines,
      totals,
      shipping,
      shippingCents,
      totalCents,
      vatRate: wineVatRate(region?.country ?? 'PT', region?.region ?? ''),
      discount,
      conflict: null,
      conflictFor: conflict,
    };

    const short = input.cart.filter((line) => available(line.id) < line.quantity);
    if (short.length > 0) {
      const notes = short.map(({ id }) => {
        const left = available(id);
        const name = found.get(id)?.title.en ?? `Wine #${id}`;
        return left === 0
          ? `${name} is sold out.`
          : `Only ${left} bottle${left === 1 ? '' : 's'} of ${name} ${left === 1 ? 'is' : 'are'} left.`;
      });
      priced.conflict = conflict('sold_out', notes.join(' '));
    } else if (input.shipping_option_id !== null && !shipping) {
      const where = region ? `${region.region}` : 'any region';
      priced.conflict = conflict(
        'shipping_unavailable',
        `The chosen shipping option does not deliver ${totals.bottles} bottles to ${where}; choose another shipping option.`,
      );
    } else {
      const changes = (
        [
          ['subtotal', input.subtotal, totals.subtotalCents],
          ['shipping', input.shipping_cost, shippingCents],
          ['total', input.total, totalCents],
        ] as const
      )
        .filter(([, sent, actual]) => sent !== actual)
        .map(([name, sent, actual]) => `the ${name} is now ${euros(actual)}, not ${euros(sent)}`);
      if (changes.length > 0) {
        priced.conflict = conflict('prices_changed', `Prices changed: ${changes.join(', ')}.`);
      }
    }
    return priced;
  }

  async function findOrderByCheckout(checkoutId: string) {
    const [order] = await db.select().from(orders).where(eq(orders.checkoutId, checkoutId));
    if (!order) return { order: undefined, held: new Map<number, number>(), heldCodeId: null };
    const items =
      order.paymentStatus === 'awaiting_payment'
        ? await db.select().from(orderItems).where(eq(orderItems.orderId, order.id))
        : [];
    return {
      order,
      held: new Map(items.map((item) => [item.wineId, item.quantity])),
      // A reservation holds one use of its code, as it holds its bottles.
      heldCodeId: order.paymentStatus === 'awaiting_payment' ? order.discountCodeId : null,
    };
  }

  function alreadyPaid(order: OrderRow): CheckoutError {
    return new CheckoutError(
      410,
      `This checkout was already paid (order ${order.orderNumber}); start a new one to buy again.`,
    );
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
    lang: SiteLang,
  ) {
    const wanted = priced.discount?.applied ?? null;
    if (heldCodeId === (wanted?.codeId ?? null)) return;
    if (heldCodeId !== null) await releaseDiscountUse(tx, heldCodeId);
    if (!wanted) return;
    const taken = await takeDiscountUse(tx, wanted.codeId, at);
    if (!taken) {
      // Used up (or switched off) since the order was priced: say why, from the row as it is now.
      const current = await priceDiscountCode(tx, wanted.code, priced.totals.subtotalCents, at);
      throw discountRefused(current?.refusal ?? { reason: 'used_up' }, lang);
    }
    if (!sameDiscountTerms(taken, wanted.rule)) throw new ReservationConflict('prices_changed');
  }

  /**
   * Creates or updates the pending order of this checkout in one transaction: gives back what an
   * earlier version of it held, then takes each wine's bottles with a conditional update, so stock
   * never goes below zero however many buyers race for the last bottles.
   */
  async function writeOrder(
    input: CreatePaymentIntentData,
    priced: PricedCheckout,
    userId: number | null,
  ): Promise<OrderRow> {
    const customer = input.customer ?? null;
    const lang = customer?.preferred_language ?? input.language;
    const at = now();
    return db.transaction(async (tx) => {
      const [existing] = await tx
        .select()
        .from(orders)
        .where(eq(orders.checkoutId, input.checkout_id))
        .for('update');
      if (existing && ['paid', 'refunded'].includes(existing.paymentStatus)) {
        throw alreadyPaid(existing);
      }
      const holding = existing?.paymentStatus === 'awaiting_payment';
      const oldItems: OrderItemRow[] = holding
        ? await tx.select().from(orderItems).where(eq(orderItems.orderId, existing.id))
        : [];
      const sameLines =
        holding &&
        oldItems.length === priced.lines.length &&
        priced.lines.every(({ wine, quantity }) =>
          oldItems.some((item) => item.wineId === wine.id && item.quantity === quantity),
        ) &&
        existing.shippingOptionId === input.shipping_option_id &&
        existing.totalCents === priced.totalCents &&
        existing.subtotalCents === priced.totals.subtotalCents;

      if (!sameLines) {
        // Give back the old reservation, then take the new one (in id order: no deadlocks).
        for (const item of oldItems) {
          await tx
            .update(wines)
            .set({ stock: sql`${wines.stock} + ${item.quantity}` })
            .where(eq(wines.id, item.wineId));
        }
        if (existing) await tx.delete(orderItems).where(eq(orderItems.orderId, existing.id));
        const byId = [...priced.lines].sort((a, b) => a.wine.id - b.wine.id);
        for (const { wine, quantity } of byId) {
          const [taken] = await tx
            .update(wines)
            .set({ stock: sql`${wines.stock} - ${quantity}` })
            .where(and(eq(wines.id, wine.id), gte(wines.stock, quantity)))
            .returning({ priceCents: wines.priceCents, salePriceCents: wines.salePriceCents });
          if (!taken) throw new ReservationConflict('sold_out');
          if (
            taken.priceCents !== wine.priceCents ||
            taken.salePriceCents !== wine.salePriceCents
          ) {
            throw new ReservationConflict('prices_changed');
          }
        }
      }
      await reserveDiscountUse(
        tx,
        existing && holding ? existing.discountCodeId : null,
        priced,
        at,
        lang,
      );

      const option = priced.shipping;
      const values = {
        checkoutId: input.checkout_id,
        // Only a signed-in buyer's own token sets the account, never a field of the payload.
        ...(userId !== null && { userId }),
        preferredLanguage: lang,
        ...(customer && {
          customer: customer as unknown as StoredCheckoutCustomer,
          firstName: customer.firstName,
          email: customer.email,
          adultConfirmedAt: input.adult_confirmed ? at : null,
        }),
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
        reservedUntil: new Date(at.getTime() + reservationMs),
        updatedAt: at,
      };
      let order: OrderRow | undefined;
      if (!existing) {
        [order] = await tx
          .insert(orders)
          .values({ ...values, code: newOrderCode() })
          .returning();
      } else {
        // An expired order taken up again needs a new payment intent: the old one was cancelled.
        const revived = !holding;
        [order] = await tx
          .update(orders)
          .set({
            ...values,
            paymentStatus: 'awaiting_payment',
            ...(revived && {
              // A checkout staff cancelled unpaid is a live order again once its buyer pays.
              deliverStatus: 'pending',
              paymentIntentId: null,
              paymentAttempt: existing.paymentAttempt + 1,
              lastPaymentError: null,
            }),
          })
          .where(eq(orders.id, existing.id))
          .returning();
      }
      if (!order) throw new Error('checkout: the order row was not written');
      if (!sameLines && priced.lines.length > 0) {
        await tx.insert(orderItems).values(
          priced.lines.map(({ wine, quantity }) => ({
            orderId: order.id,
            wineId: wine.id,
            productTitle: wine.title[lang],
            productUrl: wine.slug,
            imageUrl: wine.imageUrl,
            sku: wine.slug,
            priceCents: wine.priceCents,
            salePriceCents: wine.salePriceCents,
            unitPriceCents: unitPrice(wine),
            quantity,
          })),
        );
      }
      return order;
    });
  }

  /** The provider's intent for the order, created or brought to the order's total. */
  async function intentFor(order: OrderRow): Promise<PaymentIntent> {
    if (order.paymentIntentId) {
      const current = await payments.retrieve(order.paymentIntentId);
      if (current && current.status !== 'canceled') {
        return current.amountCents === order.totalCents
          ? current
          : payments.updateAmount(current.id, order.totalCents);
      }
      // Cancelled by a reservation sweep that raced this call: start a fresh intent.
      await db
        .update(orders)
        .set({ paymentIntentId: null, paymentAttempt: sql`${orders.paymentAttempt} + 1` })
        .where(and(eq(orders.id, order.id), eq(orders.paymentIntentId, order.paymentIntentId)));
      const [fresh] = await db.select().from(orders).where(eq(orders.id, order.id));
      return intentFor(fresh!);
    }
    let created: PaymentIntent;
    try {
      created = await payments.createIntent({
        amountCents: order.totalCents,
        currency: 'eur',
        metadata: {
          order_id: String(order.id),
          order_number: order.orderNumber,
          checkout_id: order.checkoutId,
        },
        // Per order, attempt and amount: a retried call gets the same intent back.
        idempotencyKey: `order-${order.id}-${order.paymentAttempt}-${order.totalCents}`,
      });
    } catch (error) {
      if (error instanceof PaymentProviderServerError) {
        // The provider keeps its own failure under that key and would replay it to every retry:
        // the next try takes a new key. No intent was handed out, so none can be paid twice.
        await db
          .update(orders)
          .set({ paymentAttempt: sql`${orders.paymentAttempt} + 1` })
          .where(
            and(
              eq(orders.id, order.id),
              isNull(orders.paymentIntentId),
              eq(orders.paymentAttempt, order.paymentAttempt),
            ),
          );
      }
      throw error;
    }
    const [stored] = await db
      .update(orders)
      .set({ paymentIntentId: created.id, paymentProvider: payments.name })
      .where(and(eq(orders.id, order.id), isNull(orders.paymentIntentId)))
      .returning();
    if (stored) return created;
    // A concurrent call for the same checkout stored its intent first: use that one.
    const [winner] = await db.select().from(orders).where(eq(orders.id, order.id));
    return intentFor(winner!);
  }

  function emailView(order: OrderRow, items: OrderItemRow[]): OrderForEmail {
    const customer = order.customer as unknown as CheckoutCustomer | null;
    const delivery = addressLines(customer);
    const lang = order.preferredLanguage as SiteLang;
    return {
      orderNumber: order.orderNumber,
      lang,
      firstName: order.firstName,
      email: order.email,
      phone: customer ? `${customer.phone_prefix} ${customer.phone}` : '',
      lines: items.map((item) => ({
        title: item.productTitle,
        quantity: item.quantity,
        unitPriceCents: item.unitPriceCents,
      })),
      shippingOptionName: order.shippingOptionName,
      shippingCostCents: order.shippingCostCents,
      discountCode: order.discountCode,
      discountCents: order.discountCents,
      totalCents: order.totalCents,
      vatCents: order.vatCents,
      shippingAddress: [
        delivery.name,
        ...delivery.lines,
        [delivery.region_name, delivery.country_name].filter(Boolean).join(', '),
      ].filter(Boolean),
      billingAddress: customer
        ? [
            `${customer.firstName} ${customer.lastName}`,
            `${customer.address} ${customer.house_number}`,
            customer.address_line2,
            `${customer.postalCode} ${customer.city}`,
            customer.country_name || customer.country,
          ].filter(Boolean)
        : [],
    };
  }

  type Settlement = 'paid' | 'already_paid' | 'not_found' | 'mismatch' | 'expired';

  /**
   * Marks the order of a succeeded intent paid, exactly once (a conditional update), and queues
   * its two e-mails in the same transaction. Only database work: callers talk to the provider.
   */
  async function settleInTx(
    tx: DbTransaction,
    intent: PaymentIntent,
    estateName: string,
    customer?: CheckoutCustomer,
    userId: number | null = null,
  ): Promise<{ result: Settlement; order?: OrderRow }> {
    const [order] = await tx.select().from(orders).where(eq(orders.paymentIntentId, intent.id));
    if (!order) return { result: 'not_found' };
    if (order.paymentStatus === 'paid') return { result: 'already_paid', order };
    if (order.paymentStatus !== 'awaiting_payment') return { result: 'expired', order };
    if (
      intent.metadata.order_id !== String(order.id) ||
      intent.amountCents !== order.totalCents ||
      intent.currency !== 'eur'
    ) {
      return { result: 'mismatch', order };
    }
    // A page that sent no customer with the intent call still leaves a complete order.
    const fill = !order.customer && customer;
    const [paid] = await tx
      .update(orders)
      .set({
        paymentStatus: 'paid',
        paidAt: now(),
        updatedAt: now(),
        lastPaymentError: null,
        ...(userId !== null && order.userId === null && { userId }),
        ...(fill && {
          customer: customer as unknown as StoredCheckoutCustomer,
          firstName: customer.firstName,
          email: customer.email,
          preferredLanguage: customer.preferred_language,
        }),
      })
      .where(
        and(
          eq(orders.id, order.id),
          eq(orders.paymentStatus, 'awaiting_payment'),
          eq(orders.paymentIntentId, intent.id),
        ),
      )
      .returning();
    if (!paid) return { result: 'already_paid', order };
    const items = await tx
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, paid.id))
      .orderBy(asc(orderItems.id));
    const view = emailView(paid, items);
    if (paid.email) {
      await queueEmail(
        tx,
        orderConfirmationEmail({
          order: view,
          estateName,
          thankYouUrl: `${deps.publicUrl}${pathTo('thankYou', view.lang, { code: paid.code })}`,
          site: new URL(deps.publicUrl).host,
        }),
      );
    }
    await queueEmail(tx, orderNoticeEmail({ to: deps.estateEmail, order: view }));
    return { result: 'paid', order: paid };
  }

  /**
   * Money taken for an order that cannot be honoured as paid (its reservation expired, or the
   * amount differs from its total): give it back, and let the buyer pay the order again.
   */
  async function compensate(intent: PaymentIntent, order: OrderRow, reason: string) {
    logger.error({ orderId: order.id, intentId: intent.id, reason }, 'refunding a payment');
    // Keyed by order and payment: the confirm call, the webhook and their retries, racing or
    // one after another, get the first refund back instead of refunding again.
    await payments.refund(intent.id, undefined, `order-${order.id}-${intent.id}-refund`);
    await db
      .update(orders)
      .set({
        paymentIntentId: null,
        paymentAttempt: sql`${orders.paymentAttempt} + 1`,
        lastPaymentError: `Refunded: ${reason}`,
        updatedAt: now(),
      })
      .where(and(eq(orders.id, order.id), eq(orders.paymentIntentId, intent.id)));
  }

  async function settle(
    intent: PaymentIntent,
    customer?: CheckoutCustomer,
    userId: number | null = null,
  ) {
    const estateName = await deps.estateName();
    const outcome = await db.transaction((tx) =>
      settleInTx(tx, intent, estateName, customer, userId),
    );
    if (outcome.result === 'paid') deps.mail.kick();
    const { order } = outcome;
    if (order && outcome.result === 'mismatch' && intent.metadata.order_id === String(order.id)) {
      await compensate(
        intent,
        order,
        `paid ${intent.amountCents} for a total of ${order.totalCents}`,
      );
    }
    if (order && outcome.result === 'expired') {
      await compensate(intent, order, `paid after the order was ${order.paymentStatus}`);
    }
    return outcome;
  }

  /** Returns an expired reservation's bottles; false when the order moved on meanwhile. */
  async function expireOrder(orderId: number, at: Date): Promise<boolean> {
    return db.transaction(async (tx) => {
      const [expired] = await tx
        .update(orders)
        .set({ paymentStatus: 'expired', updatedAt: at })
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
      await deps.onStockReturned?.(
        tx,
        items.map((item) => item.wineId),
      );
      return true;
    });
  }

  function toApiOrder(
    order: OrderRow,
    items: OrderItemRow[],
    withdrawal: WithdrawalRow | undefined,
  ): Order {
    const customer = order.customer as unknown as CheckoutCustomer | null;
    const address = addressLines(customer);
    return {
      order_number: order.orderNumber,
      code: order.code,
      created_at: order.createdAt.toISOString(),
      first_name: order.firstName,
      total_amount: centsToEuros(order.totalCents),
      total_without_discount: centsToEuros(order.totalWithoutDiscountCents),
      subtotal: centsToEuros(order.subtotalCents),
      shipping_cost: centsToEuros(order.shippingCostCents),
      vat_amount: centsToEuros(order.vatCents),
      discount_code: order.discountCode,
      discount_amount: centsToEuros(order.discountCents),
      shipping_option_name: order.shippingOptionName,
      allow_free_shipping: order.allowFreeShipping,
      free_shipping_from: centsToEuros(order.freeShippingFromCents),
      deliver_status: order.deliverStatus,
      payment_status: order.paymentStatus as Order['payment_status'],
      preferred_language: order.preferredLanguage as SiteLang,
      shipping_address: { ...address, name: address.name || order.firstName },
      items: items.map((item) => ({
        id: item.wineId,
        price: centsToEuros(item.priceCents),
        new_price:
          item.unitPriceCents < item.priceCents && item.salePriceCents !== null
            ? centsToEuros(item.salePriceCents)
            : null,
        quantity: item.quantity,
        image_url: item.imageUrl,
        product_url: item.productUrl,
        product_name: item.productTitle,
        product_title: item.productTitle,
      })),
      withdrawal: orderWithdrawalOf(order, withdrawal, now()),
    };
  }

  /**
   * A provider call whose failure (network, outage) the buyer sees as a 502 to retry, in the
   * buyer's language.
   */
  async function atProvider<T>(
    work: () => Promise<T>,
    context: object,
    lang: SiteLang,
  ): Promise<T> {
    try {
      return await work();
    } catch (error) {
      // Our own refusals, and our database going away mid-call (a 503 to retry), are not the
      // provider's failure.
      if (error instanceof CheckoutError || isDatabaseUnavailableError(error)) throw error;
      logger.error({ err: error, ...context }, 'payment provider call failed');
      throw providerUnreachable(lang);
    }
  }

  let timer: NodeJS.Timeout | undefined;
  let sweep: Promise<unknown> = Promise.resolve();

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
      const found = await loadWines(input.cart.map((line) => line.id));
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
     * POST /api/checkout/create-payment-intent/: recomputes the cart, answers a conflict when the
     * browser's figures or the stock disagree, else reserves the order's stock and returns the
     * provider's intent. The same checkout, cart and shipping give the same order and intent.
     * `userId` is the signed-in buyer's account (from the bearer token), or null for a guest.
     */
    async createPaymentIntent(
      input: CreatePaymentIntentData,
      userId: number | null = null,
    ): Promise<CreatePaymentIntentResult> {
      // The server decides, not the page: a closed shop takes no new orders. Payments already
      // started still confirm, so nobody who paid is left without an order.
      if (!(await deps.shopOpen())) {
        throw new CheckoutError(403, 'The shop is closed at the moment; it takes no new orders.');
      }
      if (input.customer && input.adult_confirmed !== true) {
        throw new CheckoutError(
          400,
          'adult_confirmed: the buyer must confirm being 18 or older',
          'adult_confirmed',
        );
      }
      if (input.customer && input.shipping_option_id === null) {
        throw new CheckoutError(
          400,
          'shipping_option_id: is required to pay',
          'shipping_option_id',
        );
      }
      const lang = input.customer?.preferred_language ?? input.language;
      const { order: existing, held, heldCodeId } = await findOrderByCheckout(input.checkout_id);
      if (existing?.paymentStatus === 'paid' || existing?.paymentStatus === 'refunded') {
        throw alreadyPaid(existing);
      }
      // A payment that went through but was not confirmed yet: settle it, never change it.
      if (existing?.paymentIntentId && existing.paymentStatus === 'awaiting_payment') {
        const intentId = existing.paymentIntentId;
        const intent = await atProvider(() => payments.retrieve(intentId), { intentId }, lang);
        if (intent?.status === 'succeeded' && (await settle(intent)).result === 'paid') {
          throw alreadyPaid(existing);
        }
      }

      let priced = await priceCheckout(input, held, heldCodeId);
      if (priced.discount?.refusal) {
        throw discountRefused(priced.discount.refusal, lang);
      }
      if (priced.conflict) return { ok: false, conflict: priced.conflict };
      let order: OrderRow | undefined;
      for (let attempt = 0; !order; attempt += 1) {
        try {
          order = await writeOrder(input, priced, userId);
        } catch (error) {
          if (error instanceof ReservationConflict) {
            // Someone was faster: answer from a fresh read of the stock and prices.
            const fresh = await findOrderByCheckout(input.checkout_id);
            priced = await priceCheckout(input, fresh.held, fresh.heldCodeId);
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
          if (isUniqueViolation(error) && attempt === 0) continue;
          throw error;
        }
      }

      const ready = order;
      const intent = await atProvider(() => intentFor(ready), { orderId: order.id }, lang);
      return {
        ok: true,
        response: {
          clientSecret: intent.clientSecret,
          paymentIntentId: intent.id,
          provider: payments.name,
          subtotal: centsToEuros(order.subtotalCents),
          shipping_cost: centsToEuros(order.shippingCostCents),
          total: centsToEuros(order.totalCents),
          discount_amount: centsToEuros(order.discountCents),
        },
      };
    },

    /**
     * POST /api/checkout/confirm-order/: the provider must say the payment succeeded, for exactly
     * the order's total; then the order is paid once (a repeat answers the same code). A
     * signed-in buyer's `userId` (from the bearer token) is set on an order that has none yet.
     */
    async confirmOrder(
      input: ConfirmOrderData,
      userId: number | null = null,
    ): Promise<{ success: true; code: string }> {
      const [order] = await db
        .select()
        .from(orders)
        .where(eq(orders.paymentIntentId, input.paymentIntentId));
      if (!order) throw new CheckoutError(404, 'No order is waiting for this payment.');
      if (order.paymentStatus === 'paid') return { success: true, code: order.code };
      const lang = input.customer.preferred_language ?? input.language;
      const intent = await atProvider(
        () => payments.retrieve(input.paymentIntentId),
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
      const outcome = await atProvider(
        () => settle(intent, input.customer, userId),
        { orderId: order.id },
        lang,
      );
      if (outcome.result === 'paid' || outcome.result === 'already_paid') {
        return { success: true, code: order.code };
      }
      throw new CheckoutError(
        409,
        outcome.result === 'mismatch'
          ? 'The payment does not match the order total; it was refunded. Please pay again.'
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
        event = payments.parseWebhook(rawBody, signature);
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
      const estateName = await deps.estateName();
      const outcome = await db.transaction(async (tx) => {
        const [fresh] = await tx
          .insert(paymentEvents)
          .values({ providerEventId: event.id, type: event.type })
          .onConflictDoNothing()
          .returning({ id: paymentEvents.id });
        if (!fresh) return null;
        if (intent && event.type === 'payment_intent.succeeded') {
          const settled = await settleInTx(tx, intent, estateName);
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
        await atProvider(() => settle(intent), { eventId: event.id, intentId: intent.id }, 'en');
        await db
          .insert(paymentEvents)
          .values({ providerEventId: event.id, type: event.type })
          .onConflictDoNothing();
      }
      return { duplicate: false };
    },

    /**
     * Orders still unpaid after their reservation: the intent is cancelled at the provider first
     * (so it cannot succeed afterwards); one that already succeeded is settled as paid instead;
     * the rest expire and give their bottles back.
     */
    async expireReservations(at: Date = now()): Promise<{ expired: number; paid: number }> {
      const due = await db
        .select({ id: orders.id, paymentIntentId: orders.paymentIntentId })
        .from(orders)
        .where(and(eq(orders.paymentStatus, 'awaiting_payment'), lt(orders.reservedUntil, at)))
        .orderBy(asc(orders.reservedUntil))
        .limit(100);
      const report = { expired: 0, paid: 0 };
      for (const order of due) {
        if (order.paymentIntentId) {
          let intent: PaymentIntent | null;
          try {
            intent = await payments.cancel(order.paymentIntentId);
          } catch {
            try {
              intent = await payments.retrieve(order.paymentIntentId);
            } catch (error) {
              logger.warn({ err: error, orderId: order.id }, 'reservation sweep: provider away');
              continue;
            }
          }
          if (intent?.status === 'succeeded') {
            if ((await settle(intent)).result === 'paid') report.paid += 1;
            continue;
          }
          // Still in flight at the provider (processing): decide on a later sweep.
          if (intent && intent.status !== 'canceled') continue;
        }
        if (await expireOrder(order.id, at)) report.expired += 1;
      }
      return report;
    },

    /** GET /api/checkout/orders/by-code/{code}/: the thank-you page's order, or null. */
    async orderByCode(code: string): Promise<Order | null> {
      const [order] = await db.select().from(orders).where(eq(orders.code, code));
      if (!order) return null;
      const items = await db
        .select()
        .from(orderItems)
        .where(eq(orderItems.orderId, order.id))
        .orderBy(asc(orderItems.id));
      const withdrawals = await withdrawalsOf(db, [order.id]);
      return toApiOrder(order, items, withdrawals.get(order.id));
    },

    /** GET /api/checkout/orders/by-user/: an account's orders, newest first, with their lines. */
    async ordersOfUser(userId: number): Promise<Order[]> {
      const rows = await db
        .select()
        .from(orders)
        // Placed orders only: a checkout left before paying is not history.
        .where(and(eq(orders.userId, userId), inArray(orders.paymentStatus, ['paid', 'refunded'])))
        .orderBy(desc(orders.createdAt), desc(orders.id));
      if (rows.length === 0) return [];
      const items = await db
        .select()
        .from(orderItems)
        .where(
          inArray(
            orderItems.orderId,
            rows.map((row) => row.id),
          ),
        )
        .orderBy(asc(orderItems.id));
      const withdrawals = await withdrawalsOf(
        db,
        rows.map((row) => row.id),
      );
      return rows.map((row) =>
        toApiOrder(
          row,
          items.filter((item) => item.orderId === row.id),
          withdrawals.get(row.id),
        ),
      );
    },

    /**
     * The offline provider's test card form. Null when the intent or its secret is unknown;
     * a 404 when Stripe is configured (there is no offline form then).
     */
    async confirmOfflinePayment(
      paymentIntentId: string,
      clientSecret: string,
      card: OfflineCard,
    ): Promise<OfflineConfirmation | null> {
      if (!deps.offline)
        throw new CheckoutError(404, 'The offline payment provider is not in use.');
      const outcome = await deps.offline.confirmCard(paymentIntentId, clientSecret, card);
      if (outcome && 'error_message' in outcome) {
        await db
          .update(orders)
          .set({ lastPaymentError: outcome.error_message, updatedAt: now() })
          .where(eq(orders.paymentIntentId, paymentIntentId));
      }
      return outcome;
    },

    /** Runs the reservation sweep every `intervalMs` (the app starts and stops it). */
    start(intervalMs: number): void {
      clearInterval(timer);
      timer = setInterval(() => {
        sweep = sweep
          .then(() => service.expireReservations())
          .catch((error: unknown) => logger.error({ err: error }, 'reservation sweep failed'));
      }, intervalMs);
      timer.unref();
    },

    async stop(): Promise<void> {
      clearInterval(timer);
      timer = undefined;
      await sweep;
    },
  };
  return service;
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;
