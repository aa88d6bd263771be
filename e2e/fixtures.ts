import AxeBuilder from '@axe-core/playwright';
import { expect, test as base, type Page } from '@playwright/test';

/**
 * Every journey fails on a console error or an uncaught page error, so a broken hydration or a
 * CSP violation cannot pass unnoticed.
 */
export const test = base.extend<{ consoleErrors: string[]; quietOverlays: boolean }>({
  /**
   * By default a journey starts as a returning visitor who already answered the cookie banner and
   * the age prompt, so the overlays don't cover what the journey tests. Overlay tests turn it off.
   */
  quietOverlays: [true, { option: true }],
  page: async ({ page, quietOverlays }, use) => {
    // Each journey is its own visitor: a client address of its own (the e2e servers trust
    // X-Forwarded-For as they would behind a proxy), so parallel journeys do not share the
    // per-IP rate limits that protect logins, registrations and payments.
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': newVisitorAddress() });
    if (quietOverlays) {
      await page.addInitScript(() => {
        // Init scripts also run in frames without storage (opaque origins): skip those.
        try {
          window.localStorage.setItem('cookieConsent', 'false');
          window.sessionStorage.setItem('ageAccepted_pt', 'true');
          window.sessionStorage.setItem('ageAccepted_en', 'true');
        } catch {
          // No storage in this frame.
        }
      });
    }
    await use(page);
  },
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        // Chromium logs a 404 document (the not-found page) as a failed resource: that is expected.
        if (message.location().url === page.url() && /status of 404/.test(message.text())) return;
        errors.push(`${message.text()} (${message.location().url})`);
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** A client address of a visitor of its own, for X-Forwarded-For (the e2e servers trust it). */
export function newVisitorAddress(): string {
  const octet = () => Math.floor(Math.random() * 254) + 1;
  return `198.18.${octet()}.${octet()}`;
}

/**
 * Tag of the journeys that also run on the phone project (playwright.config.ts): those whose
 * layout or touch behaviour differs there. Every journey runs on the desktop.
 */
export const onPhone = { tag: '@phone' };

/** `onPhone` for the Portuguese variant of a journey that runs in both languages. */
export const onPhoneInPortuguese = (lang: string) => (lang === 'pt' ? onPhone : {});

/**
 * Waits until the page is at rest after a path change: the 1 s loading screen gone, by which
 * time the 500 ms scroll to the top under it has ended too (it runs on the clock, not on frames).
 * Scanned mid-scroll, the shop's breadcrumb links slide under the sticky header and axe reports
 * them as partly covered targets (target-size), which no visitor sees once the page has settled.
 */
async function waitForPageAtRest(page: Page) {
  await expect(page.getByTestId('loading-screen')).toHaveCount(0, { timeout: 10_000 });
}

/**
 * WCAG 2.2 AA scan of the page as it is now, once it has settled; of one part of it (a CSS
 * selector) when only that part changed since a whole-page scan. A scan of the checkout takes
 * seconds: its address forms hold several hundred options.
 */
export async function expectNoAxeViolations(page: Page, only?: { include: string }) {
  await waitForPageAtRest(page);
  const builder = new AxeBuilder({ page }).withTags([
    'wcag2a',
    'wcag2aa',
    'wcag21a',
    'wcag21aa',
    'wcag22aa',
  ]);
  if (only) builder.include(only.include);
  const results = await builder.analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

/**
 * Waits until React has hydrated the page (the root layout's first effect marks `<html
 * data-hydrated>`), so clicks are handled by React and the client router.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
}
