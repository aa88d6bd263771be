import {
  expect,
  expectNoAxeViolations,
  onPhone,
  onPhoneInPortuguese,
  test,
  waitForHydration,
} from './fixtures';
import { decodedEmail, newestEmailTo, uniqueEmail } from './support/outbox';
import { fillBilling, fillCart, payWithCard, shopText as text } from './support/shop';

/**
 * A guest buys wine with the offline test provider (no STRIPE_SECRET_KEY in e2e). Journeys buy
 * Exmo and Destinto (5000 bottles each in the e2e set-up, e2e/support/server.ts), never Avó Zeca
 * (8), so parallel projects and retries cannot sell the shop out.
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

test(
  'a reload keeps what was typed, the summary adds up, and 3-D Secure asks the bank',
  onPhone,
  async ({ page }) => {
    const t = text.pt;
    await fillCart(page, 'pt');
    await waitForHydration(page);
    await fillBilling(page, uniqueEmail('reload-3ds'), { country: 'PT', region: 'PT-11' });

    // Everything typed is still there after a reload (the card number is not kept).
    await page.reload();
    await waitForHydration(page);
    await expect(page.locator('#checkout-firstName')).toHaveValue('Maria');
    await expect(page.locator('#checkout-city')).toHaveValue('Lisboa');
    await expect(page.locator('#checkout-region')).toHaveValue('PT-11');
    await expect(
      page.locator('#checkout-shipping-options input[type=radio]').first(),
    ).toBeChecked();

    // 2 × Exmo at 24,00 € and Destinto at 13,90 € instead of 16,50 €: top to bottom it adds up.
    const summary = page.locator('section', { has: page.locator('#summary-title') });
    const rows = summary.locator('tfoot tr');
    await expect(rows).toHaveText([
      /Preço antes da promoção\s*64,50\s€/,
      /Poupança\s*−2,60\s€/,
      /Subtotal\s*61,90\s€/,
      /Envio\s*7,50\s€/,
      /Total\s*69,40\s€/,
    ]);

    // The test bank's challenge: failing it keeps the order payable, approving it pays.
    const dialog = page.getByRole('dialog', { name: 'Autenticação do banco (teste)' });
    await payWithCard(page, 'pt', '4000 0027 6000 3184');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Autorizar o pagamento' })).toBeFocused();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Recusar a autenticação' }).click();
    await expect(
      page.getByText(/Não foi possível autenticar o seu método de pagamento/),
    ).toBeVisible();
    await page.getByRole('button', { name: t.pay }).click();
    await dialog.getByRole('button', { name: 'Autorizar o pagamento' }).click();
    await expect(page).toHaveURL(t.thankYouPath, { timeout: 30_000 });
  },
);
