import {
  eurosToCents,
  isSaleValid,
  lineSavings,
  reductionPercent,
  reductionReference,
  unitPrice,
  type Wine,
} from '@mdc/shared';

/** A wine's price as the shop shows it, in cents (rules from the shared pricing module). */
export interface WineOffer {
  priceCents: number;
  /** The sale price when it counts (docs/product/shop.md#prices-and-sales), else null. */
  saleCents: number | null;
  unitCents: number;
  /**
   * What the reduction is announced against: the lowest price of the 30 days before it
   * (Decreto-Lei 109-G/2021); null when the sale is no reduction from it.
   */
  referenceCents: number | null;
  percent: number;
  savingsCents: number;
  inStock: boolean;
}

export function wineOffer(
  wine: Pick<Wine, 'price' | 'new_price' | 'bottles_quantity' | 'lowest_price_30_days'>,
): WineOffer {
  const priceCents = eurosToCents(wine.price);
  const newCents = wine.new_price === null ? null : eurosToCents(wine.new_price);
  const sale = isSaleValid(priceCents, newCents);
  const priced = {
    priceCents,
    salePriceCents: newCents,
    lowest30Cents: wine.lowest_price_30_days ? eurosToCents(wine.lowest_price_30_days) : null,
    quantity: 1,
  };
  return {
    priceCents,
    saleCents: sale ? newCents : null,
    unitCents: unitPrice(priced),
    referenceCents: reductionReference(priced),
    percent: reductionPercent(priced),
    savingsCents: lineSavings(priced),
    inStock: wine.bottles_quantity > 0,
  };
}
