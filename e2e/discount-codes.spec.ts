import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures';
import { adminServerUrl, signInToAdmin } from './support/admin';
import { decodedEmail, newestEmailTo, uniqueEmail } from './support/outbox';
import { fillBilling, fillCart, payWithCard, shopText } from './support/shop';

/**
 * Discount codes at checkout (decision 074): a wrong code is refused in the buyer's language, the
 * demo code BEMVINDO10 (10 % from 30 €, no usage limit, so parallel journeys never use it up)
 * takes 10 % off the wine, survives a reload, and shows on the thank-you page and in the e-mail.
 * The cart is fillCart's: 2 × Exmo (24,00 €) + 1 × Destinto on sale (13,90 €) = 61,90 €, shipped
 * to Lisbon for 7,50 €.
 */

const text = {
  pt: {
    field: 'Código de desconto',
    apply: 'Aplicar',
    unknown: /^Não conhecemos este código de desconto/,
    applied: 'Código BEMVINDO10 aplicado: menos 6,19 € no valor dos vinhos.',
    line: 'Desconto (BEMVINDO10)',
    discount: '−6,19 €',
    total: '63,21 €',
    remove: 'Remover o código BEMVINDO10',
    removed: 'O código BEMVINDO10 foi removido.',
    emailLine: /Desconto \(código BEMVINDO10\): −6,19\s€/u,
  },
  en: {
    field: 'Discount code',
    apply: 'Apply',
    unknown: /^We do not know this discount code/,
    applied: 'Code BEMVINDO10 applied: €6.19 off the wine.',
    line: 'Discount (BEMVINDO10)',
    discount: '−€6.19',
    total: '€63.21',
    remove: 'Remove the code BEMVINDO10',
    removed: 'The code BEMVINDO10 was removed.',
    emailLine: /Discount \(code BEMVINDO10\): −€6\.19/,
  },
} as const;

/** An amount as the page prints it, at the end of a row's name (its spaces may be no-break ones). */
const endsWith = (amount: string) =>
  new RegExp(`${amount.replace(/[.$()]/g, '\\$&').replace(/ /g, '\\s')}$`);

/** The order summary of the checkout, where the code is entered and the discount shown. */
const summarySelector = 'section:has(#summary-title)';

/** The browser logs the refusal's 422 answer as a failed resource: that one is expected. */
function forgive(consoleErrors: string[], expected: RegExp) {
  const unexpected = consoleErrors.filter((error) => !expected.test(error));
  consoleErrors.splice(0, consoleErrors.length, ...unexpected);
}

for (const lang of ['pt', 'en'] as const) {
  test(`a wrong code is refused, the demo code takes 10 % off and shows on the order (${lang})`, async ({
    page,
    consoleErrors,
  }) => {
    const t = text[lang];
    const shop = shopText[lang];
    const email = uniqueEmail(`desconto-${lang}`);
    await fillCart(page, lang);
    await waitForHydration(page);
    const summary = page.locator(summarySelector);
    const field = page.getByRole('textbox', { name: t.field });

    // A code that does not exist: the reason, beside the field, in the page's language.
    await field.fill('naoexiste');
    await page.getByRole('button', { name: t.apply, exact: true }).click();
    await expect(summary.getByText(t.unknown)).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    forgive(consoleErrors, /status of 422/);
    await expect(summary.getByRole('rowheader', { name: t.line })).toHaveCount(0);
    // The shop journeys scan the whole checkout; here only the summary with the code changed.
    await expectNoAxeViolations(page, { include: summarySelector });

    // The demo code, typed in lower case and applied with Enter (which must not pay).
    await field.fill('bemvindo10');
    await field.press('Enter');
    await expect(summary.getByText(t.applied)).toBeVisible();
    const remove = page.getByRole('button', { name: t.remove });
    await expect(remove).toBeFocused();
    await fillBilling(page, email, { country: 'PT', region: 'PT-11' });
    await expect(summary.getByRole('row', { name: t.line })).toContainText(t.discount);
    await expect(summary.getByRole('row', { name: endsWith(t.total) })).toBeVisible();
    await expect(page.getByRole('button', { name: shop.pay })).toContainText(t.total);
    await expectNoAxeViolations(page, { include: summarySelector });

    // Removing it puts the total back; applying it again works.
    await remove.click();
    await expect(summary.getByText(t.removed)).toBeVisible();
    await expect(field).toBeFocused();
    await expect(summary.getByRole('rowheader', { name: t.line })).toHaveCount(0);
    await field.fill('BEMVINDO10');
    await page.getByRole('button', { name: t.apply, exact: true }).click();
    await expect(summary.getByText(t.applied)).toBeVisible();

    // The code is part of this checkout visit: a reload keeps it.
    await page.reload();
    await waitForHydration(page);
    // The page asks the server again ("Checking the code…"): room for a busy CI machine.
    await expect(summary.getByRole('row', { name: t.line })).toContainText(t.discount, {
      timeout: 15_000,
    });
    await fillBilling(page, email, { country: 'PT', region: 'PT-11' });
    await expect(
      page.locator('#checkout-shipping-options input[type=radio]').first(),
    ).toBeChecked();
    await expect(page.getByRole('button', { name: shop.pay })).toContainText(t.total);

    await payWithCard(page, lang, '4242 4242 4242 4242');
    await expect(page).toHaveURL(shop.thankYouPath, { timeout: 30_000 });
    await expect(page.getByRole('heading', { level: 1, name: shop.thankYou })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByRole('row', { name: t.line })).toContainText(t.discount);
    await expect(main.getByRole('row', { name: endsWith(t.total) })).toBeVisible();
    await expectNoAxeViolations(page);

    await expect.poll(() => newestEmailTo(email), { timeout: 10_000 }).toBeTruthy();
    // The e-mail's text, its quoted-printable bytes read as the UTF-8 they are.
    const mail = Buffer.from(decodedEmail(newestEmailTo(email) ?? ''), 'latin1').toString('utf8');
    expect(mail).toMatch(t.emailLine);
    // Also if the browser reported the refusal's 422 only after the check above.
    forgive(consoleErrors, /status of 422/);
  });
}

const staffText = {
  pt: {
    add: 'Novo código',
    fixed: 'Valor fixo',
    save: 'Guardar',
    taken: (code: string) => `Já existe um código de desconto ${code}. Escolha outro código.`,
    used: 'Já usado em 0 encomendas (pagas ou à espera de pagamento).',
    deactivate: 'Desativar',
    deactivated: 'Código desativado',
    off: 'Desativado',
  },
  en: {
    add: 'New code',
    fixed: 'Fixed amount',
    save: 'Save',
    taken: (code: string) => `A discount code ${code} already exists. Choose another code.`,
    used: 'Used by 0 orders so far (paid or awaiting payment).',
    deactivate: 'Deactivate',
    deactivated: 'Code deactivated',
    off: 'Deactivated',
  },
} as const;

/** The admin's Códigos de desconto area, on the admin e2e server, with a code of its own. */
test.describe('staff', () => {
  test.use({ baseURL: adminServerUrl() });

  for (const lang of ['pt', 'en'] as const) {
    test(`staff create a code, are told a duplicate is taken, and deactivate it (${lang})`, async ({
      page,
      consoleErrors,
    }) => {
      const t = staffText[lang];
      const code =
        `E2E-${lang}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`.toUpperCase();
      await signInToAdmin(page, lang);
      await page.goto('/admin/discount-codes');
      await expect(page.getByText(/BEMVINDO10/).first()).toBeVisible({ timeout: 20_000 });
      await expectNoAxeViolations(page);

      const create = async () => {
        await page.getByRole('link', { name: t.add }).click();
        await page.locator('input[name=code]').fill(code.toLowerCase());
        await page.getByRole('radio', { name: t.fixed }).check();
        await page.locator('input[name=amount]').fill('5');
        await page.locator('input[name=usage_limit]').fill('3');
        await page.getByRole('button', { name: t.save }).click();
      };
      await create();
      await expect(page).toHaveURL(/\/admin\/discount-codes$/);
      await expect(page.getByText(code).first()).toBeVisible();

      // The same code again, typed in another case: the server's coded refusal, in the language.
      await create();
      await expect(page.getByText(t.taken(code)).first()).toBeVisible();
      forgive(consoleErrors, /status of 409/);

      await page.goto('/admin/discount-codes');
      await page.getByText(code).first().click();
      await expect(page.getByText(t.used)).toBeVisible();
      await page.getByRole('button', { name: t.deactivate }).click();
      await page.getByRole('dialog').getByRole('button', { name: t.deactivate }).click();
      await expect(page.getByText(t.deactivated)).toBeVisible();
      await expect(page.getByText(t.off, { exact: true }).first()).toBeVisible();
    });
  }
});
