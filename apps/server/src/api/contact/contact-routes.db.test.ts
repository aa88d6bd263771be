import { contactMessages, emails, testDatabaseKinds } from '@mdc/db';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createFormTestApp,
  junkRequests,
  newVisitorIp,
  type FormTestApp,
} from '../captcha/form-test-support.ts';

const url = '/api/contact_form/submit/';
const estate = 'geral@montedascegonhas.test';

describe.each(testDatabaseKinds)('contact form API on %s', (kind) => {
  let t: FormTestApp;
  beforeAll(async () => {
    t = await createFormTestApp(kind);
  });
  afterAll(async () => t?.close());

  const valid = async (overrides: Record<string, unknown> = {}) => ({
    first_name: '  Maria ',
    last_name: 'Silva',
    email: 'maria.silva@example.com',
    phone: '+351 912 345 678',
    subject: 'Visita à adega',
    message: 'Bom dia,\nGostaríamos de visitar a adega em maio.',
    recaptcha_token: await t.captchaToken(),
    lang: 'pt',
    ...overrides,
  });
  const storedMessages = () =>
    t.app.database.db.select().from(contactMessages).orderBy(asc(contactMessages.id));

  it('stores the message, e-mails the estate with Reply-To and thanks the sender in Portuguese', async () => {
    const res = await t.post(url, await valid());
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ status: 'success' });

    const [row] = await storedMessages();
    expect(row).toMatchObject({
      firstName: 'Maria',
      lastName: 'Silva',
      email: 'maria.silva@example.com',
      phone: '+351 912 345 678',
      subject: 'Visita à adega',
      lang: 'pt',
    });

    await t.deliverMail();
    const [notice] = t.mailTo(estate);
    expect(notice).toBeDefined();
    expect(notice!.headers.get('reply-to')).toBe('maria.silva@example.com');
    expect(notice!.subject).toBe('Contacto pelo site: Visita à adega — Maria Silva');
    expect(notice!.text).toContain('Gostaríamos de visitar a adega em maio.');
    expect(notice!.text).toContain('+351 912 345 678');

    const [receipt] = t.mailTo('maria.silva@example.com');
    expect(receipt!.subject).toMatch(/^Recebemos a sua mensagem — /);
    expect(receipt!.text).toContain('Obrigado por nos escrever');
    expect(receipt!.html).toContain('lang="pt"');
    // The receipt repeats nothing the visitor typed.
    expect(receipt!.text).not.toContain('adega em maio');
  });

  it('answers an English sender in English; phone and subject may be left out', async () => {
    const body = await valid({ email: 'john@example.com', lang: 'en' });
    delete (body as Partial<typeof body>).phone;
    delete (body as Partial<typeof body>).subject;
    expect((await t.post(url, body)).statusCode).toBe(201);
    await t.deliverMail();
    const [receipt] = t.mailTo('john@example.com');
    expect(receipt!.subject).toMatch(/^We received your message — /);
    expect(receipt!.text).toContain('Thank you for writing to us');
    const notice = t.mailTo(estate).find((m) => m.headers.get('reply-to') === 'john@example.com');
    expect(notice!.subject).toBe('Contacto pelo site: sem assunto — Maria Silva');
  });

  it.each([
    ['first_name', 'blank', { first_name: '   ' }],
    ['first_name', 'missing', { first_name: undefined }],
    ['last_name', 'over 100 characters', { last_name: 'x'.repeat(101) }],
    ['last_name', 'a number', { last_name: 42 }],
    ['email', 'malformed', { email: 'not-an-email' }],
    ['email', 'over 254 characters', { email: `${'a'.repeat(250)}@example.com` }],
    ['phone', 'words', { phone: 'call me maybe' }],
    ['phone', 'over 30 characters', { phone: '1'.repeat(31) }],
    ['subject', 'over 200 characters', { subject: 'x'.repeat(201) }],
    ['subject', 'two lines', { subject: 'two\nlines' }],
    ['message', 'empty', { message: '' }],
    ['message', 'over 5000 characters', { message: 'x'.repeat(5001) }],
    ['message', 'a NUL byte', { message: 'nul \u0000 byte' }],
    ['lang', 'de', { lang: 'de' }],
    ['recaptcha_token', 'missing', { recaptcha_token: undefined }],
    ['recaptcha_token', 'empty', { recaptcha_token: '' }],
  ])('answers 400 naming %s (%s) and keeps what was stored', async (field, _case, overrides) => {
    const before = await storedMessages();
    const res = await t.post(url, await valid(overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: 'Bad Request',
      message: expect.stringContaining(field),
    });
    expect(Object.keys(res.json().fields)).toEqual([field]);
    expect(await storedMessages()).toEqual(before);
  });

  it('refuses a wrong or reused robot check without storing or sending anything', async () => {
    const before = await storedMessages();
    const outboxBefore = await t.app.database.db.select().from(emails);
    const wrong = await t.post(url, await valid({ recaptcha_token: 'bm90IGEgcGF5bG9hZA==' }));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields).toEqual({ recaptcha_token: expect.any(String) });

    const body = await valid();
    expect((await t.post(url, body)).statusCode).toBe(201);
    const reused = await t.post(url, body);
    expect(reused.statusCode).toBe(400);
    expect(reused.json().fields.recaptcha_token).toMatch(/already used/);
    expect(await storedMessages()).toHaveLength(before.length + 1);
    expect(await t.app.database.db.select().from(emails)).toHaveLength(outboxBefore.length + 2);
  });

  it('keeps the robot check usable when a field was wrong, so the visitor can fix and resend', async () => {
    const token = await t.captchaToken();
    const ip = newVisitorIp();
    expect(
      (await t.post(url, await valid({ recaptcha_token: token, email: 'x' }), ip)).statusCode,
    ).toBe(400);
    expect((await t.post(url, await valid({ recaptcha_token: token }), ip)).statusCode).toBe(201);
  });

  it('limits one visitor to 5 messages a minute with a JSON 429', async () => {
    const ip = newVisitorIp();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await t.post(url, await valid(), ip)).statusCode);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    const limited = await t.post(url, await valid(), ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(limited.json()).toEqual({
      error: 'Too Many Requests',
      message: expect.any(String),
      code: 'too_many_requests',
      args: { seconds: expect.any(Number) },
    });
    // Another visitor is not affected.
    expect((await t.post(url, await valid())).statusCode).toBe(201);
  });

  it('never answers 5xx to junk: wrong types, huge strings, broken JSON, extra fields', async () => {
    for (const request of junkRequests(url)) {
      const res = await t.inject(request);
      expect(res.statusCode, JSON.stringify(request).slice(0, 120)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.json()).toMatchObject({ error: expect.any(String), message: expect.any(String) });
    }
    const extra = await t.post(url, await valid({ admin: true, id: 1, handled_at: 'now' }));
    expect(extra.statusCode).toBe(201);
  });
});
