/**
 * The shop's price rules (docs/product/shop.md#prices-and-sales), in integer cents. The server and the browser run
 * this same code; the server recomputes every figure from the database and trusts none it is sent.
 */

export interface PricedItem {
  /** The list price. */
  priceCents: number;
  /** The sale price; it counts only when greater than 0 and below the list price. */
  salePriceCents: number | null;
  /**
   * The lowest price of the 30 days before the sale began (Decreto-Lei 109-G/2021), which a
   * reduction is announced against; null or absent when no earlier price is known.
   */
  lowest30Cents?: number | null;
  quantity: number;
}

/** docs/product/shop.md#prices-and-sales: a sale price counts only when greater than 0 and below the price. */
export function isSaleValid(priceCents: number, salePriceCents: number | null): boolean {
  return salePriceCents !== null && salePriceCents > 0 && salePriceCents < priceCents;
}

/** What one bottle costs now: the sale price when it counts, otherwise the list price. */
export function unitPrice(item: Pick<PricedItem, 'priceCents' | 'salePriceCents'>): number {
  return isSaleValid(item.priceCents, item.salePriceCents)
    ? (item.salePriceCents as number)
    : item.priceCents;
}

/** docs/product/shop.md#prices-and-sales: round((original − new) / original × 100) when the new price is lower, else 0. */
export function discountPercent(originalCents: number, newCents: number | null): number {
  if (!isSaleValid(originalCents, newCents)) return 0;
  return Math.round(((originalCents - (newCents as number)) / originalCents) * 100);
}

/**
 * The price a sale is announced against: the lowest price of the 30 days before the reduction
 * (Decreto-Lei 109-G/2021); the list price when no earlier price is known. Null when the sale is no reduction from it: then the shop shows no struck price, no
 * percentage and no saving, only the price (docs/decisions/096-reduction-reference-price.md).
 */
export function reductionReference(item: Omit<PricedItem, 'quantity'>): number | null {
  if (!isSaleValid(item.priceCents, item.salePriceCents)) return null;
  const reference = item.lowest30Cents ?? item.priceCents;
  return reference > (item.salePriceCents as number) ? reference : null;
}

/** The announced reduction in percent, measured from the reference price; 0 without one. */
export function reductionPercent(item: Omit<PricedItem, 'quantity'>): number {
  const reference = reductionReference(item);
  return reference === null ? 0 : discountPercent(reference, item.salePriceCents);
}

/** docs/product/shop.md#prices-and-sales, measured from the reference price: savings = (reference − sale) × quantity. */
export function lineSavings(item: PricedItem): number {
  const reference = reductionReference(item);
  return reference === null ? 0 : (reference - unitPrice(item)) * item.quantity;
}

export function lineTotal(item: PricedItem): number {
  return unitPrice(item) * item.quantity;
}

export interface CartTotals {
  /** Σ (reference price when a reduction is announced, else the price paid) × quantity. */
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
    totalBeforeDiscountCents += lineTotal(item) + lineSavings(item);
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
 * docs/product/shop.md#prices-and-sales: if the option allows free shipping and its threshold is above 0, shipping is free
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

/** docs/product/shop.md#prices-and-sales: in the order view shipping shows as free if it cost 0 or the free rule held. */
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
  /** Null on the last band: it holds every larger count (docs/decisions/107-shipping-zones.md). */
  maxBottles: number | null;
  priceCents: number;
}

/**
 * The price of the band that holds this bottle count, or null when no band does (a count below
 * 1, or bands that end, which docs/decisions/107-shipping-zones.md no longer lets staff save).
 */
export function bandPrice(bands: readonly ShippingBand[], bottles: number): number | null {
  const band = bands.find(
    (b) => bottles >= b.minBottles && (b.maxBottles === null || bottles <= b.maxBottles),
  );
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

/**
 * Consecutive periods at the same bottle price are one period: a list-price change during a sale
 * does not restart the sale, so the 30 days count from when the bottle price last changed.
 */
function mergeEqualPrices(history: readonly PricePeriod[]): PricePeriod[] {
  const merged: PricePeriod[] = [];
  for (const period of [...history].sort((a, b) => a.fromMs - b.fromMs)) {
    if (merged.at(-1)?.unitPriceCents !== period.unitPriceCents) merged.push(period);
  }
  return merged;
}

/**
 * The lowest bottle price of the 30 days before the current bottle price took effect, from a
 * wine's price history: what the shop announces a sale against. The admin runs it on the history
 * plus the price being typed, so staff see the reference before they save.
 */
export function lowest30DaysBeforeCurrent(history: readonly PricePeriod[]): number | null {
  return lowestPriorPrice(mergeEqualPrices(history));
}
