import { bandPrice, shippingCost, type ShippingBand } from '@mdc/shared';

/** What pricing needs from a stored shipping option. */
export interface PricedShippingOption {
  priceBands: readonly ShippingBand[];
  allowFreeShipping: boolean;
  freeShippingFromCents: number;
}

export interface ShippingPrice {
  /** The option's price for the bottle count (its band). */
  priceCents: number;
  /** What the customer pays for shipping at this subtotal (docs/product/shop.md#prices-and-sales). */
  costCents: number;
}

/**
 * Prices one option for an order: the band that holds the bottle count gives the price, the
 * free-shipping rule then decides the cost. Null when no band holds the count, which means the
 * option cannot carry that many bottles.
 */
export function priceShippingOption(
  option: PricedShippingOption,
  bottles: number,
  subtotalCents: number,
): ShippingPrice | null {
  if (!Number.isInteger(bottles) || bottles < 1) return null;
  const priceCents = bandPrice(option.priceBands, bottles);
  if (priceCents === null) return null;
  const costCents = shippingCost(
    {
      priceCents,
      allowFreeShipping: option.allowFreeShipping,
      freeShippingFromCents: option.freeShippingFromCents,
    },
    subtotalCents,
  );
  return { priceCents, costCents };
}
