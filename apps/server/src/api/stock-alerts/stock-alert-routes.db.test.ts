import { createHash } from 'node:crypto';
import { auditLog, emails, stockAlerts, testDatabaseKinds, wines } from '@mdc/db';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, staffAccount } from '../admin/admin-test-support.ts';
import {
  demoIds,
  newCheckoutId,
  oneExmoToEvora,
  orderOfCheckout,
  post,
  stockOf,
} from '../checkout/checkout-test-support.ts';
import {
  createFormTestApp,
  junkRequests,
  newVisitorIp,
  type FormTestApp,
} from '../captcha/form-test-support.ts';

const url = '/api/stock-alerts/';
const publicUrl = 'https://vinhos.example';

let families = 0;
/** A family name no other test uses. */
const newFamily = () => `familia-${process.pid}-${(families += 1)}`;

describe.each(testDatabaseKinds)('stock alerts on %s', (kind) => {
  let t: FormTestApp;
  let staffToken: string;
  beforeAll(async () => {
    t = await createFormTestApp(kind);
    staffToken = (await staffAccount(t.app)).access;
  });
  afterAll(async () => t?.close());

  const db = () => t.app.database.db;
  const get = (path: string) => t.inject({ method: 'GET', url: path });
  const admin = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown) =>
    call(t.app, method, path, { token: staffToken, body });

  /** A wine in the shop, made by staff through the admin API, with `stock` bottles. */
  async function staffWine(
    slug: string,
    options: { family?: string | null; year?: number; stock?: number },
  ) {
    const texts = (title: string) => ({ product_title: title, main_desc: '' });
    const created = await admin('POST', '/api/admin/wines/', {
      product_url: slug,
      year: options.year ?? 2020,
      family: options.family ?? null,
      price: '15.00',
      show_shop: true,
      texts: { pt: texts(`Tinto ${slug}`), en: texts(`Red ${slug}`) },
    });
    expect(created.statusCode).toBe(201);
    const wine = created.json() as { id: number; product_url: string };
    if (options.stock) await restock(wine.id, options.stock);
    return wine;
  }
  const restock = async (id: number, change: number) => {
    const res = await admin('POST', `/api/admin/wines/${id}/stock/`, {
      change,
      reason: 'received',
    });
    expect(res.statusCode).toBe(200);
    return res.json();
  };

  const ask = async (email: string, productUrl: string, lang = 'pt', ip?: string) =>
    t.post(
      url,
      { email, product_url: productUrl, lang, recaptcha_token: await t.captchaToken() },
      ip,
    );
  const alertOf = async (email: string, productUrl: string) => {
    const [wine] = await db()
      .select({ id: wines.id })
      .from(wines)
      .where(eq(wines.slug, productUrl));
    const [row] = await db()
      .select()
      .from(stockAlerts)
      .where(and(eq(stockAlerts.email, email), eq(stockAlerts.wineId, wine!.id)));
    return row;
  };
  const mailTo = async (address: string) => {
    await t.deliverMail();
    return t.mailTo(address);
  };
  /** The confirm and cancel links of the newest e-mail an address received. */
  const linksFor = async (address: string) => {
    const mail = (await mailTo(address)).at(-1);
    const find = (action: string) =>
      new RegExp(`${publicUrl}(/api/stock-alerts/${action}/\\?token=([\\w-]+)&lang=(pt|en))`).exec(
        mail?.text ?? '',
      );
    const confirm = find('confirm');
    const cancel = find('cancel');
    if (!mail || !cancel) throw new Error(`no stock alert e-mail for ${address}`);
    return { mail, confirm: confirm?.[1], cancel: cancel[1]!, token: cancel[2]! };
  };
  /** Asks and confirms: an address waiting for the wine. */
  const waiting = async (email: string, productUrl: string, lang = 'pt') => {
    expect((await ask(email, productUrl, lang)).statusCode).toBe(202);
    const { confirm } = await linksFor(email);
    expect((await get(confirm!)).headers.location).toContain('stock-alert=confirmed');
  };

  it('takes a request for a sold-out wine and e-mails a confirmation in Portuguese', async () => {
    const res = await ask('  Rita.Alves@Example.com ', 'avo-zeca-2022', 'pt');
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ status: 'accepted' });

    const row = await alertOf('rita.alves@example.com', 'avo-zeca-2022');
    expect(row).toMatchObject({ lang: 'pt', status: 'pending', confirmedAt: null });
    const { mail, token, confirm } = await linksFor('rita.alves@example.com');
    expect(mail.subject).toMatch(/^Confirme o seu alerta para Avó Zeca 2022 — /);
    expect(mail.text).toContain('Confirmar o alerta');
    expect(mail.text).toContain('Cancelar o alerta');
    expect(mail.html).toContain('lang="pt"');
    expect(confirm).toBeDefined();
    // 256 random bits; only their SHA-256 is kept, and the sent copy drops them.
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(row!.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    const outbox = await db().select().from(emails).where(eq(emails.to, 'rita.alves@example.com'));
    expect(outbox.map((e) => e.text).join()).not.toContain(token);
  });

  it('answers alike whether or not the address waits, and re-sends at most every 10 minutes', async () => {
    const email = 'sofia@example.com';
    expect((await ask(email, 'avo-zeca-2022', 'en')).json()).toEqual({ status: 'accepted' });
    const first = await linksFor(email);
    expect(first.mail.subject).toMatch(/^Please confirm your alert for Avó Zeca 2022 — /);
    const again = await ask(email, 'avo-zeca-2022', 'en');
    expect(again.statusCode).toBe(202);
    expect(again.json()).toEqual({ status: 'accepted' });
    expect(await mailTo(email)).toHaveLength(1);

    // Ten minutes later a fresh link goes, and the first stops working.
    await db()
      .update(stockAlerts)
      .set({ updatedAt: new Date(Date.now() - 11 * 60_000) })
      .where(eq(stockAlerts.email, email));
    await ask(email, 'avo-zeca-2022', 'pt');
    const second = await linksFor(email);
    expect(await mailTo(email)).toHaveLength(2);
    expect(second.token).not.toBe(first.token);
    // (The stale link still lands in the language it was written for.)
    expect((await get(first.confirm!)).headers.location).toBe('/en/shop?stock-alert=invalid-link');
    expect((await get(second.confirm!)).headers.location).toBe(
      '/shop/vinho/avo-zeca-2022?stock-alert=confirmed',
    );

    // A confirmed address asking again: the same answer, no e-mail, nothing changes.
    expect((await ask(email, 'avo-zeca-2022', 'en')).json()).toEqual({ status: 'accepted' });
    expect(await mailTo(email)).toHaveLength(2);
    expect(await alertOf(email, 'avo-zeca-2022')).toMatchObject({
      status: 'confirmed',
      lang: 'pt',
    });
  });

  it('refuses a wine in stock or not in the shop, naming product_url, before the robot check', async () => {
    const inStock = await t.post(url, {
      email: 'tiago@example.com',
      product_url: 'exmo',
      recaptcha_token: 'not solved',
    });
    expect(inStock.statusCode).toBe(409);
    expect(inStock.json()).toMatchObject({ fields: { product_url: expect.any(String) } });
    for (const productUrl of ['no-such-wine', 'Exmo!']) {
      const res = await t.post(url, {
        email: 'tiago@example.com',
        product_url: productUrl,
        recaptcha_token: 'not solved',
      });
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().fields)).toEqual(['product_url']);
    }
    const hidden = await staffWine(`escondido-${kind}`, {});
    await admin('DELETE', `/api/admin/wines/${hidden.id}/`);
    expect((await ask('tiago@example.com', hidden.product_url)).statusCode).toBe(400);
    expect(await mailTo('tiago@example.com')).toHaveLength(0);
  });

  it('names the field of bad input and needs the robot check', async () => {
    const token = await t.captchaToken();
    const bad = await t.post(url, {
      email: 'nope',
      product_url: 'avo-zeca-2022',
      recaptcha_token: token,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ email: expect.any(String) });
    const lang = await t.post(url, {
      email: 'ugo@example.com',
      product_url: 'avo-zeca-2022',
      lang: 'fr',
      recaptcha_token: token,
    });
    expect(lang.json().fields).toEqual({ lang: expect.any(String) });
    const robot = await t.post(url, { email: 'ugo@example.com', product_url: 'avo-zeca-2022' });
    expect(robot.statusCode).toBe(400);
    expect(robot.json().fields).toEqual({ recaptcha_token: expect.any(String) });
    // The solved check was not spent by the refusals above.
    const ok = await t.post(url, {
      email: 'ugo@example.com',
      product_url: 'avo-zeca-2022',
      recaptcha_token: token,
    });
    expect(ok.statusCode).toBe(202);
  });

  it('lands the links on the wine’s page in the alert’s language, and cancels', async () => {
    const email = 'vera@example.com';
    await ask(email, 'avo-zeca-2022', 'en');
    const { confirm, cancel } = await linksFor(email);
    const confirmed = await get(confirm!);
    expect(confirmed.statusCode).toBe(303);
    expect(confirmed.headers['cache-control']).toBe('no-store');
    expect(confirmed.headers.location).toBe('/en/shop/wine/avo-zeca-2022?stock-alert=confirmed');
    expect((await get(confirm!)).headers.location).toBe(
      '/en/shop/wine/avo-zeca-2022?stock-alert=confirmed',
    );
    expect(await alertOf(email, 'avo-zeca-2022')).toMatchObject({ status: 'confirmed' });
    expect((await get(cancel)).headers.location).toBe(
      '/en/shop/wine/avo-zeca-2022?stock-alert=cancelled',
    );
    expect((await get(cancel)).headers.location).toBe(
      '/en/shop/wine/avo-zeca-2022?stock-alert=cancelled',
    );
    expect(await alertOf(email, 'avo-zeca-2022')).toMatchObject({ status: 'cancelled' });
    expect((await get(confirm!)).headers.location).toBe('/en/shop?stock-alert=invalid-link');
  });

  it.each([
    ['/api/stock-alerts/confirm/', '/shop?stock-alert=invalid-link'],
    [
      `/api/stock-alerts/confirm/?token=${'A'.repeat(43)}&lang=en`,
      '/en/shop?stock-alert=invalid-link',
    ],
    ['/api/stock-alerts/cancel/?token=a&token=b&lang=xx', '/shop?stock-alert=invalid-link'],
    ['/api/stock-alerts/cancel/?token=%00&lang=en', '/en/shop?stock-alert=invalid-link'],
  ])('redirects a bad link %s to %s', async (path, location) => {
    const res = await get(path);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(location);
  });

  it('tells confirmed addresses once when staff restock, in their language', async () => {
    const wine = await staffWine(`regresso-${kind}`, { family: newFamily() });
    await waiting('ana@example.com', wine.product_url, 'pt');
    await waiting('ben@example.com', wine.product_url, 'en');
    await ask('carla@example.com', wine.product_url, 'pt'); // never confirmed
    await waiting('dora@example.com', wine.product_url, 'pt');
    await get((await linksFor('dora@example.com')).cancel);

    await restock(wine.id, 6);
    const pt = await linksFor('ana@example.com');
    expect(pt.mail.subject).toMatch(`Tinto ${wine.product_url} 2020 voltou à loja — `);
    expect(pt.mail.text).toContain(`${publicUrl}/shop/vinho/${wine.product_url}`);
    expect(pt.mail.text).toContain('Cancelar o alerta');
    const en = await linksFor('ben@example.com');
    expect(en.mail.subject).toMatch(`Red ${wine.product_url} 2020 is back in the shop — `);
    expect(en.mail.text).toContain(`${publicUrl}/en/shop/wine/${wine.product_url}`);
    expect(await mailTo('carla@example.com')).toHaveLength(1);
    expect(await mailTo('dora@example.com')).toHaveLength(1);
    expect(await alertOf('ana@example.com', wine.product_url)).toMatchObject({
      status: 'notified',
      notifiedWineId: wine.id,
    });
    expect(await alertOf('carla@example.com', wine.product_url)).toMatchObject({
      status: 'pending',
    });

    // Sold out and restocked again, saved by staff: nobody hears twice.
    await restock(wine.id, -6);
    await restock(wine.id, 4);
    await restock(wine.id, 2);
    const saved = (await admin('GET', `/api/admin/wines/${wine.id}/`)).json();
    expect((await admin('PUT', `/api/admin/wines/${wine.id}/`, saved)).statusCode).toBe(200);
    expect(await mailTo('ana@example.com')).toHaveLength(2);
    expect(await mailTo('ben@example.com')).toHaveLength(2);

    // The notice's own cancel link works.
    expect((await get(en.cancel)).headers.location).toBe(
      `/en/shop/wine/${wine.product_url}?stock-alert=cancelled`,
    );
  });

  it('tells them when the last bottle comes back from an unpaid reservation or a cancelled order', async () => {
    const wine = await staffWine(`reservada-${kind}`, { family: newFamily(), stock: 1 });
    const ids = await demoIds(db());
    /** A buyer's checkout holding the wine's one bottle, unpaid. */
    const reserve = async () => {
      const checkoutId = newCheckoutId();
      const res = await post(t.app, '/api/checkout/create-payment-intent/', {
        ...oneExmoToEvora(ids),
        checkout_id: checkoutId,
        cart: [{ id: wine.id, quantity: 1 }],
        subtotal: '15.00',
        total: '22.50',
      });
      expect(res.statusCode).toBe(200);
      expect(await stockOf(db(), wine.id)).toBe(0);
      return (await orderOfCheckout(db(), checkoutId))!;
    };

    await reserve();
    await waiting('eva@example.com', wine.product_url, 'pt');
    // Earlier reservations (none in this file) and this one run out; its bottle is back.
    await t.app.services.checkout.expireReservations(new Date(Date.now() + 3_600_000));
    expect(await stockOf(db(), wine.id)).toBe(1);
    expect((await linksFor('eva@example.com')).mail.subject).toMatch(
      `Tinto ${wine.product_url} 2020 voltou à loja — `,
    );
    expect(await alertOf('eva@example.com', wine.product_url)).toMatchObject({
      status: 'notified',
    });

    const order = await reserve();
    await waiting('filipe@example.com', wine.product_url, 'en');
    const cancelled = await admin('POST', `/api/admin/orders/${order.id}/status/`, {
      deliver_status: 'cancelled',
    });
    expect(cancelled.statusCode).toBe(200);
    expect(await stockOf(db(), wine.id)).toBe(1);
    expect((await linksFor('filipe@example.com')).mail.subject).toMatch(
      `Red ${wine.product_url} 2020 is back in the shop — `,
    );
    // Told once: the first address heard nothing more.
    expect(await mailTo('eva@example.com')).toHaveLength(2);
  });

  it('tells them when a wine with bottles goes back into the shop or leaves the archive', async () => {
    const shelved = await staffWine(`prateleira-${kind}`, {});
    await waiting('eli@example.com', shelved.product_url);
    const record = (await admin('GET', `/api/admin/wines/${shelved.id}/`)).json();
    await admin('PUT', `/api/admin/wines/${shelved.id}/`, { ...record, show_shop: false });
    await restock(shelved.id, 5);
    expect(await mailTo('eli@example.com')).toHaveLength(1);
    const back = await admin('PUT', `/api/admin/wines/${shelved.id}/`, {
      ...record,
      show_shop: true,
    });
    expect(back.statusCode).toBe(200);
    expect((await mailTo('eli@example.com')).at(-1)?.subject).toMatch(/voltou à loja/);

    const archived = await staffWine(`arquivo-${kind}`, {});
    await waiting('fabio@example.com', archived.product_url, 'en');
    await admin('DELETE', `/api/admin/wines/${archived.id}/`);
    await restock(archived.id, 3);
    expect(await mailTo('fabio@example.com')).toHaveLength(1);
    await admin('POST', `/api/admin/wines/${archived.id}/restore/`);
    expect((await mailTo('fabio@example.com')).at(-1)?.subject).toMatch(/is back in the shop/);
  });

  it('tells those waiting for older sold-out vintages when the next vintage is published', async () => {
    const family = newFamily();
    const v2019 = await staffWine(`colheita-2019-${kind}`, { family, year: 2019 });
    const v2020 = await staffWine(`colheita-2020-${kind}`, { family, year: 2020 });
    await waiting('gil@example.com', v2019.product_url, 'pt');
    await waiting('hana@example.com', v2020.product_url, 'en');
    const v2021 = await staffWine(`colheita-2021-${kind}`, { family, year: 2021 });
    expect(await mailTo('gil@example.com')).toHaveLength(1);

    await restock(v2021.id, 12);
    const pt = (await mailTo('gil@example.com')).at(-1)!;
    expect(pt.subject).toMatch(`Chegou a nova colheita: Tinto ${v2021.product_url} 2021 — `);
    expect(pt.text).toContain(`Tinto ${v2019.product_url} 2019`);
    expect(pt.text).toContain(`${publicUrl}/shop/vinho/${v2021.product_url}`);
    const en = (await mailTo('hana@example.com')).at(-1)!;
    expect(en.subject).toMatch(`The new vintage is here: Red ${v2021.product_url} 2021 — `);
    expect(en.text).toContain(`${publicUrl}/en/shop/wine/${v2021.product_url}`);
    expect(await alertOf('gil@example.com', v2019.product_url)).toMatchObject({
      status: 'notified',
      notifiedWineId: v2021.id,
    });
    // Told once: the old vintage coming back later sends nothing more.
    await restock(v2019.id, 2);
    expect(await mailTo('gil@example.com')).toHaveLength(2);
  });

  it('tells them when staff add a selling wine to the family as its newest vintage', async () => {
    const family = newFamily();
    const old = await staffWine(`antigo-${kind}`, { family, year: 2018 });
    await waiting('ines@example.com', old.product_url);
    const newer = await staffWine(`recente-${kind}`, { year: 2024, stock: 5 });
    expect(await mailTo('ines@example.com')).toHaveLength(1);
    const record = (await admin('GET', `/api/admin/wines/${newer.id}/`)).json();
    await admin('PUT', `/api/admin/wines/${newer.id}/`, { ...record, family });
    expect((await mailTo('ines@example.com')).at(-1)?.subject).toMatch(/Chegou a nova colheita/);
  });

  it('does not announce a restocked older vintage as the next one', async () => {
    const family = newFamily();
    const older = await staffWine(`mais-velho-${kind}`, { family, year: 2017 });
    const newer = await staffWine(`mais-novo-${kind}`, { family, year: 2019 });
    await waiting('joao@example.com', newer.product_url);
    await restock(older.id, 3);
    expect(await mailTo('joao@example.com')).toHaveLength(1);
  });

  it('tells at once an address confirmed after the wine came back', async () => {
    const wine = await staffWine(`tarde-${kind}`, {});
    await ask('kiko@example.com', wine.product_url, 'en');
    const { confirm } = await linksFor('kiko@example.com');
    await restock(wine.id, 4);
    expect(await mailTo('kiko@example.com')).toHaveLength(1);
    await get(confirm!);
    expect((await mailTo('kiko@example.com')).at(-1)?.subject).toMatch(/is back in the shop/);
    expect(await alertOf('kiko@example.com', wine.product_url)).toMatchObject({
      status: 'notified',
    });
  });

  it('e-mails once when two staff members restock at the same moment', async () => {
    const wine = await staffWine(`ao-mesmo-tempo-${kind}`, {});
    await waiting('lia@example.com', wine.product_url);
    await Promise.all([restock(wine.id, 3), restock(wine.id, 4), restock(wine.id, 5)]);
    expect(await mailTo('lia@example.com')).toHaveLength(2);

    // One restocks the old vintage while another publishes the next: both would tell the same
    // addresses, and the conditional update lets only one of them.
    const family = newFamily();
    const old = await staffWine(`corrida-velha-${kind}`, { family, year: 2015 });
    const next = await staffWine(`corrida-nova-${kind}`, { family, year: 2016 });
    await waiting('luis@example.com', old.product_url);
    await Promise.all([restock(old.id, 2), restock(next.id, 2)]);
    expect(await mailTo('luis@example.com')).toHaveLength(2);
  });

  it('shows staff how many wait, and keeps a wine family in the audit', async () => {
    const family = newFamily();
    const wine = await staffWine(`contagem-${kind}`, { family });
    await waiting('mia@example.com', wine.product_url);
    await waiting('nuno@example.com', wine.product_url);
    await ask('olga@example.com', wine.product_url);
    const counts = await admin('GET', `/api/admin/wines/${wine.id}/stock-alerts/`);
    expect(counts.statusCode).toBe(200);
    expect(counts.json()).toEqual({ waiting: 2, pending: 1, notified: 0 });
    expect((await admin('GET', '/api/admin/wines/99999/stock-alerts/')).statusCode).toBe(404);

    const record = (await admin('GET', `/api/admin/wines/${wine.id}/`)).json();
    expect(record.family).toBe(family);
    const bad = await admin('PUT', `/api/admin/wines/${wine.id}/`, {
      ...record,
      family: 'Avó Zeca',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields)).toEqual(['family']);
    const undated = await admin('PUT', `/api/admin/wines/${wine.id}/`, { ...record, year: null });
    expect(undated.statusCode).toBe(400);
    expect(Object.keys(undated.json().fields)).toEqual(['year']);
    const cleared = await admin('PUT', `/api/admin/wines/${wine.id}/`, { ...record, family: '' });
    expect(cleared.json().family).toBeNull();
    const { family: _absent, ...withoutFamily } = record;
    await admin('PUT', `/api/admin/wines/${wine.id}/`, { ...withoutFamily, family: 'outra' });
    const kept = await admin('PUT', `/api/admin/wines/${wine.id}/`, withoutFamily);
    expect(kept.json().family).toBe('outra');
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'wine'), eq(auditLog.entityId, String(wine.id))))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audit?.changes).toMatchObject({ family: [null, 'outra'] });
  });

  it('points a sold-out vintage to the current one', async () => {
    const pointer = await t.app.services.stockAlerts.vintagePointer({
      slug: 'avo-zeca-2022',
      lang: 'en',
    });
    expect(pointer).toEqual({
      product_url: 'avo-zeca',
      year: 2023,
      product_title: 'Avó Zeca',
      show_catalog: true,
    });
    expect(
      await t.app.services.stockAlerts.vintagePointer({ slug: 'avo-zeca', lang: 'pt' }),
    ).toBeNull();
    expect(
      await t.app.services.stockAlerts.vintagePointer({ slug: 'exmo', lang: 'pt' }),
    ).toBeNull();
  });

  it('limits one visitor to 10 requests a minute', async () => {
    const ip = newVisitorIp();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      statuses.push((await ask(`rate${i}@example.com`, 'avo-zeca-2022', 'pt', ip)).statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s === 202)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('never answers 5xx to junk', async () => {
    for (const request of junkRequests(url)) {
      const res = await t.inject(request);
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
  });
});
