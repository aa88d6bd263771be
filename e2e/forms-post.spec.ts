import type { Locator, Page } from '@playwright/test';
import { expect, onPhone, test, waitForHydration } from './fixtures';
import { staffLogin } from './support/admin';
import { uniqueEmail } from './support/outbox';
import { fillBilling, fillCart, payWithCard, shopText } from './support/shop';

/**
 * Forms post and never put their fields in an address (docs/decisions/121-forms-post.md, issue 29
 * point 0); the checkout's phone prefix follows the billing country (point 16). Before hydration a
 * submit is held; without scripts each form posts to its page's action (decisions 127 and 131).
 */

const secret = { password: 'Cegonha-Secreta-4821', phone: '912345678' };
/** What a visitor form says without scripts: its robot check (ALTCHA) cannot run. */
const robotCheckNote = {
  pt: 'Sem JavaScript a verificação anti-robô não funciona',
  en: 'Without JavaScript the robot check cannot run',
} as const;

/** Every address the page asks for, as the browser sends it (redirects included). */
function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(`${request.method()} ${request.url()}`));
  return urls;
}

/** Fills every visible text-like field of a form with something personal. */
async function fillEverything(form: Locator, email: string) {
  const fields = form.locator('input, textarea');
  for (let i = 0; i < (await fields.count()); i++) {
    const field = fields.nth(i);
    if (!(await field.isVisible()) || !(await field.isEditable())) continue;
    const type = (await field.getAttribute('type')) ?? 'text';
    const value = { email: email, password: secret.password, tel: secret.phone }[type];
    if (value) await field.fill(value);
    else if (type === 'text' || (await field.evaluate((node) => node.tagName === 'TEXTAREA'))) {
      await field.fill('Ana Silva');
    }
  }
}

/** What must appear in no address: the password, the e-mail (plain or encoded), the phone. */
function expectNothingPersonal(addresses: readonly string[], email: string) {
  const local = email.split('@')[0]!;
  for (const address of addresses) {
    expect(address).not.toContain(secret.password);
    expect(address).not.toContain(local);
    expect(address).not.toContain(secret.phone);
  }
}

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  // Every form that used to come back unsent has its route action now: the sign-in and reset
  // forms in e2e/session.spec.ts (decision 131), the visitor forms below (decision 127).
  // The visitor forms post to their page's action (docs/decisions/127-visitor-forms-as-route-actions.md):
  // the page comes back with the refusal (no robot check without scripts) and its note says why.
  for (const [name, path, testId, lang] of [
    ['the contact form', '/formulario-contacto', 'contact-form', 'pt'],
    ['the house booking', '/en/house-accommodation', 'booking-form', 'en'],
    ['the wine-tourism booking', '/pagina-de-enoturismo', 'wine-tourism-form', 'pt'],
  ] as const) {
    test(`${name} posts to its page, which answers in place and says why`, async ({
      page,
      consoleErrors,
    }) => {
      const email = uniqueEmail('nojs');
      const requests = recordRequests(page);
      await page.goto(path);
      const form = page.getByTestId(testId);
      await expect(form).toHaveAttribute('method', 'post');
      await fillEverything(form, email);
      const posted = page.waitForResponse((res) => res.request().method() === 'POST');
      await form.locator('button[type="submit"]').click();
      expect((await posted).status()).toBe(400);
      await expect(page).toHaveURL(path);
      const note = page.getByTestId(testId).locator('noscript > p');
      expect(await note.evaluate((node) => node.textContent)).toContain(robotCheckNote[lang]);
      await expect(page.getByTestId(testId).locator('button[type="submit"]')).toBeVisible();
      expectNothingPersonal([...requests, page.url()], email);
      // The browser logs the refused post's status: expected here.
      const others = consoleErrors.filter((error) => !/status of 400/.test(error));
      consoleErrors.splice(0, consoleErrors.length, ...others);
    });
  }

  test('a password already in a page address is taken out of it', async ({ page }) => {
    await page.goto(`/shop/login?email=ana%40example.pt&password=${secret.password}`);
    await expect(page).toHaveURL('/shop/login');
    await expect(page.getByTestId('login-form')).toBeVisible();
  });
});

test('a sign-in submitted before the scripts run is held, then works once they do', async ({
  page,
  consoleErrors,
}) => {
  // The page's scripts wait until the journey lets them through.
  let release = () => {};
  const scripts = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await scripts;
    await route.continue();
  });
  const email = uniqueEmail('early');
  const requests = recordRequests(page);
  await page.goto('/shop/login', { waitUntil: 'domcontentloaded' });
  const form = page.getByTestId('login-form');
  await form.getByLabel('E-mail').fill(email);
  await form.locator('input[type="password"]').fill(secret.password);
  await form.getByRole('button', { name: 'Entrar' }).click();
  await expect(form).toHaveAttribute('data-held', '');
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');
  await expect(page).toHaveURL('/shop/login');
  // Nothing went to the page or anywhere else with the form: the one request for it is the visit.
  expect(requests.filter((request) => request.includes('/shop/login'))).toEqual([
    `GET ${new URL('/shop/login', page.url()).href}`,
  ]);
  expectNothingPersonal(requests, email);

  // With the scripts running, the form signs in through the API as it always has.
  release();
  await waitForHydration(page);
  await form.getByLabel('E-mail').fill(email);
  await form.locator('input[type="password"]').fill(secret.password);
  await form.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByText('E-mail ou palavra-passe incorretos.')).toBeVisible();
  await expect(page).toHaveURL('/shop/login');
  expectNothingPersonal(
    requests.filter((request) => request.startsWith('GET ')),
    email,
  );
  const unexpected = consoleErrors.filter((error) => !/status of 401/.test(error));
  consoleErrors.splice(0, consoleErrors.length, ...unexpected);
});

/** The stored order's billing phone and delivery phone, as staff see them. */
async function storedPhones(page: Page, email: string) {
  const token = await page.request.post('/api/users/token/', { data: staffLogin });
  const { access } = (await token.json()) as { access: string };
  const headers = { authorization: `Bearer ${access}` };
  const list = await page.request.get(`/api/admin/orders/?q=${encodeURIComponent(email)}`, {
    headers,
  });
  const { data } = (await list.json()) as { data: Array<{ id: number }> };
  const order = await page.request.get(`/api/admin/orders/${data[0]!.id}/`, { headers });
  const body = (await order.json()) as {
    phone: string;
    shipping_address: { phone: string } | null;
  };
  return { billing: body.phone, delivery: body.shipping_address?.phone };
}

test.describe('the checkout phone prefix', () => {
  test('follows a Spanish billing address into the order', onPhone, async ({ page }) => {
    const email = uniqueEmail('madrid');
    await fillCart(page, 'pt');
    await waitForHydration(page);
    await fillBilling(page, email, { country: 'ES', region: 'ES-MD' });
    await page.locator('#checkout-phone').fill('612 345 678');
    await expect(page.locator('#checkout-phone_prefix')).toHaveValue('ES');
    const sent = page.waitForRequest(
      (request) => request.method() === 'POST' && /"shipping_phone"/.test(request.postData() ?? ''),
    );
    await payWithCard(page, 'pt', '4242424242424242');
    // The delivery phone copied from the billing one carries the Spanish prefix.
    const copied = /"shipping_phone":"([^"]*)"/.exec((await sent).postData() ?? '')?.[1];
    expect(copied?.replace(/\s/g, '')).toBe('+34612345678');
    await expect(page).toHaveURL(shopText.pt.thankYouPath, { timeout: 30_000 });
    const phones = await storedPhones(page, email);
    expect(phones.billing.replace(/\s/g, '')).toBe('+34612345678');
    expect(phones.delivery?.replace(/\s/g, '')).toBe('+34612345678');
  });

  test('stays where the buyer picked it, and a separate delivery phone follows its country', async ({
    page,
  }) => {
    await fillCart(page, 'en');
    await waitForHydration(page);
    const prefix = page.locator('#checkout-phone_prefix');
    await page.locator('#checkout-country').selectOption('ES');
    await expect(prefix).toHaveValue('ES');
    await prefix.selectOption('GB');
    await page.locator('#checkout-country').selectOption('PT');
    await expect(prefix).toHaveValue('GB');

    // The Canary Islands are not served: the delivery address is a separate one.
    await page.locator('#checkout-country').selectOption('ES');
    await page.locator('#checkout-region').selectOption('ES-CN');
    const deliveryPhone = page.locator('#checkout-shipping_phone');
    await page.locator('#checkout-shipping_country').selectOption('ES');
    await expect(deliveryPhone).toHaveValue('+34 ');
    await deliveryPhone.fill('+34 612 345 678');
    await page.locator('#checkout-shipping_country').selectOption('PT');
    await expect(deliveryPhone).toHaveValue('+351 612 345 678');
  });
});

test('the profile’s phone prefix follows its country until the customer picks one', async ({
  page,
}) => {
  await page.goto('/en/shop/login');
  await waitForHydration(page);
  await page
    .getByRole('button', { name: 'Create one' })
    .or(page.getByRole('link', { name: 'Create one' }))
    .click();
  await page.getByLabel('E-mail').fill(uniqueEmail('profile-prefix'));
  await page.getByLabel('Username').fill(`rui${Math.random().toString(36).slice(2, 7)}`);
  await page.getByLabel(/^Password\*?$/).fill('vinho-tinto-alentejo');
  await page.getByLabel(/^Confirm the password\*?$/).fill('vinho-tinto-alentejo');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/en\/shop\/user-profile$/);
  await page.getByRole('button', { name: 'Edit profile' }).click();
  const form = page.locator('form').filter({
    has: page.getByRole('button', { name: 'Save changes' }),
  });
  const prefix = form.locator('#profile-phone_prefix');
  await form.locator('[name=country_code]').selectOption('ES');
  await expect(prefix).toHaveValue('ES');
  await prefix.selectOption('GB');
  await form.locator('[name=country_code]').selectOption('FR');
  await expect(prefix).toHaveValue('GB');
});
