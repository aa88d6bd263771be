/**
 * Discount codes (docs/decisions/074-discount-codes.md): what a typed code is, why a code is
 * refused for an order, and what it takes off. Part of the shop's price rules (pricing.ts), in
 * integer cents; the server and the browser run this same code and the server decides.
 *
 * Order of the figures: goods subtotal (after sale prices) − discount = goods to pay; shipping is
 * priced on the goods to pay (so the free-shipping threshold compares the subtotal after the
 * code) and is never discounted; total = goods to pay + shipping; the VAT is contained in the total.
 */

export const discountCodeLimits = { minLength: 3, maxLength: 40 } as const;

const codePattern = new RegExp(
  `^[A-Z0-9](?:[A-Z0-9-]{${discountCodeLimits.minLength - 2},${discountCodeLimits.maxLength - 2}})[A-Z0-9]$`,
);

/**
 * A code as typed, the way it is stored: trimmed and upper-case; null when it cannot be a code
 * (3 to 40 letters A–Z, digits and inner hyphens), so such input never reaches the database.
 */
export function normalizeDiscountCode(typed: string): string | null {
  const code = typed.trim().toUpperCase();
  return codePattern.test(code) ? code : null;
}

export const discountKinds = ['percent', 'fixed'] as const;
export type DiscountKind = (typeof discountKinds)[number];

/** What a code takes off: a whole percent of the goods, or a fixed amount. */
export interface DiscountTerms {
  kind: DiscountKind;
  /** 'percent': 1–100. */
  percent: number | null;
  /** 'fixed': cents off the goods. */
  amountCents: number | null;
}

/** A stored code with everything that decides whether an order may use it. */
export interface DiscountCodeRule extends DiscountTerms {
  code: string;
  /** The goods' subtotal (after sale prices) an order must reach. */
  minOrderCents: number;
  /** Valid from this instant on (inclusive); null: from the start. */
  startsAt: Date | null;
  /** Valid until this instant (exclusive); null: no end. */
  endsAt: Date | null;
  /** How many orders may hold it; null: no limit. */
  usageLimit: number | null;
  /** Orders holding it now (paid ones and reservations). */
  usedCount: number;
  active: boolean;
}

export const discountRefusalReasons = [
  'unknown',
  'inactive',
  'not_yet_valid',
  'expired',
  'used_up',
  'below_minimum',
] as const;
export type DiscountRefusalReason = (typeof discountRefusalReasons)[number];

/** Why an order may not use a code, with what the buyer needs to know to fix it. */
export type DiscountRefusal =
  | { reason: 'unknown' | 'inactive' | 'expired' | 'used_up' }
  | { reason: 'not_yet_valid'; startsAt: Date }
  | { reason: 'below_minimum'; minOrderCents: number };

/**
 * Why an order with this goods subtotal may not use the code at `at`, or null when it may.
 * `holdsUse`: the order being priced already holds one of the code's uses (its reservation), so
 * that use counts as its own and the code is not "used up" for it.
 */
export function discountCodeRefusal(
  rule: DiscountCodeRule | null,
  order: { subtotalCents: number; at: Date; holdsUse?: boolean },
): DiscountRefusal | null {
  if (!rule) return { reason: 'unknown' };
  if (!rule.active) return { reason: 'inactive' };
  if (rule.startsAt && order.at < rule.startsAt) {
    return { reason: 'not_yet_valid', startsAt: rule.startsAt };
  }
  if (rule.endsAt && order.at >= rule.endsAt) return { reason: 'expired' };
  const usedByOthers = rule.usedCount - (order.holdsUse ? 1 : 0);
  if (rule.usageLimit !== null && usedByOthers >= rule.usageLimit) return { reason: 'used_up' };
  if (order.subtotalCents < rule.minOrderCents) {
    return { reason: 'below_minimum', minOrderCents: rule.minOrderCents };
  }
  return null;
}

/**
 * The cents a code takes off a goods subtotal (after sale prices): a percent of it rounded to the
 * nearest cent, or the fixed amount but never more than the goods cost. Never negative, never
 * above the subtotal; shipping is not part of it.
 */
export function discountAmount(terms: DiscountTerms, subtotalCents: number): number {
  const subtotal = Math.max(0, subtotalCents);
  const off =
    terms.kind === 'percent'
      ? Math.round((subtotal * Math.min(100, Math.max(0, terms.percent ?? 0))) / 100)
      : Math.max(0, terms.amountCents ?? 0);
  return Math.min(off, subtotal);
}

/** The goods the buyer pays for once the code is taken off: what shipping is priced on. */
export function goodsAfterDiscount(subtotalCents: number, discountCents: number): number {
  return Math.max(0, subtotalCents - discountCents);
}
