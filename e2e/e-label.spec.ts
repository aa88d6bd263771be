import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, onPhone, test, waitForHydration } from './fixtures';
import { adminServerUrl, signInToAdmin, staffLogin } from './support/admin';

/**
 * The wine e-label (decision 071): from a wine's page to its label, which sets no cookie, loads
 * no script and asks nothing of another origin; reachable with the shop closed; staff edits show.
 */

/** Everything the page asks for from now on. */
function watchRequests(page: Page) {
  const requests: { url: string; type: string }[] = [];
  page.on('request', (request) =>
    requests.push({ url: request.url(), type: request.resourceType() }),
  );
  return requests;
}

async function expectPrivateAndPlain(
  page: Page,
  context: BrowserContext,
  requests: { url: string; type: string }[],
) {
  expect(await context.cookies()).toEqual([]);
  await expect(page.locator('script')).toHaveCount(0);
  expect(requests.filter((r) => r.type === 'script')).toEqual([]);
  const origin = new URL(page.url()).origin;
  expect(requests.filter((r) => !r.url.startsWith(origin))).toEqual([]);
  // Nothing for sale: no price, no shop link.
  await expect(page.locator('a[href*="/shop"]')).toHaveCount(0);
  await expect(page.getByText('€')).toHaveCount(0);
}

test.describe('wine e-label', () => {
  test('Portuguese: from the wine page to its label', onPhone, async ({ page, context }) => {
    await page.goto('/vinhos/exmo');
    const link = page.getByRole('link', { name: 'Ingredientes e informação nutricional' });
    await expect(link).toHaveAttribute('href', '/vinhos/exmo/rotulo');
    // The wine page fetches its late overlays once hydrated: only what the label asks counts.
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    const requests = watchRequests(page);
    await link.click();
    await expect(page).toHaveURL(/\/vinhos\/exmo\/rotulo$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-PT');
    await expect(page.getByRole('heading', { level: 1, name: 'Exmo 2023' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Ingredientes' })).toBeVisible();
    await expect(page.locator('strong', { hasText: 'sulfitos' })).toBeVisible();
    await expect(page.getByText('14,5 % vol')).toBeVisible();
    const table = page.getByRole('table', { name: 'Valores médios por 100 ml' });
    await expect(table.getByRole('row', { name: /Energia/ })).toContainText('349 kJ / 84 kcal');
    await expect(table.getByRole('row', { name: /Hidratos de carbono/ })).toContainText('0,6 g');
    await expect(table.getByRole('row', { name: /dos quais açúcares/ })).toContainText('0,2 g');
    await expect(
      page.getByText('Contém quantidades insignificantes de lípidos, ácidos gordos saturados'),
    ).toBeVisible();
    await expectPrivateAndPlain(page, context, requests);
    await expectNoAxeViolations(page);
  });

  test('English: from the shop’s product details to the label, and to Portuguese', async ({
    page,
    context,
  }) => {
    await page.goto('/en/shop/wine/avo-zeca');
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    await page.getByText('Details', { exact: true }).click();
    const requests = watchRequests(page);
    await page.getByRole('link', { name: 'Ingredients and nutrition declaration' }).click();
    await expect(page).toHaveURL(/\/en\/wines\/avo-zeca\/label$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1, name: 'Avó Zeca 2023' })).toBeVisible();
    await expect(page.locator('strong', { hasText: 'sulphites' })).toBeVisible();
    await expect(page.locator('strong', { hasText: /^egg$/ })).toBeVisible();
    await expect(
      page.getByRole('table', { name: 'Average values per 100 ml' }).getByRole('row', {
        name: /Energy/,
      }),
    ).toContainText('338 kJ / 81 kcal');
    await expect(
      page.getByText('Contains negligible amounts of fat, saturates, protein and salt.'),
    ).toBeVisible();
    await expectPrivateAndPlain(page, context, requests);
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'Português' }).click();
    await expect(page).toHaveURL(/\/vinhos\/avo-zeca\/rotulo$/);
    await expect(page.locator('strong', { hasText: 'ovo' })).toBeVisible();
    expect(await context.cookies()).toEqual([]);
  });

  test('an unknown wine is the label’s 404 page', async ({ page }) => {
    const response = await page.goto('/en/wines/no-such-wine/label');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Label not found' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('stays up while the shop is closed', async ({ page }) => {
    const shopOff = process.env.E2E_SHOP_OFF_URL!;
    const response = await page.goto(`${shopOff}/vinhos/bosque-destinto/rotulo`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Destinto 2023' })).toBeVisible();
  });

  test('a staff edit through the admin API shows on the label', async ({
    page,
    playwright,
  }, testInfo) => {
    const admin: APIRequestContext = await playwright.request.newContext({
      baseURL: adminServerUrl(),
      extraHTTPHeaders: {
        'x-forwarded-for': `198.19.71.${testInfo.project.name === 'phone' ? 2 : 1}`,
      },
    });
    const token = (await (await admin.post('/api/users/token/', { data: staffLogin })).json())
      .access as string;
    const headers = { authorization: `Bearer ${token}` };
    const slug = `rotulo-${testInfo.project.name}-${Date.now()}`;
    const texts = (title: string) => ({ product_title: title });
    const created = await admin.post('/api/admin/wines/', {
      headers,
      data: {
        product_url: slug,
        year: 2024,
        price: '9.50',
        alcohol: 12.5,
        capacity: 750,
        texts: { pt: texts('Branco da Talha'), en: texts('Talha White') },
        e_label: {
          ingredients: { pt: 'Uvas, conservante: sulfitos', en: 'Grapes, preservative: sulphites' },
          energy_kj: 300,
          energy_kcal: 72,
          carbohydrate_g: 0.3,
          sugars_g: 0.1,
        },
      },
    });
    expect(created.status()).toBe(201);
    const wine = await created.json();

    await page.goto(`${adminServerUrl()}/en/wines/${slug}/label`);
    await expect(page.getByRole('heading', { level: 1, name: 'Talha White 2024' })).toBeVisible();
    await expect(page.getByText('300 kJ / 72 kcal')).toBeVisible();

    const saved = await admin.put(`/api/admin/wines/${wine.id}/`, {
      headers,
      data: {
        ...wine,
        e_label: {
          ...wine.e_label,
          ingredients: {
            pt: 'Uvas, conservante: sulfitos, clarificante: caseína de leite',
            en: 'Grapes, preservative: sulphites, fining agent: milk casein',
          },
          allergens: ['sulphites', 'milk'],
        },
      },
    });
    expect(saved.status()).toBe(200);
    await page.reload();
    await expect(page.locator('strong', { hasText: 'milk casein' })).toBeVisible();
    await expectNoAxeViolations(page);
    await admin.dispose();
  });
});

test.describe('the e-label tab in the admin', () => {
  test.use({ baseURL: adminServerUrl() });

  test('staff fill the e-label, compute the energy and save', async ({ page }, testInfo) => {
    const lang = testInfo.project.name === 'phone' ? 'en' : 'pt';
    const t = {
      pt: {
        tab: 'Rótulo eletrónico',
        carbohydrate: 'Hidratos de carbono (g por 100 ml)',
        acids: 'Ácidos orgânicos (g por 100 ml, opcional)',
        compute: 'Calcular a energia',
        kj: 'Energia (kJ por 100 ml)',
        kcal: 'Energia (kcal por 100 ml)',
        ingredients: 'Ingredientes (PT)',
        open: 'Abrir a página pública (PT)',
        save: 'Guardar',
        saved: 'Alteração guardada',
        saturates: 'dos quais saturados (g)',
        fat: 'Lípidos (g por 100 ml)',
        tooMuch: 'Não pode ser mais do que os lípidos.',
      },
      en: {
        tab: 'E-label',
        carbohydrate: 'Carbohydrate (g per 100 ml)',
        acids: 'Organic acids (g per 100 ml, optional)',
        compute: 'Compute the energy',
        kj: 'Energy (kJ per 100 ml)',
        kcal: 'Energy (kcal per 100 ml)',
        ingredients: 'Ingredients (PT)',
        open: 'Open the public page (PT)',
        save: 'Save',
        saved: 'Element updated',
        saturates: 'of which saturates (g)',
        fat: 'Fat (g per 100 ml)',
        tooMuch: 'Cannot be more than the fat.',
      },
    }[lang];
    // A wine of this journey's own, so parallel journeys never edit the same one.
    await signInToAdmin(page, lang);
    const slug = `rotulo-ui-${testInfo.project.name}-${Date.now()}`;
    const id = await page.evaluate(async (productUrl) => {
      const res = await fetch('/api/admin/wines/', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${window.localStorage.getItem('admin.accessToken')}`,
        },
        body: JSON.stringify({
          product_url: productUrl,
          year: 2024,
          price: '9.00',
          alcohol: 14,
          capacity: 750,
          texts: { pt: { product_title: 'Tinto UI' }, en: { product_title: 'UI Red' } },
        }),
      });
      return ((await res.json()) as { id: number }).id;
    }, slug);
    await page.goto(`/admin/wines/${id}`);
    await page.getByRole('tab', { name: t.tab }).click();
    await page.getByLabel(t.ingredients).fill('Uvas, conservante: sulfitos');
    await page.getByLabel(t.carbohydrate).fill('0.6');
    await page.getByLabel(t.acids).fill('0.55');
    await page.getByRole('button', { name: t.compute }).click();
    await expect(page.getByLabel(t.kj)).toHaveValue('338');
    await expect(page.getByLabel(t.kcal)).toHaveValue('81');
    await expect(page.getByRole('link', { name: t.open })).toHaveAttribute(
      'href',
      `/vinhos/${slug}/rotulo`,
    );
    // The tab's own content (the form's toolbar belongs to the wine screen as a whole).
    const axe = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .include('[id^="tabpanel-"]')
      .analyze();
    expect(axe.violations.map((v) => v.id)).toEqual([]);

    // The shared cross-check, in the staff member's language, before anything is sent.
    await page.getByLabel(t.fat).fill('0.1');
    await page.getByLabel(t.saturates).fill('0.2');
    await page.getByRole('button', { name: t.save, exact: true }).click();
    await expect(page.getByText(t.tooMuch)).toBeVisible();
    // The "form is not valid" notice covers the buttons on a phone until it goes (it waits while
    // the pointer rests on it).
    await page.mouse.move(0, 0);
    await expect(page.getByRole('alert').filter({ hasText: /form|formulário/i })).toHaveCount(0, {
      timeout: 15_000,
    });
    await page.getByLabel(t.saturates).fill('0');
    await page.getByRole('button', { name: t.save, exact: true }).click();
    await expect(page.getByText(t.saved)).toBeVisible();

    await page.goto(`/vinhos/${slug}/rotulo`);
    await expect(page.getByText('338 kJ / 81 kcal')).toBeVisible();
    await expect(page.locator('strong', { hasText: 'sulfitos' })).toBeVisible();
  });
});
