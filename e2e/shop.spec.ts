import {
  expect,
  expectNoAxeViolations,
  onPhoneInPortuguese,
  test,
  waitForHydration,
} from './fixtures';
import { decodedEmail, newestEmailTo, uniqueEmail } from './support/outbox';
import { fillBilling, fillCart, payWithCard, shopText as text } from './support/shop';

/**
 * A guest buys wine with the offline test provider (no STRIPE_SECRET_KEY in e2e). Journeys buy
 * Exmo (48 bottles) and Destinto (120), never Avó Zeca (8), so parallel projects and retries
 * cannot sell the shop out.
 */

for (const lang of ['pt', 'en'] as const) {
  test(
    `a guest buys two bottles of one wine and one of another (${lang})`,
    onPhoneInPortuguese(lang),
    async ({ page }) => {
      const t = text[lang];
      const email = uniqueEmail(`buyer-${lang}`);
      await fillCart(page, lang);
      await waitForHydration(page);
      await expect(page.locator('#checkout-card-number')).toBeVisible();
      await expectNoAxeViolations(page);
      await fillBilling(page, email, { country: 'PT', region: 'PT-11' });
      // Mainland Portugal is served: shipping follows billing and the first option is chosen.
      await expect(page.locator('#checkout-same-as-billing')).toBeChecked();
      await expect(
        page.locator('#checkout-shipping-options input[type=radio]').first(),
      ).toBeChecked();
      await payWithCard(page, lang, '4242 4242 4242 4242');

      await expect(page).toHaveURL(t.thankYouPath, { timeout: 30_000 });
      await expect(page.getByRole('heading', { level: 1, name: t.thankYou })).toBeVisible();
      await expect(page.getByRole('main').getByText('Exmo').first()).toBeVisible();
      await expect(page.getByRole('main').getByText('Destinto').first()).toBeVisible();
      await expect(page.getByRole('link', { name: t.cartEmpty })).toBeVisible();
      await expectNoAxeViolations(page);

      // The confirmation e-mail, in the buyer's language, links back to this very page.
      await expect.poll(() => newestEmailTo(email), { timeout: 10_000 }).toBeTruthy();
      const eml = decodedEmail(newestEmailTo(email) ?? '');
      expect(eml).toMatch(t.subject);
      const code = new URL(page.url()).pathname.split('/').pop() ?? '';
      expect(eml).toContain(code);
    },
  );
}

test('a declined card shows the error and keeps the cart', async ({ page }) => {
  const t = text.pt;
  await fillCart(page, 'pt');
  await waitForHydration(page);
  await fillBilling(page, uniqueEmail('declined'), { country: 'PT', region: 'PT-11' });
  await payWithCard(page, 'pt', '4000 0000 0000 0002');
  await expect(page.getByText(t.declined)).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(/\/shop\/checkout\/$/);
  await expect(page.getByRole('link', { name: /Carrinho, 3 artigos/ })).toBeVisible();
});

test('an unshippable billing region asks for a separate shipping address', async ({ page }) => {
  const t = text.en;
  const email = uniqueEmail('canarias');
  await fillCart(page, 'en');
  await waitForHydration(page);
  // The Canary Islands are in the address list but not served.
  await fillBilling(page, email, { country: 'ES', region: 'ES-CN' });
  const same = page.locator('#checkout-same-as-billing');
  await expect(page.getByText(t.unshippable)).toBeVisible();
  await expect(same).not.toBeChecked();
  await expect(same).toBeDisabled();

  await page.locator('#checkout-shipping_first_name').fill('João');
  await page.locator('#checkout-shipping_last_name').fill('Silva');
  await page.locator('#checkout-shipping_address_line1').fill('Rua Direita 3');
  await page.locator('#checkout-shipping_postal_code').fill('7050-100');
  await page.locator('#checkout-shipping_city').fill('Montemor-o-Novo');
  await page.locator('#checkout-shipping_phone').fill('+351 266 000 000');
  await page.locator('#checkout-shipping_email').fill(email);
  await page.locator('#checkout-shipping_country').selectOption('PT');
  await page.locator('#checkout-shipping_region').selectOption('PT-07');
  await expect(page.locator('#checkout-shipping-options input[type=radio]').first()).toBeChecked();
  await payWithCard(page, 'en', '4242424242424242');
  await expect(page).toHaveURL(t.thankYouPath, { timeout: 30_000 });
  await expect(page.getByText('Montemor-o-Novo').first()).toBeVisible();
});

test.describe('shop switched off', () => {
  test.use({ baseURL: process.env.E2E_SHOP_OFF_URL });

  test('every shop route shows the placeholder and the menu has no shop link', async ({ page }) => {
    for (const [path, heading] of [
      ['/shop', 'A loja abre em breve'],
      ['/shop/vinho/exmo', 'A loja abre em breve'],
      ['/en/shop/cart', 'The shop opens soon'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page.locator('meta[name=robots]')).toHaveAttribute('content', /noindex/);
    }
    await expect(page.getByRole('link', { name: 'Go Back' })).toHaveAttribute('href', '/en');
    await page.goto('/');
    await expect(page.getByRole('navigation').getByRole('link', { name: 'Loja' })).toHaveCount(0);
  });
});
