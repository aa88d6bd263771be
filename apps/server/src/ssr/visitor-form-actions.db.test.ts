import { randomBytes } from 'node:crypto';
import { solveAltchaChallenge } from '@mdc/core';
import { testDatabaseKinds } from '@mdc/db';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newVisitorIp } from '../api/captcha/form-test-support.ts';
import { createPageTestApp } from '../security/page-test-app.ts';
import type { TestApp } from '../test-support/test-app.ts';

/**
 * The visitor forms posted to their pages without scripts (docs/decisions/127-visitor-forms-as-route-actions.md),
 * through the whole service: the page renderer, React Router's action, the core service.
 */
describe.each(testDatabaseKinds)('visitor forms posted to their pages on %s', (kind) => {
  let t: TestApp;
  const inject = (options: InjectOptions) => t.app.inject(options);
  const postForm = (url: string, fields: Record<string, string>, ip = newVisitorIp()) =>
    inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': ip },
      payload: new URLSearchParams(fields).toString(),
    });
  const captchaToken = async () => {
    const res = await inject({
      method: 'GET',
      url: '/api/captcha/challenge/',
      headers: { 'x-forwarded-for': newVisitorIp() },
    });
    return solveAltchaChallenge(res.json());
  };
  const contact = {
    first_name: 'Ana',
    last_name: 'Silva',
    email: 'ana@example.com',
    message: 'Olá',
  };

  beforeAll(async () => {
    t = await createPageTestApp(kind);
  }, 60_000);
  afterAll(async () => t?.close());

  it('shows a refused field beside it with what was typed, in the page language', async () => {
    const res = await postForm('/formulario-contacto', {
      ...contact,
      email: 'ana@',
      last_name: '',
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.body).toMatch(/<input id="contact-email"[^>]*aria-invalid="true"[^>]*value="ana@"/);
    expect(res.body).toMatch(/<input id="contact-last_name"[^>]*aria-invalid="true"/);
    expect(res.body).toMatch(/<input id="contact-first_name"(?![^>]*aria-invalid)[^>]*value="Ana"/);
    expect(res.body).toContain('>Olá</textarea>');
    expect(res.body).toContain('id="contact-email-error"');
    expect(res.body).toContain('Erro ao enviar o formulário');
  });

  it('refuses a form without the robot check, saying so, and keeps the fields', async () => {
    const res = await postForm('/en/contact-form', contact);
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('data-testid="form-answer"');
    expect(res.body).toMatch(/role="alert"[^>]*>[^<]*robot/);
    expect(res.body).toMatch(/<input id="contact-first_name"[^>]*value="Ana"/);
    // The page says, for a browser without scripts, why the check cannot be passed.
    expect(res.body).toContain('Without JavaScript the robot check cannot run');
  });

  it('accepts a form with a solved robot check and says so', async () => {
    const res = await postForm('/en/contact-form', {
      ...contact,
      recaptcha_token: await captchaToken(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.body).toMatch(/role="status"[^>]*>Thank you for your message!/);
    expect(res.body).not.toContain('value="Ana"');
  });

  it('answers junk with a 4xx, never a 500', async () => {
    const junk = randomBytes(4096);
    const tries: [string, Buffer | string, number][] = [
      ['application/x-www-form-urlencoded', junk, 400],
      ['multipart/form-data', junk, 400],
      ['multipart/form-data; boundary=x', junk, 400],
      ['application/octet-stream', junk, 415],
      ['application/json', '{"email":"ana@example.com"}', 415],
      ['application/x-www-form-urlencoded', `message=${'a'.repeat(70_000)}`, 413],
    ];
    for (const [type, payload, status] of tries) {
      const res = await inject({
        method: 'POST',
        url: '/casa-alojamento',
        headers: { 'content-type': type, 'x-forwarded-for': newVisitorIp() },
        payload,
      });
      expect(res.statusCode, type).toBe(status);
      expect(res.headers['content-type'], type).toMatch(/^text\/html/);
    }
    const bare = await inject({
      method: 'POST',
      url: '/pagina-de-enoturismo',
      headers: { 'x-forwarded-for': newVisitorIp() },
    });
    expect(bare.statusCode).toBe(415);
  });

  it('counts a form posted to its page and sent to its API route together', async () => {
    const ip = newVisitorIp();
    for (let i = 0; i < 5; i += 1) {
      const api = await inject({
        method: 'POST',
        url: '/api/contact_form/submit/',
        headers: { 'x-forwarded-for': ip },
        payload: { ...contact, recaptcha_token: 'not-solved' },
      });
      expect(api.statusCode).toBe(400);
    }
    const page = await postForm('/formulario-contacto', contact, ip);
    expect(page.statusCode).toBe(429);
    expect(page.body).toContain('Demasiadas tentativas seguidas');
    const api = await inject({
      method: 'POST',
      url: '/api/contact_form/submit/',
      headers: { 'x-forwarded-for': ip },
      payload: contact,
    });
    expect(api.statusCode).toBe(429);
    expect(api.headers['retry-after']).toBeDefined();
    // Another form keeps its own counter.
    const newsletter = await postForm('/', { email: 'ana@example.com' }, ip);
    expect(newsletter.statusCode).toBe(400);
  });

  it('subscribes to the newsletter from the home page', async () => {
    const res = await postForm('/en', {
      email: `n-${randomBytes(3).toString('hex')}@example.com`,
      recaptcha_token: await captchaToken(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/role="status"[^>]*>Almost done/);
  });
});
