/**
 * docs/product/site-pages.md#home and docs/product/site-pages.md#timings-and-constants: every delay, opacity and breakpoint of the home hero, in one place. The two
 * widths also appear as Tailwind breakpoints in the components (`min-[901px]:`), which cannot be
 * built from variables; keep both in step.
 */
export const heroTimings = {
  /** The wine slideshow advances every 5 s… */
  slideIntervalMs: 5000,
  /** …with a 1 s cross-fade… */
  slideFadeMs: 1000,
  /** …and is hidden at this width and below. */
  slideshowHiddenMaxWidthPx: 900,
  /** The darkening overlay over the bottles image: 9 s from one end of its range to the other. */
  overlayHalfCycleMs: 9000,
  overlayCyclesBeforePause: 2,
  overlayPauseMs: 15000,
  overlayMinOpacity: 0.1,
  overlayMaxOpacity: 0.7,
  /** Parallax is off at this width and below. */
  parallaxOffMaxWidthPx: 991,
  /** The background moves at this fraction of the scroll speed (0 = fixed to the page). */
  parallaxFactor: 0.35,
} as const;
