import { expect, expectNoAxeViolations, onPhone, test, waitForHydration } from './fixtures';
import { adminServerUrl, signInToAdmin, staffLogin } from './support/admin';
import { newestEmailTo, uniqueEmail } from './support/outbox';
import { fillBilling, fillCart, payWithCard, shopText } from './support/shop';

/**
 * The staff back end at /admin, on its own e2e server (its journeys change prices, stock and the
 * shop switch). Journeys that change data run once, on the desktop project, one after another.
 */
test.use({ baseURL: adminServerUrl() });

test('staff sign in, in Portuguese and in English', onPhone, async ({ page }) => {
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
  await page.locator('input[name=password]').fill(staffLogin.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  // Signing in checks the password (argon2) and the account: seconds on a busy CI machine.
  await expect(page.getByText('Esta conta não tem acesso à administração.')).toBeVisible({
    timeout: 20_000,
  });
});

test(
  'the sign-in screen comes first, and a link opens its page once signed in',
  onPhone,
  async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('adminLocale', 'en'));
    // Before react-admin: the sign-in screen alone (decision 081), in the admin's language.
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto('/admin/shop-settings');
    const email = page.getByLabel('E-mail');
    await expect(email).toBeFocused();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(scripts.filter((url) => /\/(vendor|mui|admin-app)-/.test(url))).toEqual([]);
    await expectNoAxeViolations(page);

    // An empty field is marked, described and focused.
    const signIn = page.getByRole('button', { name: 'Sign in' });
    await email.fill(staffLogin.email);
    await signIn.click();
    const password = page.locator('input[name=password]');
    await expect(password).toBeFocused();
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(password).toHaveAccessibleDescription('Required');
    await expectNoAxeViolations(page);

    await password.fill(staffLogin.password);
    await signIn.click();
    await expect(page).toHaveURL(/\/admin\/shop-settings$/, { timeout: 20_000 });
    await expect(page.getByRole('switch', { name: /Shop (open|closed)/ })).toBeVisible();

    // Signed out, react-admin shows the same screen; signing in again opens the dashboard, as
    // react-admin does after its own sign-out.
    await page.getByRole('button', { name: 'Profile' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await email.fill(staffLogin.email);
    await password.fill(staffLogin.password);
    await signIn.click();
    await expect(page.getByRole('heading', { name: 'Orders to prepare' })).toBeVisible({
      timeout: 20_000,
    });
  },
);

test('the public pages never load the admin app', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  // The pages start their scripts after the largest paint (decision 112): wait for them.
  await page.goto('/');
  await waitForHydration(page);
  await page.goto('/shop');
  await waitForHydration(page);
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((url) => url.includes('/admin/'))).toEqual([]);
});

/**
 * A week of the shop from /admin: a new price, stock and photo shown in the shop; an order shipped
 * with the buyer e-mailed; the shop closed and opened again. They change the admin server's data,
 * so they run once (desktop), in this order.
 */
test.describe('running the shop', () => {
  test.describe.configure({ mode: 'serial' });

  test('a new sale price, stock and photo show in the shop at once', async ({ page }) => {
    await signInToAdmin(page, 'pt');
    await page.getByRole('menuitem', { name: 'Vinhos' }).click();
    await page.getByRole('cell', { name: 'Exmo' }).click();

    const saved = page.getByText('Alteração guardada');
    await page.getByRole('tab', { name: 'Preços e stock' }).click();
    // Numbers as staff type them: what could be thousands is refused, a price over 50 % away
    // is confirmed first, and the decimal comma is read as such (decision 091).
    const price = page.getByLabel(/^Preço \(€\)/);
    await price.fill('1.490');
    await expect(price).toHaveAccessibleDescription(/Não é claro: pode ler-se como milhares/);
    await price.fill('49');
    await expect(price).toHaveAccessibleDescription('Será guardado como 49,00 €');
    await page.getByRole('button', { name: 'Guardar', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirmar uma mudança de preço grande?' });
    await expect(confirm).toContainText('de 24,00 € para 49,00 € (+104 %)');
    await confirm.getByRole('button', { name: 'Cancelar' }).click();
    await price.fill('24');
    const sale = page.getByLabel('Preço de promoção (€)');
    await sale.fill('14,90');
    await expect(sale).toHaveAccessibleDescription(/^Será guardado como 14,90\s€/);
    // What the law measures the sale from, before it is saved (decision 096).
    await expect(page.getByRole('status').filter({ hasText: 'a partir de 24,00 €' })).toContainText(
      '−38 %',
    );
    await page.getByRole('button', { name: 'Guardar', exact: true }).click();
    await expect(saved).toBeVisible();

    await page.getByRole('button', { name: 'Ajustar stock' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Garrafas a somar (ou a tirar, com sinal menos)').fill('24');
    await dialog.getByLabel('Motivo').click();
    await page.getByRole('option', { name: 'Garrafas recebidas' }).click();
    await dialog.getByRole('button', { name: 'Guardar ajuste' }).click();
    // The journeys' cellar holds 5,000 Exmo (e2e/support/server.ts).
    await expect(page.getByText('Stock atualizado: 5024 garrafas')).toBeVisible();

    await page.getByRole('tab', { name: 'Imagens e ficheiros' }).click();
    await page.locator('input[type=file][accept*="image/"]').setInputFiles({
      name: 'exmo.png',
      mimeType: 'image/png',
      buffer: await bottlePhoto(),
    });
    await expect(
      page.getByRole('img', { name: 'Pré-visualização da fotografia do vinho' }),
    ).toBeVisible({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Guardar', exact: true }).click();
    await expect(saved).toBeVisible();

    await page.goto('/shop/vinho/exmo');
    const main = page.getByRole('main');
    await expect(main.getByText('14,90 €').first()).toBeVisible();
    await expect(main.locator('s').first()).toHaveText('24,00 €');
    await expect(main.getByText('-38%').first()).toBeVisible();
    await expect(main.getByText('Preço mais baixo nos últimos 30 dias: 24,00 €')).toBeVisible();
    await expect(main.locator('picture source[type="image/avif"]').first()).toHaveAttribute(
      'srcset',
      /\/media\/[\w-]+\/\d+\.avif/,
    );
  });

  test('an order marked shipped e-mails the buyer the tracking link', async ({ page }) => {
    const email = uniqueEmail('admin-buyer');
    await fillCart(page, 'pt');
    await waitForHydration(page);
    await fillBilling(page, email, { country: 'PT', region: 'PT-11' });
    await payWithCard(page, 'pt', '4242 4242 4242 4242');
    await expect(page).toHaveURL(shopText.pt.thankYouPath, { timeout: 30_000 });

    await signInToAdmin(page, 'pt');
    await page.getByRole('menuitem', { name: 'Encomendas' }).click();
    await page.getByRole('row').filter({ hasText: 'Maria Silva' }).first().click();
    await page
      .getByLabel('Ligação de seguimento da transportadora')
      .fill('https://seguimento.example/MDC42');
    await page.getByRole('button', { name: 'Marcar como enviada' }).click();
    await expect(page.getByText('Enviado').first()).toBeVisible();

    await expect
      .poll(() => newestEmailTo(email, process.env.E2E_ADMIN_DATA_DIR), { timeout: 20_000 })
      .toMatch(/seguimento\.example\/MDC42/);
  });

  test('closing the shop shows the placeholder; opening it brings the shop back', async ({
    page,
  }) => {
    await signInToAdmin(page, 'pt');
    await page.getByRole('menuitem', { name: 'Definições da loja' }).click();
    await page.getByRole('switch', { name: /Loja aberta/ }).click();
    await page.getByRole('button', { name: 'Fechar a loja' }).click();
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText(/guardad/i).first()).toBeVisible();
    await page.goto('/shop');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('A loja abre em breve');

    await page.goto('/admin/shop-settings');
    await page.getByRole('switch', { name: /Loja fechada/ }).click();
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText(/guardad/i).first()).toBeVisible();
    await page.goto('/shop');
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('A loja abre em breve');
  });
});

/** A photo of a bottle as a phone would send it: a PNG made here (no stock photos offline). */
async function bottlePhoto() {
  const { default: sharp } = await import('sharp');
  return sharp({
    create: { width: 900, height: 1200, channels: 3, background: { r: 107, g: 31, b: 46 } },
  })
    .png()
    .toBuffer();
}
