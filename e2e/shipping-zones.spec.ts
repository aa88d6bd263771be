import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';
import { adminServerUrl, signInToAdmin } from './support/admin';
import { uniqueEmail } from './support/outbox';
import { fillBilling, payWithCard, shopText } from './support/shop';

/**
 * Shipping zones (docs/decisions/107-shipping-zones.md): staff change the mainland price table
 * once and every mainland district charges it; a cart above 24 bottles has the open "25 or more"
 * band and can be paid. On the admin server's database, so the shop journeys beside it keep
 * their prices; the mainland price is put back at the end.
 */
test.use({ baseURL: adminServerUrl() });
test.describe.configure({ mode: 'serial' });

const t = shopText.pt;
const firstOption = (page: Page) => page.locator('#checkout-shipping-options label').first();

/** Signed-in staff open the mainland zone's standard option and set its first band's price. */
async function setMainlandFirstBand(page: Page, price: string) {
  await page.goto('/admin/');
  await page.getByRole('menuitem', { name: 'Zonas de envio' }).click();
  await expect(page.getByRole('cell', { name: /PT-07, PT-08/ })).toBeVisible();
  await page.getByRole('cell', { name: 'Portugal continental', exact: true }).click();
  await page.getByRole('cell', { name: 'Envio standard (2–4 dias úteis)', exact: true }).click();
  const prices = page.getByLabel(/^Preço \(€\)/);
  await expect(prices).toHaveCount(5);
  // The last band is open: "25 or more" has no upper bottle count.
  const lastTo = page.getByLabel(/^Até \(garrafas/).last();
  await expect(lastTo).toHaveValue('');
  await prices.first().fill(price);
  await expect(prices.first()).toHaveAccessibleDescription(`Será guardado como ${price} €`);
  await page.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(page.getByText('Alteração guardada').first()).toBeVisible();
  await expect(page.getByRole('cell', { name: new RegExp(`1–6: ${price}\\s€`) })).toBeVisible();
}

async function addToCart(page: Page, slug: string, quantity: number) {
  await page.goto(t.product(slug));
  await waitForHydration(page);
  await page.getByRole('button', { name: t.addToCart }).click();
  await page.goto('/shop/cart');
  await waitForHydration(page);
  const box = page.getByLabel(/^Quantidade de /);
  await box.fill(String(quantity));
  await box.press('Tab');
  await expect(page.getByRole('link', { name: new RegExp(`Carrinho, ${quantity}`) })).toBeVisible();
  await page.getByRole('link', { name: t.toCheckout }).click();
  await expect(page).toHaveURL(/\/shop\/checkout\/$/, { timeout: 15_000 });
  await waitForHydration(page);
}

test('staff change the mainland price once: Évora and Lisboa both charge it', async ({ page }) => {
  // Two admin saves and a checkout: 1.3 min on a 2-core machine under heavy load.
  test.slow();
  await signInToAdmin(page, 'pt');
  await setMainlandFirstBand(page, '8,20');
  try {
    await addToCart(page, 'exmo', 1);
    await fillBilling(page, uniqueEmail('zones'), { country: 'PT', region: 'PT-07' });
    await expect(firstOption(page)).toContainText(/8,20\s€/);
    await page.locator('#checkout-region').selectOption('PT-11');
    await expect(firstOption(page)).toContainText(/8,20\s€/);
    await page.locator('#checkout-region').selectOption('PT-30');
    await expect(firstOption(page)).toContainText(/14,90\s€/);
  } finally {
    await setMainlandFirstBand(page, '7,50');
  }
});

test('a 30-bottle cart ships with the "25 or more" band and can be paid', async ({ page }) => {
  await addToCart(page, 'bosque-destinto', 30);
  await fillBilling(page, uniqueEmail('thirty'), { country: 'PT', region: 'PT-30' });
  const option = firstOption(page);
  await expect(option).toContainText('Envio para as ilhas');
  await expect(option).toContainText(/33,90\s€/);
  await expect(page.locator('#checkout-shipping-options input[type=radio]').first()).toBeChecked();
  await payWithCard(page, 'pt', '4242 4242 4242 4242');
  await expect(page).toHaveURL(t.thankYouPath, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: t.thankYou })).toBeVisible();
  await expect(
    page
      .getByRole('main')
      .getByText(/33,90\s€/)
      .first(),
  ).toBeVisible();
});
