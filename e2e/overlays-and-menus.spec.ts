import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, onPhone, test, waitForHydration } from './fixtures';

/** Overlays in the page's language, menus by keyboard, titles of not-found pages (docs/decisions/104-overlays-and-menus.md). */

const welcome = (lang: string) => `/${lang}/hellofrommontedascegonhas`;

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Whether nothing else is painted over an element's centre. */
function isOnTop(element: Element): boolean {
  const rect = element.getBoundingClientRect();
  const hit = document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2);
  return hit !== null && element.contains(hit);
}

/** Every language flag link of a guest page is clear of the cookie banner and on top where seen. */
async function expectFlagsUncovered(page: Page) {
  const banner = await page.getByTestId('cookie-banner').boundingBox();
  expect(banner).not.toBeNull();
  const flags = page.locator('main a[hreflang]');
  expect(await flags.count()).toBeGreaterThanOrEqual(3);
  for (const flag of await flags.all()) {
    await flag.scrollIntoViewIfNeeded();
    const box = await flag.boundingBox();
    const bannerNow = await page.getByTestId('cookie-banner').boundingBox();
    expect(box).not.toBeNull();
    expect(overlaps(box!, bannerNow!), `${await flag.innerText()} under the banner`).toBe(false);
    // Nothing else is painted over the flag's centre either.
    const onTop = await flag.evaluate(isOnTop);
    expect(onTop, `${await flag.innerText()} is on top`).toBe(true);
  }
}

test.describe('guest pages speak their language', () => {
  test.use({ quietOverlays: false });

  for (const { lang, accept, decline, skip, title } of [
    {
      lang: 'es',
      accept: 'Aceptar',
      decline: 'Rechazar',
      skip: 'Saltar al contenido',
      title: 'Cookies',
    },
    {
      lang: 'fr',
      accept: 'Accepter',
      decline: 'Refuser',
      skip: 'Aller au contenu',
      title: 'Cookies',
    },
  ]) {
    test(
      `${lang}: cookie banner and skip link in ${lang}, flags never covered`,
      onPhone,
      async ({ page }, testInfo) => {
        await page.setViewportSize({ width: 390, height: 844 });
        await page.clock.install();
        await page.goto(welcome(lang));
        await waitForHydration(page);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        await expect(page.locator('a[href="#main"]')).toHaveText(skip);
        await page.clock.fastForward(5_100);
        const banner = page.getByTestId('cookie-banner');
        await expect(banner).toBeVisible();
        await expect(banner.getByRole('heading', { name: title })).toBeVisible();
        await expect(banner.getByRole('button', { name: accept })).toBeVisible();
        await expect(banner.getByRole('button', { name: decline })).toBeVisible();
        // No Portuguese left in what the guest sees.
        await expect(banner).not.toContainText('Aceitar');
        await expect(banner).not.toContainText('Recusar');
        // The cookie policy exists in pt and en: Spanish and French readers get the English one.
        await expect(banner.getByRole('link')).toHaveAttribute('href', /^\/en\//);
        await page.screenshot({ path: testInfo.outputPath(`${lang}-welcome-390x844.png`) });
        await expectFlagsUncovered(page);

        // The info page's flags, at its very end, are not covered either.
        await page.goto(`${welcome(lang)}-info`);
        await waitForHydration(page);
        await page.clock.fastForward(5_100);
        await expect(page.getByTestId('cookie-banner')).toBeVisible();
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        await page.screenshot({ path: testInfo.outputPath(`${lang}-info-end-390x844.png`) });
        await expectFlagsUncovered(page);
        await expectNoAxeViolations(page);
      },
    );
  }
});

test.describe('menus follow the disclosure-navigation pattern', () => {
  test('Escape closes "More" and puts focus back on its button; tabbing out closes it', async ({
    page,
  }) => {
    await page.goto('/sobre-nos');
    await waitForHydration(page);
    const more = page.getByRole('button', { name: 'Mais' });
    await more.click();
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('link', { name: 'Alojamento Local' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await expect(more).toBeFocused();

    // By keyboard: open, walk through its links, and Tab past the last one.
    await page.keyboard.press('Enter');
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    const inside = page.locator(`#${await more.getAttribute('aria-controls')} a`);
    const links = await inside.count();
    for (let i = 0; i < links; i++) {
      await page.keyboard.press('Tab');
      await expect(inside.nth(i)).toBeFocused();
      await expect(more).toHaveAttribute('aria-expanded', 'true');
    }
    await page.keyboard.press('Tab');
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await expect(inside.first()).toBeHidden();
    // Shift+Tab back onto the button leaves it closed until asked.
    await page.keyboard.press('Shift+Tab');
    await expect(more).toBeFocused();
    await expect(more).toHaveAttribute('aria-expanded', 'false');
  });

  test(
    'the open phone menu closes on Escape with focus on its toggle',
    onPhone,
    async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto('/sobre-nos');
      await waitForHydration(page);
      const toggle = page.getByRole('button', { name: 'Abrir menu' });
      await toggle.click();
      const nav = page.getByRole('navigation', { name: 'Navegação principal' });
      await expect(nav).toBeVisible();
      await nav.getByRole('link', { name: 'Castas' }).focus();
      await page.keyboard.press('Escape');
      await expect(nav).toBeHidden();
      const closed = page.getByRole('button', { name: 'Abrir menu' });
      await expect(closed).toHaveAttribute('aria-expanded', 'false');
      await expect(closed).toBeFocused();

      // With "More" open inside the menu, Escape closes "More" first, then the menu.
      await closed.click();
      const more = nav.getByRole('button', { name: 'Mais' });
      await more.click();
      await expect(more).toHaveAttribute('aria-expanded', 'true');
      await page.keyboard.press('Escape');
      await expect(more).toHaveAttribute('aria-expanded', 'false');
      await expect(more).toBeFocused();
      await expect(nav).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(nav).toBeHidden();
      await expect(page.getByRole('button', { name: 'Abrir menu' })).toBeFocused();

      // Tabbing past the menu's last entry leaves the header: the menu closes behind the focus.
      await page.getByRole('button', { name: 'Abrir menu' }).click();
      await expect(nav).toBeVisible();
      await nav.getByRole('link').last().focus();
      await page.keyboard.press('Tab');
      await expect(nav).toBeHidden();
      await expect(page.getByRole('button', { name: 'Abrir menu' })).toHaveAttribute(
        'aria-expanded',
        'false',
      );
    },
  );
});

test.describe('not-found pages have a title', () => {
  for (const { path, title } of [
    { path: '/en/does-not-exist', title: 'Page not found | Monte das Cegonhas' },
    { path: '/en/hellofrommontedascegonhas-nowhere', title: 'Page not found | Monte das Cegonhas' },
    { path: '/pt/hellofromnowhere', title: 'Página não encontrada | Monte das Cegonhas' },
  ]) {
    test(`${path} is titled "${title}"`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page).toHaveTitle(title);
    });
  }
});

test.describe('the loading bar', () => {
  test('shows while a page takes longer than 200 ms to load, and goes when it has', async ({
    page,
  }) => {
    await page.goto('/');
    await waitForHydration(page);
    // It loads with the late overlays, after hydration (docs/decisions/112-fast-public-pages.md).
    const bar = page.getByTestId('loading-bar');
    await expect(bar).toBeAttached();
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/*.data*', async (route) => {
      await held;
      await route.continue();
    });
    await page
      .getByRole('navigation', { name: 'Navegação principal' })
      .getByRole('link', { name: 'Vinhos' })
      .click();
    await expect(bar).toContainText('Carregando...');
    release();
    await expect(page).toHaveURL(/\/lista-de-vinhos$/);
    await expect(bar).not.toContainText('Carregando...');
  });
});

test.describe('the age prompt never stacks on the cookie banner', () => {
  test.use({ quietOverlays: false });

  test('with a cookie choice already stored it opens at 6 s', onPhone, async ({ page }) => {
    await page.addInitScript(() => {
      // Init scripts also run in frames without storage (opaque origins): skip those.
      try {
        localStorage.setItem('cookieConsent', 'true');
      } catch {
        // No storage in this frame.
      }
    });
    await page.clock.install();
    await page.goto('/sobre-nos');
    await waitForHydration(page);
    await page.clock.fastForward(6_100);
    const dialog = page.getByRole('dialog', { name: 'Bem-vindo' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Bem-vindo' })).toBeFocused();
    await expect(page.getByTestId('cookie-banner')).toHaveCount(0);
  });
});
