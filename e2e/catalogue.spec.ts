import { expect, expectNoAxeViolations, onPhone, test, waitForHydration } from './fixtures';

test.describe('wine catalogue', () => {
  test(
    'Portuguese list shows the three wines and leads to a detail page',
    onPhone,
    async ({ page }) => {
      const response = await page.goto('/lista-de-vinhos');
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', 'pt-PT');
      await expect(page.getByRole('heading', { level: 1, name: 'Vinhos' })).toBeVisible();
      await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
        'Exmo',
        'Destinto',
        'Avó Zeca',
      ]);
      await expect(page).toHaveTitle(/Vinhos \| Monte das Cegonhas/);
      await expect(page.locator('link[rel=canonical]')).toHaveAttribute(
        'href',
        /\/lista-de-vinhos$/,
      );
      await expect(page.locator('link[hreflang=en]')).toHaveAttribute('href', /\/en\/wines-list$/);
      await expect(page.locator('link[hreflang=x-default]')).toHaveAttribute(
        'href',
        /\/lista-de-vinhos$/,
      );
      await expectNoAxeViolations(page);

      await waitForHydration(page);
      await page.getByRole('link', { name: /Saber Mais sobre Destinto/ }).click();
      await expect(page).toHaveURL(/\/vinhos\/bosque-destinto$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Destinto' })).toBeVisible();
      await expect(page.getByText('TEOR ALCOÓLICO')).toBeVisible();
      await expect(page.getByText('14,5%')).toBeVisible();
      await expect(page.getByText('750 ml')).toBeVisible();
      await expect(page.getByText('TEMPERATURA DE SERVIÇO')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Ver na Loja' })).toHaveAttribute(
        'href',
        '/shop/vinho/bosque-destinto',
      );
      const sheet = page.getByRole('link', { name: /Ficha Técnica \(PDF\)/ });
      await expect(sheet).toHaveAttribute('target', '_blank');
      await expectNoAxeViolations(page);
    },
  );

  test('English list and detail use English labels and links', async ({ page }) => {
    await page.goto('/en/wines-list');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1, name: 'Wines' })).toBeVisible();
    await expectNoAxeViolations(page);
    await waitForHydration(page);
    await page.getByRole('link', { name: /Learn More about Exmo/ }).click();
    await expect(page).toHaveURL(/\/en\/wines\/exmo$/);
    await expect(page.getByText('ALCOHOL ABV')).toBeVisible();
    await expect(page.getByText('14.5%')).toBeVisible();
    await expect(page.getByText('GRAPE VARIETIES')).toBeVisible();
    await expect(page.getByRole('link', { name: 'View in Store' })).toHaveAttribute(
      'href',
      '/en/shop/wine/exmo',
    );
    await expectNoAxeViolations(page);
  });

  test('the technical sheet is a PDF', async ({ request }) => {
    const res = await request.get('/media/technical-sheets/en/avo-zeca.pdf');
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toBe('application/pdf');
    expect((await res.body()).subarray(0, 5).toString()).toBe('%PDF-');
  });

  test('the language switch keeps the page', onPhone, async ({ page, isMobile }) => {
    await page.goto('/vinhos/avo-zeca');
    await waitForHydration(page);
    if (isMobile) await page.getByRole('button', { name: 'Abrir menu' }).click();
    await page.getByRole('link', { name: /English/ }).click();
    await expect(page).toHaveURL(/\/en\/wines\/avo-zeca$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    if (isMobile) await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('link', { name: /Português/ }).click();
    await expect(page).toHaveURL(/\/vinhos\/avo-zeca$/);
  });

  test('an unknown wine is "not found" with status 404 in both languages', async ({ page }) => {
    const pt = await page.goto('/vinhos/nao-existe');
    expect(pt?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Vinho não encontrado' })).toBeVisible();
    const en = await page.goto('/en/wines/does-not-exist');
    expect(en?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Wine not found' })).toBeVisible();
  });
});

test.describe('not-found page', () => {
  test('Portuguese outside /en, with a button home', async ({ page }) => {
    const res = await page.goto('/pagina-que-nao-existe');
    expect(res?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-PT');
    await expect(page.getByText('Parece que esta página não existe...')).toBeVisible();
    await expectNoAxeViolations(page);
    await waitForHydration(page);
    await page.getByRole('link', { name: 'Voltar ao Início' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('English under /en, with a button home', async ({ page }) => {
    const res = await page.goto('/en/no-such-page');
    expect(res?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByText('It seems that this page does not exist...')).toBeVisible();
    await expectNoAxeViolations(page);
    await waitForHydration(page);
    await page.getByRole('link', { name: 'Go Back' }).click();
    await expect(page).toHaveURL(/\/en$/);
  });
});
