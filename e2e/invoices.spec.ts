import { expect, test, waitForHydration } from './fixtures';
import { signInToAdmin, staffLogin } from './support/admin';
import { decodedEmail, newestEmailTo, uniqueEmail } from './support/outbox';
import { fillBilling, fillCart, payWithCard, shopText } from './support/shop';

/**
 * NIF and invoices (docs/product/shop.md#nif-and-invoices, decisions 109 and 114): a buyer types a
 * NIF with a wrong check digit and is told so under the field; corrected, pays by card (offline
 * provider) and finds the pro-forma's PDF on the order page and in the confirmation e-mail; staff
 * see the NIF and the invoice on the order.
 */
test('a buyer with a NIF pays and finds the pro-forma on the order page and in the e-mail', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('invoice');
  await fillCart(page, 'pt');
  await waitForHydration(page);
  await fillBilling(page, email, { country: 'PT', region: 'PT-11' });
  const nif = page.getByLabel('NIF / contribuinte');
  await nif.fill('123456780');
  await page.getByLabel('Nome da empresa').fill('Tasca do Monte, Lda.');
  await payWithCard(page, 'pt', '4242 4242 4242 4242');
  await expect(nif).toHaveAttribute('aria-invalid', 'true');
  await expect(nif).toBeFocused();
  await expect(page.getByText('NIF / n.º de IVA inválido')).toBeVisible();

  await nif.fill('123 456 789');
  await page.getByRole('button', { name: shopText.pt.pay }).click();
  await expect(page).toHaveURL(shopText.pt.thankYouPath, { timeout: 30_000 });
  const code = new URL(page.url()).pathname.split('/').pop()!;

  // The invoice is issued right after the payment; the page shows it once it is.
  const invoice = page.getByRole('region', { name: 'Fatura' });
  await expect(invoice).toContainText('NIF: 123456789');
  await expect(invoice).toContainText('Tasca do Monte, Lda.');
  const link = invoice.getByRole('link', { name: /^Pró-forma PF \d{4}\/\d+ \(PDF\)$/ });
  await expect(async () => {
    await page.reload();
    await expect(link).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(invoice).toContainText('não é um documento fiscal');
  const href = await link.getAttribute('href');
  expect(href).toBe(`/api/checkout/orders/by-code/${code}/invoices/invoice.pdf`);
  const pdf = await request.get(href!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  // Another order's code gets nothing.
  const other = await request.get(href!.replace(code, `${code.slice(0, -4)}zzzz`));
  expect(other.status()).toBe(404);

  await expect.poll(() => newestEmailTo(email), { timeout: 10_000 }).toBeTruthy();
  const eml = decodedEmail(newestEmailTo(email) ?? '');
  expect(eml).toContain(`/api/checkout/orders/by-code/${code}/invoices/invoice.pdf`);
  expect(eml).toContain('Descarregar a fatura (PDF)');

  // Staff see the NIF and the issued invoice on the order.
  const token = await request.post('/api/users/token/', { data: staffLogin });
  const { access } = (await token.json()) as { access: string };
  const list = await request.get(`/api/admin/orders/?q=${encodeURIComponent(email)}`, {
    headers: { authorization: `Bearer ${access}` },
  });
  const { data } = (await list.json()) as { data: Array<{ id: number }> };
  await signInToAdmin(page, 'pt');
  await page.goto(`/admin/orders/${data[0]!.id}/show`);
  await expect(page.getByText('NIF / n.º de IVA')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('123456789', { exact: true })).toBeVisible();
  await expect(page.getByText(/Pró-forma PF \d{4}\/\d+/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Abrir o PDF' })).toHaveAttribute('href', href!);
});
