import { createHash } from 'node:crypto';
import { emails, newsletterSubscribers, testDatabaseKinds } from '@mdc/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createFormTestApp,
  junkRequests,
  newVisitorIp,
  type FormTestApp,
} from '../captcha/form-test-support.ts';

const url = '/api/newsletter/subscribe/';
const publicUrl = 'https://vinhos.example';

describe.each(testDatabaseKinds)('newsletter API on %s', (kind) => {
  let t: FormTestApp;
  beforeAll(async () => {
    t = await createFormTestApp(kind);
  });
  afterAll(async () => t?.close());

  const subscribe = async (email: string, language?: string, ip?: string) =>
    t.post(url, { email, language, recaptcha_token: await t.captchaToken() }, ip);
  const subscriber = async (email: string) => {
    const [row] = await t.app.database.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, email));
    return row;
  };
  /** The links of the last confirmation e-mail an address received. */
  const linksFor = async (address: string) => {
    await t.deliverMail();
    const mail = t.mailTo(address).at(-1);
    const find = (kind: string) =>
      new RegExp(`${publicUrl}(/api/newsletter/${kind}/\\?token=([\\w-]+)&lang=(pt|en))`).exec(
        mail?.text ?? '',
      );
    const confirm = find('confirm');
    const unsubscribe = find('unsubscribe');
    if (!mail || !confirm || !unsubscribe) throw new Error(`no confirmation e-mail for ${address}`);
    return { mail, confirm: confirm[1]!, unsubscribe: unsubscribe[1]!, token: confirm[2]! };
  };
  const get = (path: string) => t.inject({ method: 'GET', url: path });

  it('subscribes a new address as pending and e-mails a confirmation in its language', async () => {
    const res = await subscribe('  Ana.Costa@Example.com ', 'pt');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success' });

    const row = await subscriber('ana.costa@example.com');
    expect(row).toMatchObject({ language: 'pt', status: 'pending', confirmedAt: null });
    expect(Date.now() - row!.consentAt.getTime()).toBeLessThan(60_000);

    const { mail, token, unsubscribe } = await linksFor('ana.costa@example.com');
    expect(mail.subject).toMatch(/^Confirme a sua subscrição da newsletter — /);
    expect(mail.text).toContain('Confirmar subscrição');
    expect(mail.html).toContain('lang="pt"');
    expect(mail.headers.get('list-unsubscribe')).toBe(`<${publicUrl}${unsubscribe}>`);
    expect(mail.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    // 256 random bits; only their SHA-256 is stored, and the sent copy in the outbox drops them.
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(row!.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    const outbox = await t.app.database.db
      .select()
      .from(emails)
      .where(eq(emails.to, 'ana.costa@example.com'));
    expect(outbox.map((e) => e.text).join()).not.toContain(token);
  });

  it('confirms by link (303 to the home page), then answers duplicate without a new e-mail', async () => {
    await subscribe('bruno@example.com', 'pt');
    const { confirm } = await linksFor('bruno@example.com');
    const res = await get(confirm);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/?newsletter=confirmed');
    expect(await subscriber('bruno@example.com')).toMatchObject({ status: 'confirmed' });
    expect((await get(confirm)).headers.location).toBe('/?newsletter=confirmed');

    const again = await subscribe('BRUNO@example.com', 'en');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ status: 'duplicate' });
    await t.deliverMail();
    expect(t.mailTo('bruno@example.com')).toHaveLength(1);
    expect(await subscriber('bruno@example.com')).toMatchObject({ language: 'pt' });
  });

  it('speaks English to an English subscriber and redirects to /en', async () => {
    await subscribe('carol@example.com', 'en');
    const { mail, confirm } = await linksFor('carol@example.com');
    expect(mail.subject).toMatch(/^Please confirm your newsletter subscription — /);
    expect(mail.text).toContain('Confirm subscription');
    expect(mail.text).toContain('Unsubscribe');
    expect((await get(confirm)).headers.location).toBe('/en?newsletter=confirmed');
  });

  it('resends a fresh link to a pending address; the old link stops working', async () => {
    await subscribe('duarte@example.com', 'pt');
    const first = await linksFor('duarte@example.com');
    expect((await subscribe('duarte@example.com', 'en')).json()).toEqual({ status: 'success' });
    const second = await linksFor('duarte@example.com');
    expect(second.token).not.toBe(first.token);
    expect((await get(first.confirm)).headers.location).toBe('/?newsletter=invalid-link');
    expect((await get(second.confirm)).headers.location).toBe('/en?newsletter=confirmed');
  });

  it('unsubscribes by link, idempotently, and allows subscribing again later', async () => {
    await subscribe('eva@example.com', 'pt');
    const links = await linksFor('eva@example.com');
    await get(links.confirm);
    const res = await get(links.unsubscribe);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/?newsletter=unsubscribed');
    expect(await subscriber('eva@example.com')).toMatchObject({ status: 'unsubscribed' });
    expect((await get(links.unsubscribe)).headers.location).toBe('/?newsletter=unsubscribed');
    // An old confirmation link does not undo the unsubscription.
    expect((await get(links.confirm)).headers.location).toBe('/?newsletter=invalid-link');

    expect((await subscribe('eva@example.com', 'en')).json()).toEqual({ status: 'success' });
    const row = await subscriber('eva@example.com');
    expect(row).toMatchObject({ status: 'pending', language: 'en', unsubscribedAt: null });
    const fresh = await linksFor('eva@example.com');
    expect((await get(fresh.confirm)).headers.location).toBe('/en?newsletter=confirmed');
  });

  it('takes the RFC 8058 one-click POST from a mail program', async () => {
    await subscribe('filipa@example.com', 'pt');
    const { unsubscribe } = await linksFor('filipa@example.com');
    const res = await t.inject({
      method: 'POST',
      url: unsubscribe,
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'unsubscribed' });
    expect(await subscriber('filipa@example.com')).toMatchObject({ status: 'unsubscribed' });
    const bad = await t.inject({
      method: 'POST',
      url: '/api/newsletter/unsubscribe/?token=nope',
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ token: expect.any(String) });
  });

  it.each([
    ['/api/newsletter/confirm/', '/?newsletter=invalid-link'],
    ['/api/newsletter/confirm/?token=x', '/?newsletter=invalid-link'],
    [`/api/newsletter/confirm/?token=${'A'.repeat(43)}&lang=en`, '/en?newsletter=invalid-link'],
    ['/api/newsletter/confirm/?token=a&token=b&lang=xx', '/?newsletter=invalid-link'],
    ['/api/newsletter/unsubscribe/?token=%00&lang=en', '/en?newsletter=invalid-link'],
  ])('redirects a bad link %s to %s', async (path, location) => {
    const res = await get(path);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(location);
  });

  it('answers invalid with fields.email for a malformed address, storing nothing', async () => {
    for (const email of ['not-an-email', '', 'a@b', `${'x'.repeat(250)}@example.com`]) {
      const res = await subscribe(email, 'pt');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        status: 'invalid',
        error: 'Bad Request',
        fields: { email: expect.any(String) },
      });
    }
    const missing = await t.post(url, { recaptcha_token: await t.captchaToken() });
    expect(missing.json()).toMatchObject({ status: 'invalid', fields: { email: 'is required' } });
    expect(await subscriber('not-an-email')).toBeUndefined();
  });

  it('needs the robot check: missing, wrong and reused answers are 400 on recaptcha_token', async () => {
    const missing = await t.post(url, { email: 'gil@example.com', language: 'pt' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual({ recaptcha_token: expect.any(String) });
    expect(missing.json().status).toBeUndefined();

    const wrong = await t.post(url, { email: 'gil@example.com', recaptcha_token: 'abc' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields).toEqual({ recaptcha_token: expect.any(String) });

    const token = await t.captchaToken();
    expect(
      (await t.post(url, { email: 'gil@example.com', recaptcha_token: token })).json(),
    ).toEqual({ status: 'success' });
    const reused = await t.post(url, { email: 'gil2@example.com', recaptcha_token: token });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().fields.recaptcha_token).toMatch(/already used/);
    expect(await subscriber('gil2@example.com')).toBeUndefined();
  });

  it('rejects an unknown language by name', async () => {
    const res = await subscribe('hugo@example.com', 'fr');
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ language: expect.any(String) });
  });

  it('limits one visitor to 10 subscriptions a minute', async () => {
    const ip = newVisitorIp();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      statuses.push((await subscribe(`rate${i}@example.com`, 'pt', ip)).statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
    const res = await subscribe('rate-again@example.com', 'pt', ip);
    expect(res.json()).toEqual({
      error: 'Too Many Requests',
      message: expect.any(String),
      code: 'too_many_requests',
      args: { seconds: expect.any(Number) },
    });
  });

  it('never answers 5xx to junk', async () => {
    for (const request of junkRequests(url)) {
      const res = await t.inject(request);
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
  });
});
