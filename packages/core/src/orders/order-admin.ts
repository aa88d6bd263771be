import {
  and,
  asc,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lt,
  notInArray,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import {
  cancellableDeliverStatuses,
  adminCentsToEuros,
  deliverStatusRefusal,
  pathTo,
  type AdminAddress,
  type AdminOrder,
  type AdminOrderListQuery,
  type AdminOrderStatusInput,
  type AdminOrderSummary,
  type DeliverStatus,
  type PaymentMethod,
  type PaymentStatus,
  type SiteLang,
} from '@mdc/shared';
import { orderItems, orderWithdrawals, orders, stockMovements, users, wines } from '@mdc/db';
import { recordAudit, type Actor } from '../audit/audit-log.ts';
import type { ServiceLogger } from '../mail/mail-transport.ts';
import { queueEmail, type DbTransaction, type MailingDeps } from '../mail/outbox.ts';
import type { StockReturnedHook } from '../stock-alerts/stock-alert-service.ts';
import type { PaymentProvider } from '../payments/payment-provider.ts';
import { AdminError } from '../support/admin-error.ts';
import { estateDayStart, nextDay } from '../support/lisbon-days.ts';
import { containsPattern } from '../support/search-pattern.ts';
import { releaseDiscountUse } from '../discount-codes/discount-codes.ts';
import { adminWithdrawalOf, withdrawalsOf } from '../withdrawal/withdrawal-read.ts';
import { refundAtProvider } from '../payments/refund-at-provider.ts';
import { queueCreditNote } from '../invoices/invoice-queue.ts';
import { taxIdOf } from '../invoices/invoice-document.ts';
import { adminInvoices, invoicesOf } from '../invoices/invoice-service.ts';
import { orderStatusEmail } from './order-status-emails.ts';

export interface OrderAdminDeps extends MailingDeps {
  payments: PaymentProvider;
  logger: ServiceLogger;
  /** Told when a cancelled order gives its bottles back (stock alerts). */
  onStockReturned?: StockReturnedHook;
  now?: () => Date;
}

type OrderRow = typeof orders.$inferSelect;

/** The checkout customer payload as stored on the order (@mdc/shared checkoutCustomerSchema). */
type StoredCustomer = Partial<Record<string, string | boolean>>;

const sortColumns = {
  // Order numbers come from a sequence, so the id sorts them as numbers (MDC-999 before MDC-1001).
  id: orders.id,
  order_number: orders.id,
  created_at: orders.createdAt,
  total_amount: orders.totalCents,
  deliver_status: orders.deliverStatus,
  payment_status: orders.paymentStatus,
  email: orders.email,
} as const;

// Written out: drizzle leaves column names unqualified here, and "id" would mean order_items.id.
const bottlesOf = sql<number>`(select coalesce(sum(oi.quantity), 0) from order_items oi where oi.order_id = "orders"."id")::int`;
/** When the buyer withdrew from the order (decision 070), or null. */
const withdrawnAtOf =
  sql<Date | null>`(select w.created_at from order_withdrawals w where w.order_id = "orders"."id")`.mapWith(
    orderWithdrawals.createdAt,
  );

const customerOf = (order: OrderRow) => (order.customer ?? null) as StoredCustomer | null;
const str = (value: unknown) => (typeof value === 'string' ? value : '');
const iso = (at: Date | null) => at?.toISOString() ?? null;

function customerName(order: OrderRow): string {
  const customer = customerOf(order);
  const name = [str(customer?.firstName) || order.firstName, str(customer?.lastName)];
  return name.filter(Boolean).join(' ');
}

function address(customer: StoredCustomer, prefix: '' | 'shipping_'): AdminAddress {
  const field = (billing: string, shipping: string) => str(customer[prefix ? shipping : billing]);
  const street = [
    field('address', 'shipping_address_line1'),
    field('house_number', 'shipping_house_number'),
  ]
    .filter(Boolean)
    .join(' ');
  const town = [field('postalCode', 'shipping_postal_code'), field('city', 'shipping_city')]
    .filter(Boolean)
    .join(' ');
  return {
    name: [field('firstName', 'shipping_first_name'), field('lastName', 'shipping_last_name')]
      .filter(Boolean)
      .join(' '),
    lines: [street, field('address_line2', 'shipping_address_line2'), town].filter(Boolean),
    region_name: field('region_name', 'shipping_region_name'),
    country: field('country', 'shipping_country'),
    country_name: field('country_name', 'shipping_country_name'),
    email: field('email', 'shipping_email'),
    phone: prefix
      ? str(customer.shipping_phone)
      : [str(customer.phone_prefix), str(customer.phone)].filter(Boolean).join(' '),
  };
}

function toSummary(order: OrderRow, bottles: number, withdrawnAt: Date | null): AdminOrderSummary {
  return {
    id: order.id,
    order_number: order.orderNumber,
    created_at: order.createdAt.toISOString(),
    name: customerName(order),
    email: order.email,
    total_amount: adminCentsToEuros(order.totalCents),
    bottles,
    deliver_status: order.deliverStatus,
    payment_status: order.paymentStatus as PaymentStatus,
    payment_method: order.paymentMethod as PaymentMethod,
    paid_at: iso(order.paidAt),
    user_id: order.userId,
    withdrawal_requested_at: iso(withdrawnAt),
    discount_code: order.discountCode,
  };
}

/** Thrown inside a transaction to roll it back and answer a conflict. */
const changedMeanwhile = (order: OrderRow) =>
  new AdminError(
    409,
    `Order ${order.orderNumber} was changed by someone else meanwhile; reload it and try again.`,
  ).as('order_changed', { order: order.orderNumber });

/**
 * The staff side of orders (issue 6): list and read them, move them along their delivery
 * statuses, cancel them. Part of the checkout domain, the one orchestrator of stock, orders and
 * payments: a cancellation refunds at the provider first (with an idempotency key derived from the
 * order, so a retry never refunds twice), then returns the stock, marks the order and queues the
 * buyer's e-mail in one transaction, so a provider failure leaves nothing half-done.
 */
export function createOrderAdminService(deps: OrderAdminDeps) {
  const { db, payments, logger } = deps;
  const now = deps.now ?? (() => new Date());

  function filtersOf(query: AdminOrderListQuery): SQL | undefined {
    const filters: SQL[] = [];
    if (query.deliver_status?.length) {
      filters.push(inArray(orders.deliverStatus, query.deliver_status));
    }
    if (query.payment_status) filters.push(eq(orders.paymentStatus, query.payment_status));
    if (query.paid === 'yes') filters.push(isNotNull(orders.paidAt));
    if (query.paid === 'no') filters.push(isNull(orders.paidAt));
    if (query.created_from) filters.push(gte(orders.createdAt, estateDayStart(query.created_from)));
    if (query.created_to) {
      filters.push(lt(orders.createdAt, estateDayStart(nextDay(query.created_to))));
    }
    if (query.user_id) filters.push(eq(orders.userId, query.user_id));
    if (query.withdrawal) {
      const withdrawn = db.select({ id: orderWithdrawals.orderId }).from(orderWithdrawals);
      filters.push(
        query.withdrawal === 'yes'
          ? inArray(orders.id, withdrawn)
          : notInArray(orders.id, withdrawn),
      );
    }
    if (query.discount_code) filters.push(eq(orders.discountCode, query.discount_code));
    if (query.payment_method) filters.push(eq(orders.paymentMethod, query.payment_method));
    if (query.q) {
      const pattern = containsPattern(query.q);
      const fullName = sql`concat_ws(' ', ${orders.firstName}, ${orders.customer} ->> 'lastName')`;
      filters.push(
        or(
          ilike(orders.orderNumber, pattern),
          ilike(orders.email, pattern),
          sql`${fullName} ilike ${pattern}`,
        )!,
      );
    }
    return filters.length ? and(...filters) : undefined;
  }

  async function findOrder(id: number): Promise<OrderRow> {
    const [order] = await db.select().from(orders).where(eq(orders.id, id));
    if (!order) throw AdminError.notFound(`Order ${id}`);
    return order;
  }

  async function detail(order: OrderRow): Promise<AdminOrder> {
    const [items, account, estateName, withdrawals, invoiceStates] = await Promise.all([
      db
        .select()
        .from(orderItems)
        .where(eq(orderItems.orderId, order.id))
        .orderBy(asc(orderItems.id)),
      order.userId === null
        ? Promise.resolve([])
        : db
            .select({ id: users.id, email: users.email, username: users.username })
            .from(users)
            .where(eq(users.id, order.userId)),
      deps.estateName(),
      withdrawalsOf(db, [order.id]),
      invoicesOf(db, [order.id]),
    ]);
    const withdrawal = withdrawals.get(order.id);
    const customer = customerOf(order);
    const sameAsBilling = customer?.sameAsBilling !== false;
    const billing = customer ? address(customer, '') : null;
    const lang = order.preferredLanguage as SiteLang;
    return {
      ...toSummary(
        order,
        items.reduce((sum, item) => sum + item.quantity, 0),
        withdrawal?.createdAt ?? null,
      ),
      code: order.code,
      updated_at: order.updatedAt.toISOString(),
      preferred_language: lang,
      phone: billing?.phone ?? '',
      billing_address: billing,
      shipping_address: customer && !sameAsBilling ? address(customer, 'shipping_') : billing,
      same_as_billing: sameAsBilling,
      lines: items.map((item) => ({
        id: item.id,
        wine_id: item.wineId,
        title: item.productTitle,
        sku: item.sku,
        quantity: item.quantity,
        unit_price: adminCentsToEuros(item.unitPriceCents),
        line_total: adminCentsToEuros(item.unitPriceCents * item.quantity),
      })),
      shipping_option_name: order.shippingOptionName,
      shipping_cost: adminCentsToEuros(order.shippingCostCents),
      subtotal: adminCentsToEuros(order.subtotalCents),
      total_without_discount: adminCentsToEuros(order.totalWithoutDiscountCents),
      discount_amount: adminCentsToEuros(order.discountCents),
      vat_amount: adminCentsToEuros(order.vatCents),
      vat_rate: order.vatRateBp / 100,
      payment: {
        provider: order.paymentProvider,
        intent_id: order.paymentIntentId,
        payment_status: order.paymentStatus as PaymentStatus,
        paid_at: iso(order.paidAt),
        last_error: order.lastPaymentError,
        refunded_amount: adminCentsToEuros(order.refundedCents),
        refund_id: order.refundId,
        refunded_at: iso(order.refundedAt),
      },
      tracking_url: order.trackingUrl,
      adult_confirmed_at: iso(order.adultConfirmedAt),
      customer_url: orderUrl(order),
      account: account[0] ?? null,
      estate_name: estateName,
      withdrawal: adminWithdrawalOf(withdrawal),
      tax_id: taxIdOf(order.customer) ?? '',
      company_name: String(customer?.company_name ?? ''),
      invoices: adminInvoices(invoiceStates.get(order.id), order.code),
    };
  }

  function orderUrl(order: OrderRow): string {
    const lang = order.preferredLanguage as SiteLang;
    return `${deps.publicUrl}${pathTo('thankYou', lang, { code: order.code })}`;
  }

  /** The buyer's e-mail about the new status; only for orders they paid (others never began). */
  async function notifyBuyer(tx: DbTransaction, order: OrderRow, estateName: string) {
    if (!order.email || order.paidAt === null || order.deliverStatus === 'pending') return;
    await queueEmail(
      tx,
      orderStatusEmail({
        to: order.email,
        lang: order.preferredLanguage as SiteLang,
        firstName: order.firstName,
        orderNumber: order.orderNumber,
        status: order.deliverStatus as Exclude<DeliverStatus, 'pending'>,
        estateName,
        orderUrl: orderUrl(order),
        trackingUrl: order.trackingUrl,
        refundedCents: order.refundedCents,
      }),
    );
  }

  /** Gives an order's bottles back to stock, one conditional update and movement per wine. */
  async function returnStock(tx: DbTransaction, actor: Actor, order: OrderRow, note: string) {
    const items = await tx
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, order.id))
      .orderBy(asc(orderItems.wineId));
    const returned: Record<string, number> = {};
    for (const item of items) {
      const [wine] = await tx
        .update(wines)
        .set({ stock: sql`${wines.stock} + ${item.quantity}`, updatedAt: now() })
        .where(eq(wines.id, item.wineId))
        .returning({ stock: wines.stock });
      if (!wine) continue; // the wine was deleted since: nothing to return it to
      await tx.insert(stockMovements).values({
        wineId: item.wineId,
        change: item.quantity,
        stockAfter: wine.stock,
        reason: 'cancellation',
        note,
        userId: actor.id,
        orderId: order.id,
      });
      returned[item.wineId] = item.quantity;
    }
    await deps.onStockReturned?.(tx, Object.keys(returned).map(Number));
    return returned;
  }

  /** A cancelled order's discount code use goes back with its bottles (decision 074). */
  async function returnDiscountUse(tx: DbTransaction, order: OrderRow) {
    if (order.discountCodeId === null) return {};
    await releaseDiscountUse(tx, order.discountCodeId);
    return { discount_use_returned: order.discountCode };
  }

  /**
   * The order moves to `to` only if nobody moved it meanwhile (a conditional update on its
   * current statuses), with the audit row and the buyer's e-mail in the same transaction.
   */
  async function commitChange(
    actor: Actor,
    order: OrderRow,
    set: Partial<typeof orders.$inferInsert>,
    work?: (tx: DbTransaction, changed: OrderRow) => Promise<Record<string, unknown>>,
  ): Promise<OrderRow> {
    const estateName = await deps.estateName();
    const changed = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(orders)
        .set({ ...set, updatedAt: now() })
        .where(
          and(
            eq(orders.id, order.id),
            eq(orders.deliverStatus, order.deliverStatus),
            eq(orders.paymentStatus, order.paymentStatus),
          ),
        )
        .returning();
      if (!row) throw changedMeanwhile(order);
      const extra = work ? await work(tx, row) : {};
      const changes: Record<string, unknown> = {
        deliver_status: [order.deliverStatus, row.deliverStatus],
        ...extra,
      };
      if (row.paymentStatus !== order.paymentStatus) {
        changes.payment_status = [order.paymentStatus, row.paymentStatus];
      }
      if (row.trackingUrl !== order.trackingUrl) {
        changes.tracking_url = [order.trackingUrl, row.trackingUrl];
      }
      await recordAudit(tx, actor, {
        entity: 'order',
        entityId: order.id,
        action: row.deliverStatus === 'cancelled' ? 'cancel' : 'status',
        changes,
      });
      await notifyBuyer(tx, row, estateName);
      return row;
    });
    deps.mail.kick();
    return changed;
  }

  async function cancelPaid(actor: Actor, order: OrderRow): Promise<OrderRow> {
    const refund = await refundAtProvider(deps, order, {
      amountCents: order.totalCents,
      purpose: 'cancel',
      unchanged: 'the order is not cancelled',
      failureCode: 'refund_failed',
    });
    const at = now();
    return commitChange(
      actor,
      order,
      {
        deliverStatus: 'cancelled',
        paymentStatus: 'refunded',
        refundedCents: refund.amountCents,
        refundId: refund.id,
        refundedAt: at,
      },
      async (tx) => {
        // The credit note of the refund (docs/decisions/109-invoice-provider.md).
        await queueCreditNote(tx, order.id, refund.amountCents);
        return {
          refund: { id: refund.id, amount: adminCentsToEuros(refund.amountCents) },
          stock_returned: await returnStock(
            tx,
            actor,
            order,
            `Order ${order.orderNumber} cancelled`,
          ),
          ...(await returnDiscountUse(tx, order)),
        };
      },
    );
  }

  /**
   * An order never paid: its payment intent is cancelled at the provider first (so no late
   * payment can succeed), then a reservation still held gives its bottles back; one the checkout's
   * sweep already released (payment expired or failed) gives nothing back again.
   */
  async function cancelUnpaid(actor: Actor, order: OrderRow): Promise<OrderRow> {
    if (order.paymentStatus === 'awaiting_payment' && order.paymentIntentId) {
      const intentId = order.paymentIntentId;
      let status: string | undefined;
      try {
        status = (await payments.cancel(intentId)).status;
      } catch {
        try {
          status = (await payments.retrieve(intentId))?.status;
        } catch (error) {
          logger.error({ err: error, orderId: order.id }, 'cancelling an unpaid order failed');
          throw new AdminError(
            502,
            `The payment service could not be reached to stop the payment of order ${order.orderNumber}. Nothing was changed; try again in a moment.`,
          ).as('payment_unreachable', { order: order.orderNumber });
        }
      }
      if (status === 'succeeded' || status === 'processing') {
        throw new AdminError(
          409,
          `The buyer has just paid order ${order.orderNumber}; reload it: a paid order is cancelled with a refund.`,
        ).as('order_just_paid', { order: order.orderNumber });
      }
    }
    if (order.paymentStatus === 'awaiting_payment') {
      // Leaving awaiting_payment releases the reservation: the sweep no longer returns it.
      return commitChange(
        actor,
        order,
        { deliverStatus: 'cancelled', paymentStatus: 'expired' },
        async (tx) => ({
          stock_returned: await returnStock(
            tx,
            actor,
            order,
            `Unpaid order ${order.orderNumber} cancelled: reservation released`,
          ),
          ...(await returnDiscountUse(tx, order)),
        }),
      );
    }
    return commitChange(actor, order, { deliverStatus: 'cancelled' });
  }

  return {
    /** GET /api/admin/orders/ */
    async list(query: AdminOrderListQuery): Promise<{ data: AdminOrderSummary[]; total: number }> {
      const where = filtersOf(query);
      const column = sortColumns[query.sort];
      const [rows, [total]] = await Promise.all([
        db
          .select({ order: orders, bottles: bottlesOf, withdrawnAt: withdrawnAtOf })
          .from(orders)
          .where(where)
          .orderBy(query.order === 'asc' ? asc(column) : desc(column), desc(orders.id))
          .limit(query.per_page)
          .offset((query.page - 1) * query.per_page),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(orders)
          .where(where),
      ]);
      return {
        data: rows.map((row) => toSummary(row.order, Number(row.bottles), row.withdrawnAt)),
        total: Number(total?.n ?? 0),
      };
    },

    /** GET /api/admin/orders/:id/ */
    async get(id: number): Promise<AdminOrder> {
      return detail(await findOrder(id));
    },

    /**
     * POST /api/admin/orders/:id/status/: moves the order along (@mdc/shared
     * nextDeliverStatuses), e-mails the buyer; cancelling returns stock and refunds a paid order.
     */
    async changeStatus(
      actor: Actor,
      id: number,
      input: AdminOrderStatusInput,
    ): Promise<{ order: AdminOrder; stockChanged: boolean }> {
      const order = await findOrder(id);
      const to = input.deliver_status;
      const refusal = deliverStatusRefusal(
        { deliver_status: order.deliverStatus, payment_status: order.paymentStatus },
        to,
      );
      const number = order.orderNumber;
      if (refusal === 'unpaid') {
        throw new AdminError(
          409,
          `Order ${number} is not paid (payment: ${order.paymentStatus}), so it cannot be marked ${to}: an unpaid order is never prepared or shipped. It can only be cancelled.`,
        ).as('order_unpaid', { order: number });
      }
      if (
        refusal === 'not_allowed' &&
        to === 'cancelled' &&
        !cancellableDeliverStatuses.includes(order.deliverStatus as DeliverStatus)
      ) {
        throw new AdminError(
          409,
          order.deliverStatus === 'cancelled'
            ? `Order ${number} is already cancelled.`
            : `Order ${number} has already left the estate (${order.deliverStatus}); it cannot be cancelled. Mark it returned when it comes back.`,
        ).as(
          order.deliverStatus === 'cancelled' ? 'order_already_cancelled' : 'order_left_estate',
          { order: number },
        );
      }
      if (refusal) {
        throw new AdminError(
          409,
          `Order ${number} is ${order.deliverStatus}; it cannot move to ${to}.`,
        ).as('order_transition', { order: number });
      }
      if (to === 'cancelled') {
        const changed =
          order.paymentStatus === 'paid'
            ? await cancelPaid(actor, order)
            : await cancelUnpaid(actor, order);
        return { order: await detail(changed), stockChanged: true };
      }
      const changed = await commitChange(actor, order, {
        deliverStatus: to,
        // The withdrawal period runs from here (decision 070).
        ...(to === 'delivered' && { deliveredAt: now() }),
        ...(input.tracking_url && { trackingUrl: input.tracking_url }),
      });
      return { order: await detail(changed), stockChanged: false };
    },
  };
}

export type OrderAdminService = ReturnType<typeof createOrderAdminService>;
