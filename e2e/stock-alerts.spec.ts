import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext, Locator, Page, TestInfo } from '@playwright/test';
import { solveAltchaChallenge } from '@mdc/core';
import {
  expect,
  expectNoAxeViolations,
  onPhoneInPortuguese,
  test,
  waitForHydration,
} from './fixtures';
import { adminServerUrl, signInToAdmin, staffLogin } from './support/admin';
import { decodedEmail, uniqueEmail } from './support/outbox';

/**
 * "Tell me when it is back" and the pointer to the current vintage (decision 072), in pt and en:
 * the demo's sold-out Avó Zeca 2022 on the shop server; a whole alert, from the form through the
 * e-mailed confirmation to the staff restock, on the admin server (its journeys change stock),
 * with wines of a family of its own so parallel projects and retries never meet.
 */

const text = {
  pt: {
    soldOut: 'Esta colheita esgotou.',
    available: (year: number) => `A colheita ${year} já está disponível.`,
    form: 'Avise-me quando voltar',
    email: 'E-mail',
    robot: 'Não sou um robô',
    verified: 'Verificado',
    submit: 'Avisar-me',
    success: 'Pedido recebido! Verifique o seu e-mail e clique na ligação para confirmar o alerta.',
    confirmed: 'Alerta confirmado!',
    confirmText: 'quando o Tinto do Alerta 2020 voltar a estar',
    backText: 'o Tinto do Alerta 2020, que nos pediu para acompanhar, voltou a estar',
    shop: (slug: string) => `/shop/vinho/${slug}`,
    wine: (slug: string) => `/vinhos/${slug}`,
  },
  en: {
    soldOut: 'This vintage is sold out.',
    available: (year: number) => `The ${year} vintage is available.`,
    form: 'Tell me when it is back',
    email: 'E-mail',
    robot: "I'm not a robot",
    verified: 'Verified',
    submit: 'Notify me',
    success: 'Request received! Please check your e-mail and click the link to confirm the alert.',
    confirmed: 'Alert confirmed!',
    confirmText: 'We received a request to tell this e-mail address when Alert Red 2020',
    backText: 'Good news: Alert Red 2020, which you asked us to watch for you, is available again',
    shop: (slug: string) => `/en/shop/wine/${slug}`,
    wine: (slug: string) => `/en/wines/${slug}`,
  },
} as const;

/** Every e-mail the admin server wrote to an address, oldest first (decoded: ASCII reads true). */
function emailsTo(address: string): string[] {
  const outbox = join(process.env.E2E_ADMIN_DATA_DIR ?? '', 'outbox');
  let files: string[];
  try {
    files = readdirSync(outbox).filter((file) => file.endsWith('.eml'));
  } catch {
    return [];
  }
  return files
    .sort()
    .map((file) => readFileSync(join(outbox, file), 'utf8'))
    .filter((eml) => eml.split(/\r?\n/).includes(`To: ${address}`))
    .map(decodedEmail);
}

function linkIn(eml: string, action: 'confirm' | 'cancel'): string {
  const link = new RegExp(`https?://\\S+?/api/stock-alerts/${action}/\\?[^\\s"<>]+`).exec(eml)?.[0];
  if (!link) throw new Error(`no ${action} link in the e-mail`);
  return link.replace(/&amp;/g, '&');
}

/** Ticks the robot check and waits until the browser has solved the proof of work. */
async function solveCaptcha(page: Page, form: Locator, lang: 'pt' | 'en') {
  await form.getByRole('checkbox', { name: text[lang].robot }).focus();
  await page.keyboard.press('Space');
  await expect(form.locator('altcha-widget label')).toHaveText(text[lang].verified);
}

/** A visitor's alert request as a script sends it: the robot check solved here, in Node. */
async function requestAlertThroughApi(
  api: APIRequestContext,
  email: string,
  productUrl: string,
  lang: 'pt' | 'en',
) {
  const challenge = await (await api.get('/api/captcha/challenge/')).json();
  const res = await api.post('/api/stock-alerts/', {
    data: {
      email,
      product_url: productUrl,
      lang,
      recaptcha_token: await solveAltchaChallenge(challenge),
    },
  });
  expect(res.status()).toBe(202);
}

/** Staff, through the admin API: a family of two vintages, the older one sold out. */
async function staffVintages(admin: APIRequestContext, token: string, testInfo: TestInfo) {
  const headers = { authorization: `Bearer ${token}` };
  const id = `${testInfo.project.name}-${Date.now()}-${Math.random().toString(36).slice(2, 6)}`;
  const family = `alerta-${id}`;
  const create = async (year: number) => {
    const texts = (title: string) => ({ product_title: title });
    const res = await admin.post('/api/admin/wines/', {
      headers,
      data: {
        product_url: `${family}-${year}`,
        family,
        year,
        price: '14.00',
        show_shop: true,
        texts: { pt: texts('Tinto do Alerta'), en: texts('Alert Red') },
      },
    });
    expect(res.status()).toBe(201);
    return (await res.json()) as { id: number; product_url: string };
  };
  const restock = async (wineId: number, change: number) => {
    const res = await admin.post(`/api/admin/wines/${wineId}/stock/`, {
      headers,
      data: { change, reason: 'received' },
    });
    expect(res.status()).toBe(200);
  };
  const older = await create(2020);
  const current = await create(2021);
  await restock(current.id, 6);
  return { older, current, restock };
}

for (const lang of ['pt', 'en'] as const) {
  const t = text[lang];

  test(
    `a sold-out vintage points to the current one (${lang})`,
    onPhoneInPortuguese(lang),
    async ({ page }) => {
      await page.goto(t.shop('avo-zeca-2022'));
      const pointer = page.getByTestId('vintage-pointer');
      await expect(pointer).toContainText(`${t.soldOut} ${t.available(2023)}`);
      await expect(page.getByRole('heading', { level: 2, name: t.form })).toBeVisible();
      await waitForHydration(page);
      await pointer.getByRole('link', { name: t.available(2023) }).click();
      await expect(page).toHaveURL(new RegExp(`${t.shop('avo-zeca')}$`));
      await expect(page.getByTestId('vintage-pointer')).toHaveCount(0);
      await expect(page.getByTestId('stock-alert')).toHaveCount(0);
    },
  );

  test.describe(`an alert from request to restock (${lang})`, () => {
    test.use({ baseURL: adminServerUrl() });
    test('asks, confirms by e-mail and hears once when staff restock', async ({
      page,
      playwright,
    }, testInfo) => {
      const admin = await playwright.request.newContext({
        baseURL: adminServerUrl(),
        extraHTTPHeaders: {
          'x-forwarded-for': `198.19.72.${testInfo.project.name === 'phone' ? 2 : 1}${lang === 'pt' ? 0 : 1}`,
        },
      });
      const token = (await (await admin.post('/api/users/token/', { data: staffLogin })).json())
        .access as string;
      const { older, current, restock } = await staffVintages(admin, token, testInfo);

      // The catalogue page of the sold-out vintage points to the current one too.
      await page.goto(t.wine(older.product_url));
      await expect(page.getByTestId('vintage-pointer')).toContainText(t.available(2021));
      await expect(
        page.getByTestId('vintage-pointer').getByRole('link', { name: t.available(2021) }),
      ).toHaveAttribute('href', t.wine(current.product_url));

      await page.goto(t.shop(older.product_url));
      await waitForHydration(page);
      const form = page.getByTestId('stock-alert');
      await expect(form.getByRole('heading', { level: 2, name: t.form })).toBeVisible();
      const email = uniqueEmail(`alerta-${lang}`);
      await form.getByLabel(t.email).fill(email);
      await solveCaptcha(page, form, lang);
      await form.getByRole('button', { name: t.submit }).click();
      await expect(form.locator('[role=status]', { hasText: t.success })).toBeVisible();
      await expect(form.getByLabel(t.email)).toHaveValue('');
      await expectNoAxeViolations(page);

      // The confirmation e-mail, in the visitor's language; its link lands on the wine's page.
      await expect.poll(() => emailsTo(email).length, { timeout: 10_000 }).toBe(1);
      const confirmation = emailsTo(email)[0]!;
      expect(confirmation).toContain(t.confirmText);
      await page.goto(linkIn(confirmation, 'confirm'));
      await expect(page).toHaveURL(new RegExp(`${t.shop(older.product_url)}$`));
      await expect(page.getByText(t.confirmed)).toBeVisible();

      // Staff see on the wine's page that someone waits, and its family (once, in English).
      if (lang === 'en' && !testInfo.project.use.isMobile) {
        await signInToAdmin(page, 'en');
        await page.goto(`/admin/wines/${older.id}`);
        await expect(page.getByText('People waiting for this wine: 1')).toBeVisible();
        await expect(page.getByLabel('Family (the vintages of the same wine)')).toHaveValue(
          older.product_url.replace(/-2020$/, ''),
        );
      }

      // Staff restock the sold-out vintage: one "back in stock" e-mail, and never a second.
      await restock(older.id, 12);
      await expect.poll(() => emailsTo(email).length, { timeout: 10_000 }).toBe(2);
      const notice = emailsTo(email)[1]!;
      expect(notice).toContain(t.backText);
      expect(notice).toContain(`${t.shop(older.product_url)}`);
      expect(linkIn(notice, 'cancel')).toContain('/api/stock-alerts/cancel/');
      // Sold out and back once more: the alert was used up, so this visitor hears nothing new. A
      // second visitor who asked in between is told, and that notice is the proof: it is queued
      // in the same restock after any notice to an earlier alert, and the outbox sends in order.
      await restock(older.id, -12);
      const second = uniqueEmail(`alerta-${lang}-second`);
      await requestAlertThroughApi(admin, second, older.product_url, lang);
      await expect.poll(() => emailsTo(second).length).toBe(1);
      const confirmed = await admin.get(linkIn(emailsTo(second)[0]!, 'confirm'), {
        maxRedirects: 0,
      });
      expect(confirmed.headers().location).toContain('stock-alert=confirmed');
      await restock(older.id, 3);
      await expect.poll(() => emailsTo(second).length).toBe(2);
      expect(emailsTo(second)[1]).toContain(t.backText);
      expect(emailsTo(email)).toHaveLength(2);
      await admin.dispose();
    });
  });
}
