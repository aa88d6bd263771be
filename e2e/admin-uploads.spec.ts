import { crc32 } from 'node:zlib';
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures';
import { adminServerUrl, signInToAdmin } from './support/admin';
import { uniqueEmail } from './support/outbox';
import { phonePhoto } from './support/phone-photo';
import { fillBilling, fillCart, payWithCard, shopText } from './support/shop';

/**
 * Staff uploads and the Portuguese admin (issue 29 points 15 and 18, issue 30 point 7;
 * docs/decisions/118-upload-refusals.md). On the admin server, whose data they change.
 */
test.use({ baseURL: adminServerUrl() });

const mediaRoute = '**/api/admin/media/';

/** A small PNG whose (valid) header claims 20,000 × 20,000 pixels. */
async function pngClaimingHugeSize() {
  const { default: sharp } = await import('sharp');
  const png = await sharp({
    create: { width: 64, height: 64, channels: 3, background: '#804020' },
  })
    .png()
    .toBuffer();
  png.writeUInt32BE(20_000, 16);
  png.writeUInt32BE(20_000, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)) >>> 0, 29);
  return png;
}

/** The staff member's token, for reading back what a screen saved. */
async function staffHeaders(page: Page) {
  const token = await page.evaluate(() => window.localStorage.getItem('admin.accessToken'));
  return { authorization: `Bearer ${token}` };
}

/** The refused uploads are logged by the browser as failed requests: expected here. */
function dropRefusals(consoleErrors: string[]) {
  const kept = consoleErrors.filter((error) => !/status of (415|422)/.test(error));
  consoleErrors.splice(0, consoleErrors.length, ...kept);
}

test('a new wine saved while its photo uploads waits for it; a refused file says why under the field', async ({
  page,
  consoleErrors,
}, testInfo) => {
  await signInToAdmin(page, 'pt');
  // The upload is held until the journey lets it through: "A enviar…" lasts as long as needed.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(mediaRoute, async (route) => {
    await held;
    await route.continue();
  });

  await page.goto('/admin/wines/create');
  await page.getByRole('textbox', { name: /^Nome do vinho( \*)?$/ }).fill('Cegonha Rosé 2024');
  await page.getByRole('tab', { name: 'Imagens e ficheiros' }).click();
  const photoInput = page.locator('input[type=file][accept*="image/"]');
  await photoInput.setInputFiles({
    name: 'rose.jpg',
    mimeType: 'image/jpeg',
    buffer: await phonePhoto(1200, 1600, '#d98a9a'),
  });
  const save = page.getByRole('button', { name: 'Guardar', exact: true });
  await expect(page.getByRole('button', { name: 'A enviar…' })).toBeDisabled();
  await expect(save).toBeDisabled();
  const wait = page.getByTestId('upload-wait');
  await expect(wait).toHaveText(
    'O ficheiro ainda está a ser enviado: pode guardar quando o envio terminar.',
  );
  await expect(wait).toHaveAttribute('role', 'status');
  await page.screenshot({ path: testInfo.outputPath('save-waits-for-upload.png') });
  // Enter in a text field does not slip past the disabled button either.
  await page.getByRole('tab', { name: 'Geral' }).click();
  await page.getByLabel(/^Endereço na loja/).press('Enter');
  await expect(page).toHaveURL(/\/admin\/wines\/create$/);

  release();
  await page.getByRole('tab', { name: 'Imagens e ficheiros' }).click();
  await expect(
    page.getByRole('img', { name: 'Pré-visualização da fotografia do vinho' }),
  ).toBeVisible({ timeout: 20_000 });
  await expect(wait).toHaveCount(0);
  await expect(save).toBeEnabled();
  await save.click();
  await expect(page).toHaveURL(/\/admin\/wines\/\d+$/);
  await page.unroute(mediaRoute);

  // The wine was saved with its photo.
  const id = /\/wines\/(\d+)$/.exec(page.url())![1];
  const headers = await staffHeaders(page);
  const wine = await (await page.request.get(`/api/admin/wines/${id}/`, { headers })).json();
  expect(wine.image_url).toMatch(/^\/media\/[0-9a-f]{32}\/1200\.webp#1200x1600$/);

  // Refusals name their reason under the photo's button, in Portuguese.
  await page.getByRole('tab', { name: 'Imagens e ficheiros' }).click();
  const choose = page.getByRole('button', { name: 'Escolher fotografia' });
  const refusals: [string, string, Buffer, RegExp][] = [
    [
      'logo.svg',
      'image/svg+xml',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      /^Os desenhos SVG não são aceites \(podem conter programas\)/,
    ],
    [
      'enorme.png',
      'image/png',
      await pngClaimingHugeSize(),
      /^A imagem tem 20000 × 20000 píxeis \(400 megapíxeis\); o máximo é 50 megapíxeis/,
    ],
    [
      'cortada.jpg',
      'image/jpeg',
      (await phonePhoto(800, 600)).subarray(0, 4000),
      /^A imagem está danificada ou incompleta/,
    ],
  ];
  for (const [name, mimeType, buffer, reason] of refusals) {
    await photoInput.setInputFiles({ name, mimeType, buffer });
    await expect(choose).toHaveAccessibleDescription(reason);
    await expect(page.locator('.MuiFormHelperText-root.Mui-error')).toHaveText(reason);
    if (name === 'logo.svg') {
      await page.screenshot({ path: testInfo.outputPath('svg-refused.png') });
    }
  }
  // The photo saved before stays.
  await expect(
    page.getByRole('img', { name: 'Pré-visualização da fotografia do vinho' }),
  ).toBeVisible();
  dropRefusals(consoleErrors);
});

/** Whether the page scrolls sideways: its content wider than the window. */
const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

test('the audit log reads in Portuguese, without JSON or a sideways scroll, on a desktop and a phone', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInToAdmin(page, 'pt');
  const headers = await staffHeaders(page);
  // A wine with a long description, then a change of one of its texts and a stock adjustment.
  const slug = `auditado-${Date.now()}`;
  const texts = (title: string) => ({
    product_title: title,
    grapes: 'Aragonez',
    main_desc: `<p>${'Um tinto de talha, de uvas de vinhas velhas, pisado a pé. '.repeat(8)}</p>`,
  });
  const created = await page.request.post('/api/admin/wines/', {
    headers,
    data: {
      product_url: slug,
      year: 2023,
      price: '21.00',
      show_catalog: false,
      show_shop: false,
      texts: { pt: texts('Talha Auditada'), en: texts('Audited Amphora') },
    },
  });
  expect(created.status()).toBe(201);
  const wine = await created.json();
  const changed = await page.request.put(`/api/admin/wines/${wine.id}/`, {
    headers,
    data: {
      ...wine,
      texts: { ...wine.texts, pt: { ...wine.texts.pt, grapes: 'Aragonez, Trincadeira' } },
    },
  });
  expect(changed.status()).toBe(200);
  const stock = await page.request.post(`/api/admin/wines/${wine.id}/stock/`, {
    headers,
    data: { change: 12, reason: 'received', note: 'Palete de março' },
  });
  expect(stock.status()).toBe(200);

  await page.goto(
    `/admin/audit-log?filter=${encodeURIComponent(JSON.stringify({ entity_id: String(wine.id) }))}`,
  );
  const main = page.locator('#main-content');
  await expect(main.getByText('Acerto de stock')).toBeVisible();
  await expect(main.getByText('Aragonez → Aragonez, Trincadeira')).toBeVisible();
  await expect(main.getByText('Garrafas recebidas')).toBeVisible();
  await expect(main.getByText('Palete de março')).toBeVisible();
  await expect(main.getByText('Alteração', { exact: true })).toBeVisible();
  await expect(main.getByText('Criação', { exact: true }).first()).toBeVisible();
  await expect(main.getByText('Sulfitos')).toBeVisible();
  // Dates as a Portuguese reader writes them; a created record's values without arrows.
  await expect(main.getByText(/^\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}/).first()).toBeVisible();
  await expect(main).not.toContainText('— →');
  await expect(main).not.toContainText('{"');
  await expect(main).not.toContainText('<p>');
  expect(await scrollsSideways(page)).toBe(false);
  await page.screenshot({ path: testInfo.outputPath('audit-desktop.png'), fullPage: true });
  await expectNoAxeViolations(page);

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(main.getByRole('article').first()).toBeVisible();
  await expect(main.getByText('Aragonez → Aragonez, Trincadeira')).toBeVisible();
  expect(await scrollsSideways(page)).toBe(false);
  await page.screenshot({ path: testInfo.outputPath('audit-phone.png'), fullPage: true });
});

// A purchase changes the stock that the admin server's journeys count (e2e/admin.spec.ts): this one
// buys on the shop's own server, which has the staff account too.
test.describe('on the shop server', () => {
  test.use({ baseURL: process.env.E2E_URL });

  test("an English buyer's order in Madrid reads in Portuguese in the admin", async ({
    page,
  }, testInfo) => {
    const email = uniqueEmail('madrid');
    await fillCart(page, 'en');
    await waitForHydration(page);
    await fillBilling(page, email, { country: 'ES', region: 'ES-MD' });
    await payWithCard(page, 'en', '4242 4242 4242 4242');
    await expect(page).toHaveURL(shopText.en.thankYouPath, { timeout: 30_000 });

    await signInToAdmin(page, 'pt');
    await page.goto(`/admin/orders?filter=${encodeURIComponent(JSON.stringify({ q: email }))}`);
    await page.getByRole('row').filter({ hasText: 'Maria Silva' }).first().click();
    const main = page.locator('#main-content');
    await expect(main.getByText('Comunidade de Madrid, Espanha').first()).toBeVisible();
    await expect(main.getByText(/Envio para Espanha \(5–8 dias úteis\)/)).toBeVisible();
    await expect(main).not.toContainText('Community of Madrid');
    await expect(main).not.toContainText('Delivery to Spain');
    await page.screenshot({ path: testInfo.outputPath('order-madrid-pt.png'), fullPage: true });
  });
});
