/**
 * The shop's price rules (spec 001 §5 and §9), in integer cents. The server and the browser run
 * this same code; the server recomputes every figure from the database and trusts none it is sent.
 */

export interface PricedItem {
  /** The list price. */
  priceCents: number;
  /** The sale price; it counts only when greater than 0 and below the list price. */
  salePriceCents: number | null;
  quantity: number;
}

/** Spec 001 §5: a sale price counts only when greater than 0 and below the price. */
export function isSaleValid(priceCents: number, salePriceCents: number | null): boolean {
  return salePriceCents !== null && salePriceCents > 0 && salePriceCents < priceCents;
}

/** What one bottle costs now: the sale price when it counts, otherwise the list price. */
export function unitPrice(item: Pick<PricedItem, 'priceCents' | 'salePriceCents'>): number {
  return isSaleValid(item.priceCents, item.salePriceCents)
    ? (item.salePriceCents as number)
    : item.priceCents;
}

/** Spec 001 §5: round((original − new) / original × 100) when the new price is lower, else 0. */
export function discountPercent(originalCents: number, newCents: number | null): number {
  if (!isSaleValid(originalCents, newCents)) return 0;
  return Math.round(((originalCents - (newCents as number)) / originalCents) * 100);
}

/** Spec 001 §9: savings = (original − sale) × quantity. */
export function lineSavings(item: PricedItem): number {
  return (item.priceCents - unitPrice(item)) * item.quantity;
}

export function lineTotal(item: PricedItem): number {
  return unitPrice(item) * item.quantity;
}

export interface CartTotals {
  /** Σ list price × quantity ("total before discount"). */
  totalBeforeDiscountCents: number;
  /** Σ savings. */
  savingsCents: number;
  /** Σ current price × quantity. */
  subtotalCents: number;
  bottles: number;
}

export function cartTotals(items: readonly PricedItem[]): CartTotals {
  let totalBeforeDiscountCents = 0;
  let subtotalCents = 0;
  let bottles = 0;
  for (const item of items) {
    totalBeforeDiscountCents += item.priceCents * item.quantity;
    subtotalCents += lineTotal(item);
    bottles += item.quantity;
  }
  return {
    totalBeforeDiscountCents,
    savingsCents: totalBeforeDiscountCents - subtotalCents,
    subtotalCents,
    bottles,
  };
}

export interface ShippingRule {
  priceCents: number;
  allowFreeShipping: boolean;
  /** 0 with allowFreeShipping means always free. */
  freeShippingFromCents: number;
}

/**
 * Spec 001 §9: if the option allows free shipping and its threshold is above 0, shipping is free
 * from that subtotal on, otherwise the option's price; allowed with threshold 0 is always free;
 * not allowed is always the price.
 */
export function shippingCost(rule: ShippingRule, subtotalCents: number): number {
  if (!rule.allowFreeShipping) return rule.priceCents;
  if (rule.freeShippingFromCents > 0) {
    return subtotalCents >= rule.freeShippingFromCents ? 0 : rule.priceCents;
  }
  return 0;
}

/** Spec 001 §9: in the order view shipping shows as free if it cost 0 or the free rule held. */
export function isShippingFree(shippingCents: number, rule: ShippingRule, subtotalCents: number) {
  return shippingCents === 0 || shippingCost(rule, subtotalCents) === 0;
}

/** Total = subtotal + shipping. */
export function orderTotal(subtotalCents: number, shippingCents: number): number {
  return subtotalCents + shippingCents;
}

/**
 * The VAT contained in a VAT-inclusive amount at a rate in basis points (1300 = 13 %), rounded to
 * the nearest cent.
 */
export function vatContained(grossCents: number, rateBasisPoints: number): number {
  return Math.round((grossCents * rateBasisPoints) / (10_000 + rateBasisPoints));
}

/** A shipping price band: bottles from `minBottles` to `maxBottles` (inclusive) cost `priceCents`. */
export interface ShippingBand {
  minBottles: number;
  maxBottles: number;
  priceCents: number;
}

/**
 * The price of the band that holds this bottle count, or null when no band does (the order is
 * too large to ship with this option).
 */
export function bandPrice(bands: readonly ShippingBand[], bottles: number): number | null {
  const band = bands.find((b) => bottles >= b.minBottles && bottles <= b.maxBottles);
  return band ? band.priceCents : null;
}

/** A price a wine had from an instant on (the price history kept for Decreto-Lei 109-G/2021). */
export interface PricePeriod {
  /** Milliseconds since the epoch when this price took effect. */
  fromMs: number;
  /** What one bottle cost from then on (the sale price when it counted). */
  unitPriceCents: number;
}

const dayMs = 86_400_000;

/**
 * The lowest price of the `days` days before the current price took effect, which Portuguese law
 * (Decreto-Lei 109-G/2021, art. 5) requires next to a price reduction. `history` is in any order;
 * the latest period is the current price. Null when there is no earlier price in that window.
 */
export function lowestPriorPrice(history: readonly PricePeriod[], days = 30): number | null {
  const sorted = [...history].sort((a, b) => a.fromMs - b.fromMs);
  const current = sorted.at(-1);
  if (!current) return null;
  const windowStart = current.fromMs - days * dayMs;
  let lowest: number | null = null;
  for (let i = 0; i < sorted.length - 1; i++) {
    const period = sorted[i]!;
    const endMs = sorted[i + 1]!.fromMs;
    // A period counts when it was in force for some part of the window.
    if (endMs <= windowStart || period.fromMs >= current.fromMs) continue;
    lowest = lowest === null ? period.unitPriceCents : Math.min(lowest, period.unitPriceCents);
  }
  return lowest;
}
