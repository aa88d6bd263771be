/**
 * VAT on wine by where it is delivered (docs/decisions/040-vat-on-orders.md), in basis points
 * (1300 = 13 %). Prices include VAT; an order stores the VAT its total contains
 * (`vatContained(total, wineVatRate(...))`).
 */
export const wineVatRates = {
  /** Mainland Portugal: the intermediate rate that applies to wine. */
  mainland: 1300,
  /** Azores (PT-20). */
  azores: 900,
  /** Madeira (PT-30). */
  madeira: 1200,
} as const;

/**
 * The rate for a delivery address. Outside Portugal the estate's distance sales stay under the
 * EU threshold (€10,000 a year), so the Portuguese mainland rate applies there too.
 */
export function wineVatRate(country: string, region: string): number {
  if (country === 'PT' && region === 'PT-20') return wineVatRates.azores;
  if (country === 'PT' && region === 'PT-30') return wineVatRates.madeira;
  return wineVatRates.mainland;
}
