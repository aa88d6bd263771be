import type { APIRequestContext, Page } from '@playwright/test';
import {
  expect,
  expectNoAxeViolations,
  onPhoneInPortuguese,
  test,
  waitForHydration,
} from './fixtures';
import { signInToAdmin, staffLogin } from './support/admin';
import { decodedEmail, newestEmailTo, uniqueEmail } from './support/outbox';
import { fillBilling, fillCart, payWithCard, shopText } from './support/shop';

/**
 * The withdrawal button (decision 070): a guest pays through the checkout, staff mark the order
 * delivered through the admin API (the main e2e server has the staff account), and the buyer
 * opens the order link from their e-mail, withdraws in two steps and gets the acknowledgement.
 * Each journey buys its own order with its own e-mail address.
 */

const text = {
  pt: {
    button: 'Livre resolução: desistir do contrato aqui',
    dialog: 'Confirmar a livre resolução',
    reason: 'Motivo (opcional)',
    back: 'Voltar',
    done: 'Livre resolução registada',
    when: /Recebemos a sua declaração de livre resolução em .+ \(hora de Lisboa\)\./,
    until: /Pode fazê-lo até ao fim do dia \d{1,2} de \w+ de \d{4}\./,
    orderLink: /http:\/\/127\.0\.0\.1:\d+\/shop\/obrigado\/[A-Za-z0-9_-]{22,}/,
    lisbon: 'hora de Lisboa',
  },
  en: {
    button: 'Withdraw from contract here',
    dialog: 'Confirm withdrawal',
    reason: 'Reason (optional)',
    back: 'Go back',
    done: 'Withdrawal recorded',
    when: /We received your withdrawal statement on .+ \(Lisbon time\)\./,
    until: /You can do so until the end of \w+ \d{1,2}, \d{4}\./,
    orderLink: /http:\/\/127\.0\.0\.1:\d+\/en\/shop\/thank-you\/[A-Za-z0-9_-]{22,}/,
    lisbon: 'Lisbon time',
  },
} as const;

/** A staff session on the main e2e server's admin API. */
async function staffApi(request: APIRequestContext) {
  const res = await request.post('/api/users/token/', { data: staffLogin });
  expect(res.ok()).toBe(true);
  const { access } = (await res.json()) as { access: string };
  const headers = { authorization: `Bearer ${access}` };
  return {
    async orderOf(email: string): Promise<{ id: number; order_number: string }> {
      const list = await request.get(`/api/admin/orders/?q=${encodeURIComponent(email)}`, {
        headers,
      });
      expect(list.ok()).toBe(true);
      const { data } = (await list.json()) as { data: Array<{ id: number; order_number: string }> };
      expect(data).toHaveLength(1);
      return data[0]!;
    },
    async move(id: number, deliver_status: string) {
      const res = await request.post(`/api/admin/orders/${id}/status/`, {
        headers,
        data: { deliver_status },
      });
      expect(res.ok(), await res.text()).toBe(true);
    },
  };
}

/** Pays for a cart as a guest with the offline test card; answers once on the thank-you page. */
async function buyAsGuest(page: Page, lang: 'pt' | 'en', email: string) {
  await fillCart(page, lang);
  await waitForHydration(page);
  await fillBilling(page, email, { country: 'PT', region: 'PT-11' });
  await payWithCard(page, lang, '4242 4242 4242 4242');
  await expect(page).toHaveURL(shopText[lang].thankYouPath, { timeout: 30_000 });
}

for (const lang of ['pt', 'en'] as const) {
  test(
    `a buyer withdraws from a delivered order through the e-mail's link (${lang})`,
    onPhoneInPortuguese(lang),
    async ({ page, request }) => {
      const t = text[lang];
      const email = uniqueEmail(`withdraw-${lang}`);
      await buyAsGuest(page, lang, email);

      const staff = await staffApi(request);
      const order = await staff.orderOf(email);
      await staff.move(order.id, 'shipped');
      await staff.move(order.id, 'delivered');

      // The buyer opens the order from the newest e-mail ("delivered"), as from their inbox.
      await expect
        .poll(() => decodedEmail(newestEmailTo(email) ?? ''), { timeout: 10_000 })
        .toMatch(t.orderLink);
      const link = decodedEmail(newestEmailTo(email) ?? '').match(t.orderLink)![0];
      await page.goto(link);
      await waitForHydration(page);

      const main = page.getByRole('main');
      const button = main.getByRole('button', { name: t.button });
      await expect(button).toBeVisible();
      await expect(main.getByText(t.until)).toBeVisible();

      // Step 2 opens in a dialog that holds the focus; Escape goes back to the button.
      await button.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: t.dialog });
      await expect(dialog).toBeVisible();
      await expect
        .poll(() => dialog.evaluate((node) => node.contains(document.activeElement)))
        .toBe(true);
      await expect(dialog.getByText(order.order_number)).toBeVisible();
      await expect(dialog.getByText('Maria Silva')).toBeVisible();
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(button).toBeFocused();

      await button.click();
      await expect(dialog).toBeVisible();
      await dialog.getByLabel(t.reason).fill('E2E reason');
      await dialog.getByRole('button', { name: t.dialog }).click();

      // The outcome replaces the button, takes the focus and states the date and time.
      const done = main.getByRole('heading', { name: t.done });
      await expect(done).toBeVisible({ timeout: 10_000 });
      await expect(done).toBeFocused();
      await expect(main.locator('p:not([aria-live])').filter({ hasText: t.when })).toBeVisible();
      await expect(main.locator('[aria-live="polite"]')).toContainText(t.done);
      await expect(button).toBeHidden();
      await expectNoAxeViolations(page);

      // The acknowledgement is in the buyer's inbox, in the order's language, with the time.
      await expect
        .poll(() => decodedEmail(newestEmailTo(email) ?? ''), { timeout: 10_000 })
        .toContain(t.lisbon);
      const ack = decodedEmail(newestEmailTo(email) ?? '');
      expect(ack).toContain(order.order_number);
      expect(ack).toContain('E2E reason');

      // Reopened later, the order says it was withdrawn and offers no button.
      await page.reload();
      await waitForHydration(page);
      await expect(main.getByRole('heading', { name: t.done })).toBeVisible();
      await expect(main.getByRole('button', { name: t.button })).toHaveCount(0);
    },
  );
}

test('staff see the withdrawal in the admin and refund it through the payment service', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('withdraw-admin');
  await buyAsGuest(page, 'pt', email);
  const code = new URL(page.url()).pathname.split('/').pop()!;
  const staff = await staffApi(request);
  const order = await staff.orderOf(email);
  await staff.move(order.id, 'shipped');
  await staff.move(order.id, 'delivered');
  const withdrawn = await request.post(`/api/checkout/orders/by-code/${code}/withdrawal/`, {
    data: { confirm: true, reason: 'Prefiro outro vinho' },
  });
  expect(withdrawn.status()).toBe(201);

  await signInToAdmin(page, 'pt');
  await page.goto(`/admin/orders/${order.id}/show`);
  await expect(page.getByText('Livre resolução pedida pelo cliente')).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByText('Prefiro outro vinho')).toBeVisible();
  await page.getByRole('button', { name: /^Reembolsar/ }).click();
  await page.getByRole('button', { name: 'Sim, reembolsar' }).click();
  await expect(page.getByText('Reembolso feito. O cliente foi avisado por e-mail.')).toBeVisible();
  await expect(page.getByText('Reembolso feito.', { exact: true })).toBeVisible();
  await expect
    .poll(() => decodedEmail(newestEmailTo(email) ?? ''), { timeout: 10_000 })
    .toContain(order.order_number);
  expect(decodedEmail(newestEmailTo(email) ?? '')).toMatch(/Subject: .*Reembolso/);

  // The orders list marks it and filters to withdrawn orders.
  await page.goto(
    '/admin/orders?filter=' + encodeURIComponent(JSON.stringify({ withdrawal: 'yes' })),
  );
  await expect(page.getByRole('row').filter({ hasText: order.order_number })).toContainText(
    'Livre resolução',
  );
});
