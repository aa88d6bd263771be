/**
 * A price change staff must confirm before it is saved: more than 50 % up or down (a typed
 * "14,90" read as 1490 is +6 108 %). The admin asks, and the server refuses an unconfirmed one,
 * so no client can publish it by mistake (docs/decisions/091-admin-numbers.md).
 */
export const largePriceChangeRatio = 0.5;

export function isLargePriceChange(beforeCents: number, afterCents: number): boolean {
  if (beforeCents <= 0) return false;
  return Math.abs(afterCents - beforeCents) / beforeCents > largePriceChangeRatio;
}
