/** True when the visitor asked the system for less motion. */
export function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true
  );
}

/** Scrolls the window to `top` over `durationMs` with an ease curve (instant with reduced motion). */
export function animateScrollTo(top: number, durationMs: number): void {
  const start = window.scrollY;
  const distance = top - start;
  if (distance === 0) return;
  if (prefersReducedMotion() || durationMs <= 0) {
    window.scrollTo(0, top);
    return;
  }
  const began = performance.now();
  // CSS "ease": cubic-bezier(0.25, 0.1, 0.25, 1), approximated by an ease-in-out cubic.
  const ease = (p: number) => (p < 0.5 ? 4 * p * p * p : 1 - Math.pow(-2 * p + 2, 3) / 2);
  const step = (now: number) => {
    const progress = Math.min(1, (now - began) / durationMs);
    window.scrollTo(0, start + distance * ease(progress));
    if (progress < 1) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}
