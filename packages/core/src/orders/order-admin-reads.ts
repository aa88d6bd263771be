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
  centsToEuros,
  type AdminAddress,
  type AdminOrder,
  type AdminOrderListQuery,
  type AdminOrderSummary,
  type PaymentMethod,
  type PaymentStatus,
  type SiteLang,
  orderPageUrl,
} from '@mdc/shared';
import {
  orderItems,
  orderWithdrawals,
  orders,
  shippingOptions,
  shippingRegions,
  users,
  type Database,
} from '@mdc/db';
import { AdminError, estateDayStart, nextDay, containsPattern } from '../support/index.ts';
import { adminWithdrawalOf, withdrawalsOf } from '../withdrawal/index.ts';
import { taxIdOf, adminInvoices, invoicesOf } from '../invoices/index.ts';
import type { OrderAdminContext } from './order-admin.ts';
import type { OrderRow } from './order-rows.ts';

/*
 * The staff's reads of orders: the filtered, sorted list and one order in full.
 */

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

type Names = { pt: string; en: string };

function address(
  customer: StoredCustomer,
  prefix: '' | 'shipping_',
  regionNames: Map<string, Names>,
): AdminAddress {
  const field = (billing: string, shipping: string) => str(customer[prefix ? shipping : billing]);
  const region = field('region', 'shipping_region');
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
    region,
    region_names: regionNames.get(region) ?? null,
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
    total_amount: centsToEuros(order.totalCents),
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

function filtersOf(db: Database, query: AdminOrderListQuery): SQL | undefined {
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
      query.withdrawal === 'yes' ? inArray(orders.id, withdrawn) : notInArray(orders.id, withdrawn),
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

/** One page of the orders the query filters, in its order, and how many it filters in all. */
export async function listOrders(
  db: Database,
  query: AdminOrderListQuery,
): Promise<{ data: AdminOrderSummary[]; total: number }> {
  const where = filtersOf(db, query);
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
}

export async function findOrder(db: Database, id: number): Promise<OrderRow> {
  const [order] = await db.select().from(orders).where(eq(orders.id, id));
  if (!order) throw AdminError.notFound(`Order ${id}`);
  return order;
}

/**
 * The names of the order's regions and shipping option in both languages, as staff configured
 * them: the order keeps them in the buyer's language, and a Portuguese admin should not read
 * "Community of Madrid" (issue 29 point 18).
 */
async function placeNames(db: Database, order: OrderRow, customer: StoredCustomer | null) {
  const codes = [str(customer?.region), str(customer?.shipping_region)].filter(Boolean);
  const optionId = order.shippingOptionId;
  const [regions, options] = await Promise.all([
    codes.length === 0
      ? Promise.resolve([])
      : db
          .select({
            code: shippingRegions.code,
            pt: shippingRegions.namePt,
            en: shippingRegions.nameEn,
          })
          .from(shippingRegions)
          .where(inArray(shippingRegions.code, codes)),
    optionId === null
      ? Promise.resolve([])
      : db
          .select({ pt: shippingOptions.namePt, en: shippingOptions.nameEn })
          .from(shippingOptions)
          .where(eq(shippingOptions.id, optionId)),
  ]);
  return {
    regions: new Map(regions.map(({ code, ...names }) => [code, names])),
    option: options[0] ?? null,
  };
}

/** The order in full: its lines, addresses, payment, account, withdrawal and invoices. */
export async function orderDetail(
  context: OrderAdminContext,
  order: OrderRow,
): Promise<AdminOrder> {
  const { db } = context;
  const customer = customerOf(order);
  const [items, account, estateName, withdrawals, invoiceStates, names] = await Promise.all([
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
    context.estateName(),
    withdrawalsOf(db, [order.id]),
    invoicesOf(db, [order.id]),
    placeNames(db, order, customer),
  ]);
  const withdrawal = withdrawals.get(order.id);
  const sameAsBilling = customer?.sameAsBilling !== false;
  const billing = customer ? address(customer, '', names.regions) : null;
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
    shipping_address:
      customer && !sameAsBilling ? address(customer, 'shipping_', names.regions) : billing,
    same_as_billing: sameAsBilling,
    lines: items.map((item) => ({
      id: item.id,
      wine_id: item.wineId,
      title: item.productTitle,
      sku: item.sku,
      quantity: item.quantity,
      unit_price: centsToEuros(item.unitPriceCents),
      line_total: centsToEuros(item.unitPriceCents * item.quantity),
    })),
    shipping_option_name: order.shippingOptionName,
    shipping_option_names: names.option,
    shipping_cost: centsToEuros(order.shippingCostCents),
    subtotal: centsToEuros(order.subtotalCents),
    total_without_discount: centsToEuros(order.totalWithoutDiscountCents),
    discount_amount: centsToEuros(order.discountCents),
    vat_amount: centsToEuros(order.vatCents),
    vat_rate: order.vatRateBp / 100,
    payment: {
      provider: order.paymentProvider,
      intent_id: order.paymentIntentId,
      payment_status: order.paymentStatus as PaymentStatus,
      paid_at: iso(order.paidAt),
      last_error: order.lastPaymentError,
      refunded_amount: centsToEuros(order.refundedCents),
      refund_id: order.refundId,
      refunded_at: iso(order.refundedAt),
    },
    tracking_url: order.trackingUrl,
    adult_confirmed_at: iso(order.adultConfirmedAt),
    customer_url: orderPageUrl(context.publicUrl, order),
    account: account[0] ?? null,
    estate_name: estateName,
    withdrawal: adminWithdrawalOf(withdrawal),
    tax_id: taxIdOf(order.customer) ?? '',
    company_name: String(customer?.company_name ?? ''),
    invoices: adminInvoices(invoiceStates.get(order.id), order.code),
  };
}
