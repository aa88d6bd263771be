import { storageKeys } from '../apps/web/app/ui/overlays/consent';
import { expect, expectNoAxeViolations, onPhone, test, waitForHydration } from './fixtures';

/**
 * Home page journeys (docs/product/site-pages.md#home and docs/product/site-pages.md#gallery). The cookie choice and both age markers are
 * stored before any page script runs, so neither overlay covers the page mid-test.
 */
test.beforeEach(async ({ page }) => {
  await page.addInitScript(
    (keys) => {
      try {
        localStorage.setItem(keys.consent, 'true');
        sessionStorage.setItem(keys.agePt, 'true');
        sessionStorage.setItem(keys.ageEn, 'true');
      } catch {
        // Frames without storage (about:blank) have nothing to set.
      }
    },
    {
      consent: storageKeys.cookieConsent,
      agePt: storageKeys.ageAccepted('pt'),
      ageEn: storageKeys.ageAccepted('en'),
    },
  );
});

/** The server picks the hero's background at random; `?hero=` asks for one (decision 112). */
const withHero = (path: string, kind: 'bottles' | 'vineyard') => `${path}?hero=${kind}`;

test.describe('home page', () => {
  test(
    'renders in Portuguese with one h1, its sections and the estate JSON-LD',
    onPhone,
    async ({ page }) => {
      const response = await page.goto('/');
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', 'pt-PT');
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'Descubra os Melhores Vinhos do Nosso Monte',
      );
      await expect(page).toHaveTitle(/\| Monte das Cegonhas$/);
      await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', /\/$/);
      await expect(page.locator('link[hreflang=en]')).toHaveAttribute('href', /\/en$/);
      // A PNG link previews can show, not the SVG drawing (decision 123).
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
        'content',
        /\/share\/images\/hero\/three-bottles\.png$/,
      );
      for (const name of ['Sobre Nós', 'Sabor Autêntico Respeitando a Tradição Vinícola']) {
        await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
      }
      await expect(
        page.getByRole('heading', { level: 2, name: 'Galeria de Imagens' }),
      ).toBeAttached();
      await expect(page.locator('section#newsletter h2')).toBeAttached();
      await expect(
        page.getByRole('link', { name: /^Saiba Mais sobre a nossa família/ }),
      ).toHaveAttribute('href', '/sobre-nos');

      const jsonLd = JSON.parse(
        (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}',
      ) as Record<string, unknown>;
      expect(jsonLd).toMatchObject({
        '@type': 'Winery',
        name: 'Monte das Cegonhas',
        address: { addressRegion: 'Alentejo', addressCountry: 'PT' },
        geo: { '@type': 'GeoCoordinates' },
      });

      await waitForHydration(page);
      await expect(page.locator('[data-hero-background]')).not.toHaveAttribute(
        'data-hero-background',
        'neutral',
      );
      await expectNoAxeViolations(page);
    },
  );

  test('renders in English; Learn More goes to the shop while it is enabled', async ({ page }) => {
    await page.goto('/en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Discover the Best Wines');
    await expect(page.getByRole('heading', { level: 2, name: 'About Us' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Image Gallery' })).toBeAttached();
    // The demo data enables the shop.
    await expect(page.getByRole('link', { name: 'Learn More in our shop' })).toHaveAttribute(
      'href',
      '/en/shop',
    );
    await expect(page.getByRole('link', { name: /^Learn More about our family/ })).toHaveAttribute(
      'href',
      '/en/about-us',
    );
    await waitForHydration(page);
    await expectNoAxeViolations(page);
  });

  test('Saiba Mais scrolls to the about section', onPhone, async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('link', { name: 'Saiba Mais sobre o nosso monte' }).click();
    await expect(page).toHaveURL(/\/#aboutSection$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Sobre Nós' })).toBeInViewport();
  });

  test('the vineyard hero shows a pausable wine slideshow linking to each wine', async ({
    page,
    viewport,
  }) => {
    test.skip((viewport?.width ?? 0) <= 900, 'the slideshow is hidden at 900 px and below');
    await page.goto(withHero('/', 'vineyard'));
    await waitForHydration(page);
    const slideshow = page.getByRole('region', { name: 'Os nossos vinhos' });
    await expect(slideshow).toBeVisible();
    await expect(slideshow.getByRole('link', { name: /Exmo/ })).toHaveAttribute(
      'href',
      '/vinhos/exmo',
    );
    await slideshow.getByRole('button', { name: 'Pausar a apresentação dos vinhos' }).click();
    await expect(
      slideshow.getByRole('button', { name: 'Retomar a apresentação dos vinhos' }),
    ).toBeVisible();
    await slideshow.getByRole('button', { name: 'Mostrar Destinto' }).click();
    await expect(slideshow.getByRole('link', { name: /Destinto/ })).toHaveAttribute(
      'href',
      '/vinhos/bosque-destinto',
    );
  });

  test('with reduced motion the slideshow does not start by itself', async ({ page, viewport }) => {
    test.skip((viewport?.width ?? 0) <= 900, 'the slideshow is hidden at 900 px and below');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(withHero('/en', 'vineyard'));
    await waitForHydration(page);
    await expect(page.getByRole('button', { name: 'Play the wine slideshow' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Exmo/ })).toHaveAttribute(
      'href',
      '/en/wines/exmo',
    );
  });

  test('the bottles hero has the breathing overlay', async ({ page }) => {
    await page.goto(withHero('/', 'bottles'));
    await waitForHydration(page);
    await expect(page.locator('[data-hero-background]')).toHaveAttribute(
      'data-hero-background',
      'bottles',
    );
    const overlay = page.getByTestId('hero-overlay');
    await expect(overlay).toBeAttached();
    // Once the image is in, the overlay runs its one endless opacity animation.
    await expect.poll(() => overlay.evaluate((element) => element.getAnimations().length)).toBe(1);
  });

  test('the bottles background moves slower than the page on wide screens', async ({
    page,
    viewport,
  }) => {
    test.skip((viewport?.width ?? 0) <= 991, 'parallax is off at 991 px and below');
    await page.goto(withHero('/', 'bottles'));
    await waitForHydration(page);
    const layer = page.locator('[data-hero-background=bottles] img').locator('..');
    await expect(layer).toBeAttached();
    await page.evaluate(() => window.scrollTo(0, 200));
    await expect
      .poll(() => layer.evaluate((element) => getComputedStyle(element).transform))
      .toBe('matrix(1, 0, 0, 1, 0, 70)');
  });
});

test.describe('home gallery lightbox', () => {
  test(
    'loads on first use, opens, moves on, closes with Escape and restores the address',
    onPhone,
    async ({ page }) => {
      const requested: string[] = [];
      page.on('request', (request) => requested.push(request.url()));
      await page.goto('/');
      await waitForHydration(page);
      expect(requested.filter((url) => /gallery-lightbox/.test(url))).toEqual([]);

      const first = page.getByRole('button', { name: 'Ampliar imagem: Nascer do sol na vinha' });
      await first.scrollIntoViewIfNeeded();
      await first.click();
      const lightbox = page.getByRole('dialog');
      await expect(lightbox).toBeVisible();
      await expect(page).toHaveURL(/\/#gallery-1$/);
      await expect(lightbox.getByText('1 / 6')).toBeVisible();
      await expect(lightbox.getByText('Nascer do sol na vinha')).toBeVisible();

      await lightbox.getByRole('button', { name: 'Imagem seguinte' }).click();
      await expect(lightbox.getByText('2 / 6')).toBeVisible();
      await expect(page).toHaveURL(/\/#gallery-2$/);
      await expect(lightbox.getByText('Cegonhas no ninho da chaminé')).toBeVisible();

      await page.keyboard.press('Escape');
      await expect(lightbox).toBeHidden();
      expect(new URL(page.url()).hash).toBe('');
      await expect(page).toHaveURL(/\/$/);
      await expect(
        page.getByRole('button', { name: 'Ampliar imagem: Cegonhas no ninho da chaminé' }),
      ).toBeFocused();
    },
  );

  test('opens from the keyboard and closes with the browser Back button', async ({ page }) => {
    await page.goto('/en');
    await waitForHydration(page);
    const third = page.getByRole('button', { name: 'Enlarge image: Picking by hand' });
    await third.focus();
    await page.keyboard.press('Enter');
    const lightbox = page.getByRole('dialog');
    await expect(lightbox).toBeVisible();
    await expect(page).toHaveURL(/\/en#gallery-3$/);
    await expect(lightbox.getByText('3 / 6')).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goBack();
    await expect(lightbox).toBeHidden();
    await expect(page).toHaveURL(/\/en$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Discover the Best Wines');
  });
});
