/**
 * Vintages of one wine (decision 072): wines sharing a `family` ('avo-zeca') are the vintages of
 * the same wine. Pure rules, without zod, used by the server (which alerts to send, which vintage a
 * sold-out page points to) and by the pages (whether a wine can be bought).
 */

/** What the rules need to know of a wine. */
export interface VintageCandidate {
  id: number;
  /** A wine without a year is no vintage: it never becomes a family's current vintage. */
  year: number | null;
  /** In the shop (show_shop). */
  inShop: boolean;
  archived: boolean;
  /** Bottles in stock. */
  stock: number;
}

/** A wine a visitor can buy now: in the shop, not archived, with bottles in stock. */
export function isSellable(wine: Pick<VintageCandidate, 'inShop' | 'archived' | 'stock'>): boolean {
  return wine.inShop && !wine.archived && wine.stock > 0;
}

/**
 * The current vintage of a family: the newest year that is sellable (of two wines of the same
 * year, the one added last). Null when no vintage can be bought.
 */
export function currentVintage<W extends VintageCandidate>(family: readonly W[]): W | null {
  let current: W | null = null;
  for (const wine of family) {
    if (wine.year === null || !isSellable(wine)) continue;
    if (
      current === null ||
      wine.year > current.year! ||
      (wine.year === current.year && wine.id > current.id)
    ) {
      current = wine;
    }
  }
  return current;
}

/**
 * The vintage a page of `wine` points to: the family's current vintage, when `wine` itself cannot
 * be bought and the current vintage is another wine.
 */
export function vintageToPointTo<W extends VintageCandidate>(
  wine: VintageCandidate,
  family: readonly W[],
): W | null {
  if (isSellable(wine)) return null;
  const current = currentVintage(family);
  return current && current.id !== wine.id ? current : null;
}

/**
 * The vintages whose waiting visitors hear that `published` is the next vintage: the older ones
 * of its family that cannot be bought, when `published` is the family's current vintage.
 */
export function vintagesOlderThan<W extends VintageCandidate>(
  published: VintageCandidate,
  family: readonly W[],
): W[] {
  if (published.year === null || currentVintage(family)?.id !== published.id) return [];
  return family.filter(
    (wine) =>
      wine.id !== published.id &&
      wine.year !== null &&
      wine.year < published.year! &&
      !isSellable(wine),
  );
}
