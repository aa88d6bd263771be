/** docs/product/site-pages.md#timings-and-constants: every delay and threshold of the shell, in one place. */
export const shellTimings = {
  loadingScreenMs: 1000,
  routeScrollMs: 500,
  hashScrollOffsetPx: 85,
  toastMs: 5000,
  formToastMs: 4000,
  revealMs: 1000,
  backToTopPx: 300,
  navbarActivePx: 10,
  indicatorShowAfterMs: 200,
  indicatorHideAfterMs: 150,
  agePromptDelayMs: 6000,
  cookieBannerDelayMs: 5000,
  newsletterLockMs: 4000,
} as const;
