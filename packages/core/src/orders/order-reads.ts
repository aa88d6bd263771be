import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import {
  centsToEuros,
  lineSavings,
  type CheckoutCustomer,
  type Order,
  type PaymentMethod,
  type SiteLang,
} from '@mdc/shared';
import { orderItems, orders, type Database } from '@mdc/db';
import { orderWithdrawalOf, withdrawalsOf, type WithdrawalRow } from '../withdrawal/index.ts';
import type { OrderForEmail, OrderLineForEmail } from './order-emails.ts';
import type { OrderItemRow, OrderRow } from './order-rows.ts';
import { taxIdOf, buyerInvoices, invoicesOf, type InvoiceState } from '../invoices/index.ts';

/** The delivery name and address lines of a checkout customer. */
export function addressLines(customer: CheckoutCustomer | null) {
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
 * A line's saving and the price struck beside it, from what the order stored: the reference the
 * sale was announced against (null when none was), by the shared rule (`lineSavings`); see
 * docs/decisions/096-reduction-reference-price.md and docs/decisions/094-order-confirmation-email.md.
 */
function lineForEmail(item: OrderItemRow): OrderLineForEmail {
  const reference = item.referencePriceCents;
  const savingsCents =
    reference === null
      ? 0
      : lineSavings({
          priceCents: reference,
          salePriceCents: item.unitPriceCents,
          quantity: item.quantity,
        });
  return {
    title: item.productTitle,
    quantity: item.quantity,
    unitPriceCents: item.unitPriceCents,
    lineCents: item.unitPriceCents * item.quantity,
    beforeCents: savingsCents > 0 ? reference : null,
    savingsCents,
  };
}

/** The billing name and address lines of a checkout customer. */
function billingLines(customer: CheckoutCustomer): string[] {
  return [
    `${customer.firstName} ${customer.lastName}`,
    [customer.address, customer.house_number].filter(Boolean).join(' '),
    customer.address_line2,
    [customer.postalCode, customer.city].filter(Boolean).join(' '),
    [customer.region_name, customer.country_name || customer.country].filter(Boolean).join(', '),
  ].filter(Boolean);
}

/** What the order e-mails show of an order. */
export function emailView(order: OrderRow, items: OrderItemRow[]): OrderForEmail {
  const customer = order.customer as unknown as CheckoutCustomer | null;
  const delivery = addressLines(customer);
  const lang = order.preferredLanguage as SiteLang;
  const phone = customer ? `${customer.phone_prefix} ${customer.phone}` : '';
  return {
    orderNumber: order.orderNumber,
    lang,
    orderedAt: order.paidAt ?? order.createdAt,
    firstName: order.firstName,
    email: order.email,
    paymentMethod: order.paymentMethod as PaymentMethod,
    phone,
    deliveryPhone: customer && !customer.sameAsBilling ? customer.shipping_phone : phone,
    lines: items.map(lineForEmail),
    shippingOptionName: order.shippingOptionName,
    shippingCostCents: order.shippingCostCents,
    beforeSaleCents: order.totalWithoutDiscountCents,
    subtotalCents: order.subtotalCents,
    discountCode: order.discountCode,
    discountCents: order.discountCents,
    totalCents: order.totalCents,
    vatCents: order.vatCents,
    vatRateBp: order.vatRateBp,
    shippingAddress: [
      delivery.name,
      ...delivery.lines,
      [delivery.region_name, delivery.country_name].filter(Boolean).join(', '),
    ].filter(Boolean),
    billingAddress: customer ? billingLines(customer) : [],
  };
}

/** The Multibanco voucher an order still waits for (decision 110), else null. */
function voucherOf(order: OrderRow): Order['multibanco'] {
  if (order.paymentStatus !== 'awaiting_payment' || !order.multibancoReference) return null;
  return {
    entity: order.multibancoEntity ?? '',
    reference: order.multibancoReference,
    amount: centsToEuros(order.totalCents),
    expires_at: (order.multibancoExpiresAt ?? order.reservedUntil).toISOString(),
    voucher_url: order.multibancoVoucherUrl,
  };
}

function toApiOrder(
  order: OrderRow,
  items: OrderItemRow[],
  withdrawal: WithdrawalRow | undefined,
  at: Date,
  invoiceStates: InvoiceState[] | undefined,
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
    payment_method: order.paymentMethod as Order['payment_method'],
    multibanco: voucherOf(order),
    preferred_language: order.preferredLanguage as SiteLang,
    shipping_address: { ...address, name: address.name || order.firstName },
    items: items.map((item) => ({
      id: item.wineId,
      price: centsToEuros(item.priceCents),
      new_price:
        item.unitPriceCents < item.priceCents && item.salePriceCents !== null
          ? centsToEuros(item.salePriceCents)
          : null,
      reference_price:
        item.referencePriceCents === null ? null : centsToEuros(item.referencePriceCents),
      quantity: item.quantity,
      image_url: item.imageUrl,
      product_url: item.productUrl,
      product_name: item.productTitle,
      product_title: item.productTitle,
    })),
    withdrawal: orderWithdrawalOf(order, withdrawal, at),
    tax_id: taxIdOf(customer) ?? '',
    company_name: customer?.company_name ?? '',
    invoices: buyerInvoices(invoiceStates, order.code),
  };
}

/** The orders as buyers read them: the thank-you page's order and an account's history. */
export function createOrderReads(db: Database, now: () => Date) {
  return {
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
      const states = await invoicesOf(db, [order.id]);
      return toApiOrder(order, items, withdrawals.get(order.id), now(), states.get(order.id));
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
      const ids = rows.map((row) => row.id);
      const items = await db
        .select()
        .from(orderItems)
        .where(inArray(orderItems.orderId, ids))
        .orderBy(asc(orderItems.id));
      const withdrawals = await withdrawalsOf(db, ids);
      const states = await invoicesOf(db, ids);
      return rows.map((row) =>
        toApiOrder(
          row,
          items.filter((item) => item.orderId === row.id),
          withdrawals.get(row.id),
          now(),
          states.get(row.id),
        ),
      );
    },
  };
}
