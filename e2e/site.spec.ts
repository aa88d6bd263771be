import {
  expect,
  expectNoAxeViolations,
  onPhone,
  onPhoneInPortuguese,
  test,
  waitForHydration,
} from './fixtures';

/** Every marketing route of docs/product/site-pages.md#routes in both languages, with the heading it must show. */
const routes: [string, string | RegExp][] = [
  ['/sobre-nos', 'Sobre Nós'],
  ['/en/about-us', 'About Us'],
  ['/castas', 'As Castas'],
  ['/en/grapes', 'The Grapes'],
  ['/regiao', /Montemor-o-Novo/],
  ['/en/region', /Montemor-o-Novo/],
  ['/formulario-contacto', 'Contacte-nos'],
  ['/en/contact-form', 'Contact Us'],
  ['/pagina-de-enoturismo', 'Enoturismo'],
  ['/en/wine-tourism', 'Wine Tourism'],
  ['/casa-alojamento', /./],
  ['/en/house-accommodation', /./],
  ['/politica-privacidade-cookies', 'Privacidade, Termos e Cookies'],
  ['/en/privacy-policy-cookies', 'Privacy, Terms and Cookies'],
];

test.describe('marketing pages', () => {
  for (const [path, heading] of routes) {
    const lang = path.startsWith('/en/') ? 'en' : 'pt';
    test(
      `${path} renders its heading without accessibility violations`,
      onPhoneInPortuguese(lang),
      async ({ page }) => {
        const response = await page.goto(path);
        expect(response?.status()).toBe(200);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute(
          'lang',
          path.startsWith('/en') ? 'en' : 'pt-PT',
        );
        await expect(page.locator('link[rel=canonical]')).toHaveAttribute(
          'href',
          new RegExp(`${path}$`),
        );
        await expectNoAxeViolations(page);
      },
    );
  }

  test('the wine-tourism page states the lead time and languages', async ({ page }) => {
    await page.goto('/pagina-de-enoturismo');
    await expect(
      page.getByRole('complementary').getByText('pelo menos 6 dias de antecedência'),
    ).toBeVisible();
    await page.goto('/en/wine-tourism');
    const facts = page.getByRole('complementary');
    await expect(facts.getByText('at least 6 days ahead')).toBeVisible();
    await expect(facts.getByText('Portuguese and English')).toBeVisible();
  });

  test('the house page lists 11 features and the pool measures', async ({ page }) => {
    await page.goto('/en/house-accommodation');
    const features = page.locator('ul li img[src^="/images/icons/"]');
    await expect(features).toHaveCount(11);
    await expect(page.getByTestId('pool-measures')).toHaveText(
      /10 m × 4.8 m, depth 1.1 m to 2.4 m/,
    );
    await page.goto('/casa-alojamento');
    await expect(page.getByTestId('pool-measures')).toHaveText(
      /10 m × 4,8 m, profundidade de 1,1 m a 2,4 m/,
    );
  });

  test('the legal page has the three anchors and the numbered sections', async ({ page }) => {
    await page.goto('/politica-privacidade-cookies');
    for (const id of ['privacyPolicy', 'termsConditions', 'cookiesPolicy']) {
      await expect(page.locator(`#${id}`)).toBeAttached();
    }
    await expect(page.locator('#privacyPolicy h3')).toHaveCount(16);
    await expect(page.locator('#termsConditions h3')).toHaveCount(11);
    await expect(page.locator('#cookiesPolicy h3')).toHaveCount(9);
    await expect(page.getByText('180.000').first()).toBeVisible();
  });

  test(
    'the language switch keeps the page and the More menu opens by keyboard',
    onPhone,
    async ({ page, isMobile }) => {
      await page.goto('/castas');
      await waitForHydration(page);
      if (isMobile) await page.getByRole('button', { name: 'Abrir menu' }).click();
      await page.getByRole('button', { name: 'Mais' }).focus();
      await page.keyboard.press('Enter');
      const nav = page.getByRole('navigation', { name: 'Navegação principal' });
      await expect(nav.getByRole('link', { name: 'Alojamento Local', exact: true })).toBeVisible();
      await expect(nav.getByRole('link', { name: 'Loja', exact: true })).toBeVisible();
      await page.keyboard.press('Escape');
      await page.getByRole('link', { name: /English/ }).click();
      await expect(page).toHaveURL(/\/en\/grapes$/);
      await expect(page.getByRole('heading', { level: 1, name: 'The Grapes' })).toBeVisible();
    },
  );

  test('the footer shows the contact record and the legal links', async ({ page }) => {
    await page.goto('/sobre-nos');
    const footer = page.locator('footer');
    await expect(footer.getByText('geral@montedascegonhas.pt')).toBeVisible();
    await expect(footer.getByText(/rede fixa nacional/)).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Política de Privacidade' })).toHaveAttribute(
      'href',
      '/politica-privacidade-cookies#privacyPolicy',
    );
    await expect(footer.getByRole('link', { name: /Livro de Reclamações/ })).toBeVisible();
    // The legal name ends in "Lda.": one full stop, not two.
    await expect(footer).toContainText('Sociedade Agrícola, Lda.');
    await expect(footer).not.toContainText('Lda..');
  });
});

test.describe('guest pages', () => {
  for (const lang of ['pt', 'en', 'es', 'fr'] as const) {
    test(`welcome and information pages in ${lang} hide the shell`, onPhone, async ({ page }) => {
      await page.goto(`/${lang}/hellofrommontedascegonhas`);
      await expect(page.locator('html')).toHaveAttribute('lang', lang === 'pt' ? 'pt-PT' : lang);
      await expect(page.locator('header')).toHaveCount(0);
      await expect(page.locator('footer')).toHaveCount(0);
      await expect(page.getByRole('main').getByRole('link')).toHaveCount(4);
      await page.goto(`/${lang}/hellofrommontedascegonhas-info`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText('112').first()).toBeVisible();
      await expect(page.locator('footer')).toHaveCount(0);
      await expectNoAxeViolations(page);
    });
  }

  test('a wrong estate name is the not-found page', async ({ page }) => {
    const res = await page.goto('/pt/hellofromoutromonte');
    expect(res?.status()).toBe(404);
    await expect(page.getByText('Parece que esta página não existe...')).toBeVisible();
  });

  for (const [lang, title, message, back] of [
    ['es', 'Página no encontrada', 'Parece que esta página no existe...', 'Volver a la bienvenida'],
    ['fr', 'Page introuvable', 'Il semble que cette page n’existe pas...', 'Retour à l’accueil'],
  ] as const) {
    test(`an unknown guest address in ${lang} says so in ${lang}`, async ({ page }) => {
      const res = await page.goto(`/${lang}/hellofrommontedascegonhas-nada`);
      expect(res?.status()).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page).toHaveTitle(new RegExp(`^${title} \\|`));
      await expect(page.getByRole('heading', { level: 1, name: message })).toBeVisible();
      await expect(page.locator('header')).toHaveCount(0);
      await page.getByRole('link', { name: back }).click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/hellofrommontedascegonhas$`));
    });
  }
});

test.describe('overlays', () => {
  test.use({ quietOverlays: false });

  test(
    'cookie banner after 5 s, the age prompt once it is answered; choices are remembered',
    onPhone,
    async ({ page }) => {
      await page.clock.install();
      await page.goto('/sobre-nos');
      await waitForHydration(page);
      await expect(page.getByTestId('cookie-banner')).toHaveCount(0);
      await expect(page.getByRole('dialog')).toHaveCount(0);
      // The page clock still runs in real time between steps, so only "not before" and "by then"
      // are checked, not the exact instant between the two delays.
      await page.clock.fastForward(5_100);
      await expect(page.getByTestId('cookie-banner')).toBeVisible();
      // At 6 s the age prompt waits: it never stacks on the unanswered banner.
      await page.clock.fastForward(1_000);
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await page.getByTestId('cookie-banner').getByRole('button', { name: 'Recusar' }).click();
      await expect(page.getByTestId('cookie-banner')).toHaveCount(0);
      expect(await page.evaluate(() => localStorage.getItem('cookieConsent'))).toBe('false');
      const dialog = page.getByRole('dialog', { name: 'Bem-vindo' });
      await expect(dialog).toBeVisible();
      // Focus on the question, not on "Não": Enter leaves nobody off the site.
      await expect(dialog.getByRole('heading', { name: 'Bem-vindo' })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(dialog).toBeVisible();
      await expect(page).toHaveURL(/\/sobre-nos$/);
      await dialog.getByRole('button', { name: 'Sim' }).click();
      await expect(dialog).toBeHidden();

      await page.reload();
      await waitForHydration(page);
      await page.clock.fastForward(10_000);
      await expect(page.getByTestId('cookie-banner')).toHaveCount(0);
      await expect(page.getByRole('dialog')).toHaveCount(0);
    },
  );

  test('declining keeps the map unloaded until asked for', async ({ page }) => {
    await page.addInitScript(() => {
      localStorage.setItem('cookieConsent', 'false');
      sessionStorage.setItem('ageAccepted_pt', 'true');
    });
    const thirdParty: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith('http://127.0.0.1')) thirdParty.push(request.url());
    });
    // The map must not even be attempted; block it so the test never needs the internet.
    await page.route('https://www.openstreetmap.org/**', (route) => route.abort());
    await page.goto('/sobre-nos');
    await waitForHydration(page);
    await expect(page.locator('footer iframe')).toHaveCount(0);
    await expect(page.locator('[data-consent-placeholder]')).toBeVisible();
    expect(thirdParty).toEqual([]);
  });

  test('the age prompt never shows on guest pages', onPhone, async ({ page }) => {
    await page.clock.install();
    await page.goto('/en/hellofrommontedascegonhas-info');
    await waitForHydration(page);
    await page.clock.fastForward(7_000);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
