import { expect, test, waitForHydration } from './fixtures';
import { newestEmailTo, uniqueEmail } from './support/outbox';
import { fillBilling, fillCart, payWithCard, shopText } from './support/shop';

/**
 * The order confirmation as the buyer reads it (docs/decisions/094-order-confirmation-email.md):
 * a guest pays 2 × Exmo (24,00 €) and 1 × Destinto on sale (13,90 € instead of 16,50 €) to
 * Lisbon with standard shipping (7,50 €), then the journey opens the e-mail the server wrote to
 * its outbox, shows its HTML in the browser and reads it; its order link leads to the order page
 * with the withdrawal button.
 */

const text = {
  pt: {
    logo: 'Monte das Cegonhas',
    lines: 'A sua encomenda',
    unitPrice: 'Preço unitário',
    struck: /antes\s16,50\s€\s*13,90\s€/,
    saving: /Poupa\s2,60\s€/,
    totals: [
      /Preço antes da promoção\s*64,50\s€/,
      /Poupança\s*−2,60\s€/,
      /Subtotal\s*61,90\s€/,
      /Envio\s*7,50\s€/,
      /Total \(IVA incluído\)\s*69,40\s€/,
      /IVA incluído no total \(13\s?%\)\s*7,98\s€/,
    ],
    billing: 'Morada de faturação',
    delivery: 'Morada de entrega',
    phone: 'Telefone',
    withdrawal: 'Direito de livre resolução',
    withdrawalTexts: [
      'Pode desistir desta compra no prazo de 14 dias',
      'Os custos diretos da devolução ficam a seu cargo',
      'no prazo de 14 dias a contar do dia em que recebermos a sua declaração',
    ],
    form: 'Modelo de formulário de livre resolução',
    formTexts: ['— Solicitado em (*)/recebido em (*)', '(*) Riscar o que não interessa.'],
    orderLink: 'Desistir na página da encomenda',
    view: 'Ver a encomenda',
    seller: 'Vendedor',
    taxId: 'NIF',
    footer: /Recebeu este e-mail porque fez a encomenda MDC-\d+/,
    textLine: /Preço unitário: 13,90\s€ \(antes 16,50\s€\) · Quantidade: 1 · Total: 13,90\s€/,
    withdrawButton: 'Livre resolução: desistir do contrato aqui',
  },
  en: {
    logo: 'Monte das Cegonhas',
    lines: 'Your order',
    unitPrice: 'Unit price',
    struck: /before\s€16\.50\s*€13\.90/,
    saving: /You save\s€2\.60/,
    totals: [
      /Price before the sale\s*€64\.50/,
      /Savings\s*−€2\.60/,
      /Subtotal\s*€61\.90/,
      /Shipping\s*€7\.50/,
      /Total \(VAT included\)\s*€69\.40/,
      /VAT included in the total \(13\s?%\)\s*€7\.98/,
    ],
    billing: 'Billing address',
    delivery: 'Delivery address',
    phone: 'Phone',
    withdrawal: 'Right of withdrawal',
    withdrawalTexts: [
      'You may withdraw from this purchase within 14 days',
      'You bear the direct cost of returning them',
      'within 14 days of the day we receive your statement',
    ],
    form: 'Model withdrawal form',
    formTexts: ['— Ordered on (*)/received on (*),', '(*) Delete as appropriate.'],
    orderLink: 'Withdraw on your order page',
    view: 'View your order',
    seller: 'Seller',
    taxId: 'Tax number (NIF)',
    footer: /You received this e-mail because you placed order MDC-\d+/,
    textLine: /Unit price: €13\.90 \(before €16\.50\) · Quantity: 1 · Total: €13\.90/,
    withdrawButton: 'Withdraw from contract here',
  },
} as const;

/**
 * One part of an .eml the outbox wrote (nodemailer's multipart/alternative), decoded from
 * base64 or quoted-printable as UTF-8, as a mail program shows it.
 */
function mimePart(eml: string, type: 'text/plain' | 'text/html'): string {
  const boundary = /boundary="([^"]+)"/.exec(eml)?.[1];
  if (!boundary) throw new Error('not a multipart e-mail');
  for (const part of eml.split(`--${boundary}`)) {
    const split = part.search(/\r?\n\r?\n/);
    const head = part.slice(0, split);
    if (!new RegExp(`Content-Type: ${type}`, 'i').test(head)) continue;
    const body = part.slice(split).trim();
    const encoding = /Content-Transfer-Encoding: (\S+)/i.exec(head)?.[1]?.toLowerCase();
    if (encoding === 'base64') return Buffer.from(body, 'base64').toString('utf8');
    if (encoding !== 'quoted-printable') return body;
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  throw new Error(`no ${type} part`);
}

for (const lang of ['pt', 'en'] as const) {
  test(`the buyer reads the order confirmation e-mail as a kept document (${lang})`, async ({
    page,
  }) => {
    const t = text[lang];
    const email = uniqueEmail(`order-email-${lang}`);
    await fillCart(page, lang);
    await waitForHydration(page);
    await fillBilling(page, email, { country: 'PT', region: 'PT-11' });
    await payWithCard(page, lang, '4242 4242 4242 4242');
    await expect(page).toHaveURL(shopText[lang].thankYouPath, { timeout: 30_000 });
    const orderUrl = page.url();

    await expect.poll(() => newestEmailTo(email), { timeout: 10_000 }).toBeTruthy();
    const eml = newestEmailTo(email) ?? '';
    expect(eml).toMatch(shopText[lang].subject);
    // A blank page of its own, as a mail program shows it: not inside the shop's running app,
    // and on the site's host, so the browser lets it load the logo from there.
    await page.route('**/mail-reader', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Mail</title>' }),
    );
    await page.goto('/mail-reader');
    await page.setContent(mimePart(eml, 'text/html'));

    // The estate's logo, loaded from the site.
    const logo = page.getByRole('img', { name: t.logo });
    await expect(logo).toBeVisible();
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(720);

    // Every line with its unit price, the struck price before the sale and the saving.
    await expect(page.getByRole('heading', { name: t.lines })).toBeVisible();
    const lines = page.getByRole('table').filter({
      has: page.getByRole('columnheader', { name: t.unitPrice }),
    });
    const exmo = lines.getByRole('row').filter({ hasText: 'Exmo' });
    await expect(exmo).toHaveText(
      lang === 'pt' ? /Exmo\s*24,00\s€\s*2\s*48,00\s€/ : /Exmo\s*€24\.00\s*2\s*€48\.00/,
    );
    const destinto = lines.getByRole('row').filter({ hasText: 'Destinto' });
    await expect(destinto).toHaveText(t.struck);
    await expect(destinto.locator('s')).toBeVisible();
    await expect(lines).toContainText(t.saving);
    // The totals add up as printed, with the VAT the total contains.
    await expect(lines.locator('tfoot tr')).toHaveText([...t.totals]);

    // Both addresses with the buyer's phone, and the estate as the seller.
    for (const heading of [t.billing, t.delivery, t.withdrawal, t.form, t.seller]) {
      await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    }
    await expect(page.getByText('Bairro Alto').first()).toBeVisible();
    await expect(page.getByText('1200-195 Lisboa').first()).toBeVisible();
    await expect(page.locator('tr', { hasText: t.phone }).first()).toContainText(
      /\+351 912\s?345\s?678/,
    );
    // The seller's NIF (the buyer's, or "Consumidor final", is in the invoice part, decision 109).
    await expect(
      page.locator('tr').filter({ hasText: t.taxId }).filter({ hasText: '516123459' }).last(),
    ).toBeVisible();

    // The withdrawal information and the model form, in the e-mail's language.
    for (const words of [...t.withdrawalTexts, ...t.formTexts]) {
      await expect(page.getByText(words, { exact: false })).toBeVisible();
    }
    await expect(page.getByText(t.footer)).toBeVisible();

    // The plain-text part carries the same document.
    const plain = mimePart(eml, 'text/plain');
    expect(plain).toMatch(t.textLine);
    expect(plain).toContain(orderUrl);
    expect(plain).toContain(t.formTexts[1]);

    // The order page link leads to the order and its withdrawal button.
    await expect(page.getByRole('link', { name: t.view })).toHaveAttribute('href', orderUrl);
    // E-mail links open in a new tab (react-email's default, as webmail does): follow it there.
    const opened = page.context().waitForEvent('page');
    await page.getByRole('link', { name: t.orderLink }).click();
    const orderPage = await opened;
    await expect(orderPage).toHaveURL(orderUrl);
    await expect(orderPage.getByRole('button', { name: t.withdrawButton })).toBeVisible();
  });
}
