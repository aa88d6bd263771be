import { expect, type Page } from '@playwright/test';

/** The staff account every e2e server has (e2e/support/server.ts). */
export const staffLogin = { email: 'equipa@example.com', password: 'Cegonha-Branca-2024' };

/** The admin server's address (playwright.config.ts). */
export const adminServerUrl = () => {
  const url = process.env.E2E_ADMIN_URL;
  if (!url) throw new Error('E2E_ADMIN_URL is set by playwright.config.ts');
  return url;
};

/** Signs in at /admin with the staff account, in the language the admin remembers. */
export async function signInToAdmin(page: Page, lang: 'pt' | 'en' = 'pt') {
  await page.addInitScript((locale) => window.localStorage.setItem('adminLocale', locale), lang);
  await page.goto('/admin/');
  await page.getByLabel('E-mail').fill(staffLogin.email);
  await page.locator('input[name=password]').fill(staffLogin.password);
  await page.getByRole('button', { name: lang === 'pt' ? 'Entrar' : 'Sign in' }).click();
  // Signed in once the dashboard shows (react-admin then has finished its redirect). Its first
  // load runs several queries; on a busy CI machine that takes seconds.
  await expect(
    page.getByRole('heading', {
      name: lang === 'pt' ? 'Encomendas a preparar' : 'Orders to prepare',
    }),
  ).toBeVisible({ timeout: 20_000 });
}
