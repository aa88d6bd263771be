/**
 * The rows of an order summary (checkout, thank-you page, profile, e-mails), in an order that
 * adds up as printed, top to bottom: the goods at their prices before the sale, minus the sale
 * savings, is the subtotal; minus the discount code, plus shipping, is the total.
 */
export type SummaryRowKind =
  'beforeSale' | 'savings' | 'subtotal' | 'discount' | 'shipping' | 'total';

export interface SummaryRow {
  kind: SummaryRowKind;
  /** Null for shipping not chosen yet. Savings and discount are amounts taken off (positive). */
  cents: number | null;
}

export interface SummaryFigures {
  /** Σ price before the sale × quantity. */
  beforeSaleCents: number;
  /** Σ current price × quantity. */
  subtotalCents: number;
  discountCents: number;
  /** Null while no shipping option is chosen. */
  shippingCents: number | null;
  totalCents: number;
}

export function summaryRows(figures: SummaryFigures): SummaryRow[] {
  const savingsCents = figures.beforeSaleCents - figures.subtotalCents;
  return [
    ...(savingsCents > 0
      ? [
          { kind: 'beforeSale' as const, cents: figures.beforeSaleCents },
          { kind: 'savings' as const, cents: savingsCents },
        ]
      : []),
    { kind: 'subtotal', cents: figures.subtotalCents },
    ...(figures.discountCents > 0
      ? [{ kind: 'discount' as const, cents: figures.discountCents }]
      : []),
    { kind: 'shipping', cents: figures.shippingCents },
    { kind: 'total', cents: figures.totalCents },
  ];
}
