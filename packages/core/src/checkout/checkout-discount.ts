import { eq } from 'drizzle-orm';
import {
  cartTotals,
  centsToEuros,
  normalizeDiscountCode,
  type DiscountCodeCheck,
} from '@mdc/shared';
import { orders, type Database } from '@mdc/db';
import { priceDiscountCode } from '../discount-codes/index.ts';
import { discountRefused } from './checkout-errors.ts';
import { findOrderByCheckout } from './checkout-intent.ts';
import { loadWines } from './checkout-quote.ts';
import type { DiscountCodeCheckData } from './checkout-types.ts';

/** The checkout's discount-code questions (decision 074). */
export function createDiscountChecks({ db, now }: { db: Database; now: () => Date }) {
  return {
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
        ? await findOrderByCheckout(db, input.checkout_id)
        : { heldCodeId: null };
      const priced = await priceDiscountCode(
        db,
        input.discount_code,
        totals.subtotalCents,
        now(),
        heldCodeId,
      );
      if (!priced?.applied) {
        throw discountRefused(priced?.refusal ?? { reason: 'unknown' });
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
  };
}
