import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, onPhone, test, waitForHydration } from './fixtures';
import { decodedEmail, newestEmailTo, uniqueEmail } from './support/outbox';
import { fillBilling, fillCart, payWithCard, shopText, type Lang } from './support/shop';

/**
 * MB WAY and Multibanco with the offline test provider (decision 110), and the focused checkout:
 * its own header (logo, secure-checkout note, back to the cart), no site menu, and on a phone a
 * collapsible order summary at the top.
 */

const text = {
  pt: {
    mbWay: 'MB WAY',
    multibanco: 'Multibanco',
    secure: 'Pagamento seguro',
    backToCart: 'Voltar ao carrinho',
    waiting: 'Aprove o pagamento na aplicação MB WAY',
    refused: /recusado na aplicação MB WAY/,
    voucherTitle: 'Pagar por Multibanco',
    showSummary: 'Mostrar resumo da encomenda',
  },
  en: {
    mbWay: 'MB WAY',
    multibanco: 'Multibanco',
    secure: 'Secure checkout',
    backToCart: 'Back to cart',
    waiting: 'Approve the payment in the MB WAY app',
    refused: /refused in the MB WAY app/,
    voucherTitle: 'Pay by Multibanco',
    showSummary: 'Show order summary',
    voucherLimit: /already have a Multibanco reference waiting for payment/,
  },
} as const;

async function toPayment(page: Page, lang: Lang, email: string) {
  await fillCart(page, lang);
  await waitForHydration(page);
  await fillBilling(page, email, { country: 'PT', region: 'PT-11' });
  await expect(page.locator('#checkout-shipping-options input[type=radio]').first()).toBeChecked();
  await page.getByLabel(shopText[lang].adult).check();
}

async function payByMbWay(page: Page, lang: Lang, phone: string) {
  await page.getByRole('radio', { name: text[lang].mbWay }).check();
  await page.locator('#checkout-mbway-phone').fill(phone);
  await page.getByRole('button', { name: shopText[lang].pay }).click();
}

test('the checkout is focused: logo, secure note and the way back to the cart, no site menu', async ({
  page,
}) => {
  await fillCart(page, 'pt');
  await waitForHydration(page);
  const header = page.locator('header').first();
  await expect(header.getByText(text.pt.secure)).toBeVisible();
  await expect(header.getByRole('link', { name: text.pt.backToCart })).toBeVisible();
  await expect(page.getByRole('navigation', { name: /principal|main/i })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Enoturismo' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await header.getByRole('link', { name: text.pt.backToCart }).click();
  await expect(page).toHaveURL(/\/shop\/cart$/);
});

for (const lang of ['pt', 'en'] as const) {
  test(
    `MB WAY approved in the app completes the order (${lang})`,
    lang === 'pt' ? onPhone : {},
    async ({ page, isMobile }) => {
      const email = uniqueEmail(`mbway-${lang}`);
      await fillCart(page, lang);
      await waitForHydration(page);
      if (isMobile) {
        // The phone's summary is a bar at the top with the total; it opens with the keyboard (its
        // name says show or hide; the open summary has buttons of its own, the discount's too).
        const bar = page
          .getByTestId('phone-summary')
          .getByRole('button', { name: /resumo da encomenda|order summary/ });
        await expect(bar).toHaveAccessibleName(new RegExp(text[lang].showSummary));
        await expect(bar).toHaveAttribute('aria-expanded', 'false');
        await bar.focus();
        await page.keyboard.press('Enter');
        await expect(bar).toHaveAttribute('aria-expanded', 'true');
        await expect(page.getByTestId('phone-summary').getByText('Exmo').first()).toBeVisible();
      }
      await fillBilling(page, email, { country: 'PT', region: 'PT-11' });
      await page.getByLabel(shopText[lang].adult).check();
      await payByMbWay(page, lang, '912 345 678');
      await expect(page.getByTestId('mbway-wait').getByText(text[lang].waiting)).toBeVisible({
        timeout: 15_000,
      });
      await expect(page).toHaveURL(shopText[lang].thankYouPath, { timeout: 30_000 });
      await expect(
        page.getByRole('heading', { level: 1, name: shopText[lang].thankYou }),
      ).toBeVisible();
      await expect.poll(() => newestEmailTo(email), { timeout: 10_000 }).toBeTruthy();
      expect(decodedEmail(newestEmailTo(email) ?? '')).toMatch(shopText[lang].subject);
    },
  );
}

test('MB WAY refused in the app says so and keeps the checkout', async ({ page }) => {
  await toPayment(page, 'en', uniqueEmail('mbway-refused'));
  await payByMbWay(page, 'en', '910000000');
  await expect(page.getByText(text.en.refused)).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/en\/shop\/checkout\/$/);
});

for (const lang of ['pt', 'en'] as const) {
  test(
    `Multibanco: the voucher is shown and e-mailed, then paid (${lang})`,
    lang === 'pt' ? onPhone : {},
    async ({ page }) => {
      const email = uniqueEmail(`multibanco-${lang}`);
      await toPayment(page, lang, email);
      await page.getByRole('radio', { name: text[lang].multibanco }).check();
      await page.getByRole('button', { name: shopText[lang].pay }).click();
      await expect(page).toHaveURL(shopText[lang].thankYouPath, { timeout: 30_000 });
      const voucher = page.getByTestId('multibanco-voucher');
      await expect(voucher.getByRole('heading', { name: text[lang].voucherTitle })).toBeVisible();
      await expectNoAxeViolations(page);
      const reference = (await voucher.locator('dd').nth(1).innerText()).replace(/\s/g, '');
      expect(reference).toMatch(/^\d{9}$/);
      await expect.poll(() => newestEmailTo(email), { timeout: 10_000 }).toBeTruthy();
      const voucherEml = newestEmailTo(email) ?? '';
      expect(decodedEmail(voucherEml)).toContain(reference.replace(/(\d{3})(?=\d)/g, '$1 '));

      // The bank's word (the offline provider's test endpoint): the order is paid and confirmed.
      const paid = await page.request.post('/api/checkout/offline-payments/multibanco/pay/', {
        data: { reference },
      });
      expect(await paid.json()).toMatchObject({ result: 'paid' });
      await page.reload();
      await waitForHydration(page);
      await expect(page.getByTestId('multibanco-voucher')).toHaveCount(0);
      await expect(
        page.getByRole('heading', { level: 1, name: shopText[lang].thankYou }),
      ).toBeVisible();
      // Then the order confirmation, a second e-mail.
      await expect.poll(() => newestEmailTo(email) !== voucherEml, { timeout: 10_000 }).toBe(true);
      expect(decodedEmail(newestEmailTo(email) ?? '')).toMatch(shopText[lang].subject);
    },
  );
}

test('Multibanco: a second open voucher is refused in the page’s words; card is still offered (decision 116)', async ({
  page,
  consoleErrors,
}) => {
  await toPayment(page, 'en', uniqueEmail('voucher-first'));
  await page.getByRole('radio', { name: text.en.multibanco }).check();
  await page.getByRole('button', { name: shopText.en.pay }).click();
  await expect(page).toHaveURL(shopText.en.thankYouPath, { timeout: 30_000 });
  await expect(page.getByTestId('multibanco-voucher')).toBeVisible();

  // The same visitor (same address) orders again and asks for a second voucher.
  await toPayment(page, 'en', uniqueEmail('voucher-second'));
  await page.getByRole('radio', { name: text.en.multibanco }).check();
  await page.getByRole('button', { name: shopText.en.pay }).click();
  await expect(page.getByText(text.en.voucherLimit)).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/en\/shop\/checkout\/$/);
  // Paying this order by card is still open to the buyer.
  await page.getByRole('radio', { name: 'Card' }).check();
  await payWithCard(page, 'en', '4242424242424242');
  await expect(page).toHaveURL(shopText.en.thankYouPath, { timeout: 30_000 });
  await expect(page.getByTestId('multibanco-voucher')).toHaveCount(0);
  // The browser logs the refused Pay (429) as a failed resource: that one is expected.
  const unexpected = consoleErrors.filter((error) => !/429.*create-payment-intent/.test(error));
  consoleErrors.splice(0, consoleErrors.length, ...unexpected);
});
