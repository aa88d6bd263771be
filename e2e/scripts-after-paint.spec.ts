import type { Page, Request } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';

/**
 * The page's scripts start once its largest picture is on screen, or at once when the visitor
 * touches the page first (docs/decisions/112-fast-public-pages.md, "Scripts after what the
 * visitor sees"); either way the page hydrates and answers.
 */

const banner = '**/images/banners/wineList.svg';

function scriptRequests(page: Page): Request[] {
  const scripts: Request[] = [];
  page.on('request', (request) => {
    if (
      request.resourceType() === 'script' &&
      new URL(request.url()).pathname.startsWith('/assets/')
    )
      scripts.push(request);
  });
  return scripts;
}

test('the wine list asks for its scripts only after its banner is shown, then hydrates', async ({
  page,
}) => {
  const scripts = scriptRequests(page);
  let bannerServedAt = 0;
  await page.route(banner, async (route) => {
    const response = await route.fetch();
    bannerServedAt = Date.now();
    await route.fulfill({ response });
  });
  const requestedAt: number[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') requestedAt.push(Date.now());
  });
  await page.goto('/lista-de-vinhos');
  await waitForHydration(page);
  expect(bannerServedAt).toBeGreaterThan(0);
  expect(scripts.length).toBeGreaterThan(3);
  expect(Math.min(...requestedAt)).toBeGreaterThanOrEqual(bannerServedAt);
  // As served, the page names its modules only in the inert copy of the module script.
  const html = await (await page.request.get('/lista-de-vinhos')).text();
  expect(html).not.toContain('<link rel="modulepreload"');
  expect(html).toMatch(/<script[^>]* type="text\/x-module-after-paint" data-preload="\/assets\//);
});

test('a key pressed before the banner arrives starts the scripts at once', async ({ page }) => {
  const scripts = scriptRequests(page);
  // Only the key may start them here: the 3 s safety timer of the start script is switched off.
  await page.addInitScript(() => {
    const setTimer = window.setTimeout;
    window.setTimeout = ((handler: TimerHandler, delay?: number, ...rest: unknown[]) =>
      delay === 3000 ? 0 : setTimer(handler, delay, ...rest)) as typeof window.setTimeout;
  });
  // The banner is held back until the scripts have been asked for (or 20 s pass).
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
    setTimeout(resolve, 20_000);
  });
  await page.route(banner, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/lista-de-vinhos', { waitUntil: 'domcontentloaded' });
  expect(scripts).toHaveLength(0);
  await page.keyboard.press('Tab');
  await expect.poll(() => scripts.length).toBeGreaterThan(3);
  release();
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
