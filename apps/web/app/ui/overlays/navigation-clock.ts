/**
 * The late overlays' timers count from the navigation, not from the moment their lazily loaded
 * code mounts (docs/decisions/123-texts-sharing-and-french-spacing.md): on a slow phone the code
 * may arrive seconds after the page, and "5 s after load" must still mean 5 s after load. Times
 * are on the page's clock, `performance.now()`, whose zero is the document's navigation start.
 */

/** The page's clock in ms since the navigation start. */
export const pageClock = (): number => performance.now();

/** Milliseconds still to wait until `delayMs` after `startMs` (never negative). */
export function msLeft(delayMs: number, startMs: number, nowMs: number): number {
  return Math.max(0, startMs + delayMs - nowMs);
}

/**
 * Calls `callback` once `delayMs` have passed since `startMs` on the page's clock (by default the
 * navigation start): at once when that moment is already past. Returns the way to cancel it.
 */
export function timerFrom(
  callback: () => void,
  delayMs: number,
  startMs = 0,
  now: () => number = pageClock,
): () => void {
  const timer = setTimeout(callback, msLeft(delayMs, startMs, now()));
  return () => clearTimeout(timer);
}
