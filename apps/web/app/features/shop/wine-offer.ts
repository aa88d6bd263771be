import {
  discountPercent,
  eurosToCents,
  isSaleValid,
  lineSavings,
  unitPrice,
  type Wine,
} from '@mdc/shared';

/** A wine's price as the shop shows it, in cents (rules from the shared pricing module). */
export interface WineOffer {
  priceCents: number;
  /** The sale price when it counts (spec 001 §5), else null. */
  saleCents: number | null;
  unitCents: number;
  percent: number;
  savingsCents: number;
  /** Decreto-Lei 109-G/2021: the lowest price of the 30 days before the reduction, if known. */
  lowest30Cents: number | null;
  inStock: boolean;
}

export function wineOffer(
  wine: Pick<Wine, 'price' | 'new_price' | 'bottles_quantity' | 'lowest_price_30_days'>,
): WineOffer {
  const priceCents = eurosToCents(wine.price);
  const newCents = wine.new_price === null ? null : eurosToCents(wine.new_price);
  const sale = isSaleValid(priceCents, newCents);
  const priced = { priceCents, salePriceCents: newCents, quantity: 1 };
  return {
    priceCents,
    saleCents: sale ? newCents : null,
    unitCents: unitPrice(priced),
    percent: discountPercent(priceCents, newCents),
    savingsCents: lineSavings(priced),
    // The server sends it while a sale counts; an older server may not send the field at all.
    lowest30Cents: wine.lowest_price_30_days ? eurosToCents(wine.lowest_price_30_days) : null,
    inStock: wine.bottles_quantity > 0,
  };
}
