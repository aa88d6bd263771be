import { heroTimings } from './hero-timings';

/**
 * How far the hero background is pushed down while the page scrolls `scrollY` px, so it moves
 * slower than the page (docs/product/site-pages.md#home). Only while the hero can still be seen; never negative.
 */
export function parallaxOffset(
  scrollY: number,
  heroHeight: number,
  factor: number = heroTimings.parallaxFactor,
): number {
  const scrolled = Math.min(Math.max(scrollY, 0), Math.max(heroHeight, 0));
  return Math.round(scrolled * factor * 10) / 10;
}

/** Media query under which the parallax runs: wider than 991 px (docs/product/site-pages.md#home), motion allowed. */
export const parallaxMediaQuery = `(min-width: ${heroTimings.parallaxOffMaxWidthPx + 1}px) and (prefers-reduced-motion: no-preference)`;

/** Media query under which the wine slideshow is shown: wider than 900 px (docs/product/site-pages.md#home). */
export const slideshowMediaQuery = `(min-width: ${heroTimings.slideshowHiddenMaxWidthPx + 1}px)`;
