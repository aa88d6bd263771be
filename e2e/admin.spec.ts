import { expect, expectNoAxeViolations, test } from './fixtures';
import { adminServerUrl, signInToAdmin, staffLogin } from './support/admin';

/**
 * The staff back end at /admin, on its own e2e server (its journeys change prices, stock and the
 * shop switch). Journeys that change data run once, on the desktop project, one after another.
 */
test.use({ baseURL: adminServerUrl() });

test('staff sign in, in Portuguese and in English', async ({ page }) => {
  await signInToAdmin(page, 'pt');
  await expect(page.getByRole('heading', { name: 'Painel' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Português' }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
});

test('a customer account is turned away', async ({ page, request }) => {
  const email = `cliente-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
  const registered = await request.post('/api/auth/registration/', {
    data: {
      email,
      username: 'Cliente',
      password1: staffLogin.password,
      password2: staffLogin.password,
      lang: 'pt',
    },
    headers: { 'x-forwarded-for': '198.19.1.1' },
  });
  expect(registered.status()).toBe(201);
  await page.addInitScript(() => window.localStorage.setItem('adminLocale', 'pt'));
  await page.goto('/admin/');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Palavra-passe').fill(staffLogin.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByText('Esta conta não tem acesso à administração.')).toBeVisible();
});

test('the public pages never load the admin app', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/');
  await page.goto('/shop');
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((url) => url.includes('/admin/'))).toEqual([]);
});
