import { createHash } from 'node:crypto';
import {
  checkoutCustomerSchema,
  deliveryRegionOf,
  unitPrice,
  type CheckoutCustomer,
} from '@mdc/shared';
import type { PricedCheckout } from './checkout-quote.ts';
import type { ConfirmOrderData, OrderItemRow, OrderRow } from './checkout-types.ts';

/**
 * What a buyer is charged for (decision 095): the goods at their prices, the delivery country
 * and region, the shipping option and its cost, the discount, the total and the 18+
 * confirmation. They are fixed when the payment intent is made; the intent carries their digest,
 * and an order is paid only when its terms still have that digest.
 */
export interface OrderTerms {
  lines: Array<[wineId: number, quantity: number, unitPriceCents: number]>;
  shippingOptionId: number | null;
  country: string;
  region: string;
  shippingCents: number;
  discountCode: string | null;
  discountCents: number;
  totalCents: number;
  adultConfirmed: boolean;
}

const byWine = (lines: OrderTerms['lines']) => [...lines].sort((a, b) => a[0] - b[0]);

/** The terms a new pricing would fix for this checkout. */
export function termsOfPriced(
  priced: PricedCheckout,
  shippingOptionId: number,
  adultConfirmed: boolean,
): OrderTerms {
  return {
    lines: byWine(priced.lines.map(({ wine, quantity }) => [wine.id, quantity, unitPrice(wine)])),
    shippingOptionId,
    ...priced.region,
    shippingCents: priced.shippingCents,
    discountCode: priced.discount?.applied?.code ?? null,
    discountCents: priced.discount?.applied?.cents ?? 0,
    totalCents: priced.totalCents,
    adultConfirmed,
  };
}

/** The terms an order holds now. */
export function termsOfOrder(order: OrderRow, items: readonly OrderItemRow[]): OrderTerms {
  const customer = order.customer as unknown as CheckoutCustomer | null;
  const region = customer ? deliveryRegionOf(customer) : { country: '', region: '' };
  return {
    lines: byWine(items.map((item) => [item.wineId, item.quantity, item.unitPriceCents])),
    shippingOptionId: order.shippingOptionId,
    ...region,
    shippingCents: order.shippingCostCents,
    discountCode: order.discountCode,
    discountCents: order.discountCents,
    totalCents: order.totalCents,
    adultConfirmed: order.adultConfirmedAt !== null,
  };
}

/** A short, stable digest of the terms, for the intent's metadata. */
export function termsDigest(terms: OrderTerms): string {
  const canonical = JSON.stringify([
    terms.lines,
    terms.shippingOptionId,
    terms.country,
    terms.region,
    terms.shippingCents,
    terms.discountCode,
    terms.discountCents,
    terms.totalCents,
    terms.adultConfirmed,
  ]);
  return createHash('sha256').update(canonical).digest('base64url').slice(0, 32);
}

/**
 * The first field of a confirm-order request that differs from the order that was priced and
 * paid, as the request names it (`cart`, `shipping_option_id`, `customer.<field>`), or null. The
 * page sends the same cart and customer to both calls, so only a changed request differs.
 */
export function differenceFromOrder(
  input: ConfirmOrderData,
  order: OrderRow,
  items: readonly OrderItemRow[],
): string | null {
  const asked = byWine(input.cart.map((line) => [line.id, line.quantity, 0]));
  const held = byWine(items.map((item) => [item.wineId, item.quantity, 0]));
  if (JSON.stringify(asked) !== JSON.stringify(held)) return 'cart';
  if (input.shipping_option_id !== order.shippingOptionId) return 'shipping_option_id';
  // The stored customer was parsed by the same schema: compare field by field, in its order.
  const stored = checkoutCustomerSchema.safeParse(order.customer);
  if (!stored.success) return 'customer';
  for (const key of Object.keys(checkoutCustomerSchema.shape) as (keyof CheckoutCustomer)[]) {
    if (stored.data[key] !== input.customer[key]) return `customer.${key}`;
  }
  return null;
}
