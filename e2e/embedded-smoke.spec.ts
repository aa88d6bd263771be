import { expect, test, waitForHydration } from './fixtures';
import { signInToAdmin } from './support/admin';
import { decodedEmail, newestEmailTo, uniqueEmail } from './support/outbox';
import { fillBilling, fillCart, payWithCard, shopText } from './support/shop';

/**
 * The embedded database's smoke journey. With TEST_DATABASE_URL set the other journeys meet
 * PostgreSQL; this one meets a server that runs as `npm start` does on a fresh machine (PGlite in
 * its data folder, the demo estate): a visitor reads the site, a guest buys wine and is e-mailed,
 * and staff find the order in the back end (playwright.config.ts).
 */
test.use({ baseURL: process.env.E2E_EMBEDDED_URL });

test('on the embedded database a visitor reads the site, buys wine and staff see the order', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Descubra os Melhores Vinhos do Nosso Monte',
  );
  await page.goto('/vinhos/exmo');
  await expect(page.getByRole('heading', { level: 1, name: 'Exmo' })).toBeVisible();

  const email = uniqueEmail('embedded');
  await fillCart(page, 'pt');
  await waitForHydration(page);
  await fillBilling(page, email, { country: 'PT', region: 'PT-11' });
  await payWithCard(page, 'pt', '4242 4242 4242 4242');
  await expect(page).toHaveURL(shopText.pt.thankYouPath, { timeout: 30_000 });
  const code = new URL(page.url()).pathname.split('/').pop() ?? '';

  const outbox = process.env.E2E_EMBEDDED_DATA_DIR;
  await expect.poll(() => newestEmailTo(email, outbox)).toBeTruthy();
  expect(decodedEmail(newestEmailTo(email, outbox) ?? '')).toContain(code);

  await signInToAdmin(page, 'pt');
  await page.getByRole('menuitem', { name: 'Encomendas' }).click();
  await page.getByRole('row').filter({ hasText: 'Maria Silva' }).first().click();
  await expect(page.getByText(email).first()).toBeVisible();
});
