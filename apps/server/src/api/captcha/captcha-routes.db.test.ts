import { solveAltchaChallenge, startFakeRecaptcha, type FakeRecaptcha } from '@mdc/core';
import { testDatabaseKinds } from '@mdc/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { newVisitorIp } from './form-test-support.ts';

const contact = (recaptcha_token: string) => ({
  first_name: 'Ana',
  last_name: 'Lopes',
  email: 'ana@example.com',
  message: 'Olá',
  recaptcha_token,
  lang: 'pt',
});

describe.each(testDatabaseKinds)('ALTCHA challenges on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t?.close());

  it('hands out fresh signed challenges, never cached, that the pages’ widget can solve', async () => {
    expect(t.app.services.captcha.publicConfig()).toEqual({
      provider: 'altcha',
      challengeUrl: '/api/captcha/challenge/',
    });
    const get = () => t.app.inject({ method: 'GET', url: '/api/captcha/challenge/' });
    const [a, b] = [await get(), await get()];
    expect(a.statusCode).toBe(200);
    expect(a.headers['cache-control']).toBe('no-store');
    expect(a.json().parameters).toMatchObject({
      algorithm: 'SHA-256',
      keyPrefix: expect.any(String),
    });
    expect(a.json().signature).not.toBe(b.json().signature);

    const token = await solveAltchaChallenge(a.json());
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact_form/submit/',
      payload: contact(token),
    });
    expect(res.statusCode).toBe(201);
  });

  it('limits challenges to 60 a minute per visitor', async () => {
    const ip = newVisitorIp();
    const statuses: number[] = [];
    for (let i = 0; i < 61; i += 1) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/captcha/challenge/',
        headers: { 'x-forwarded-for': ip },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(60);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('reCAPTCHA when its keys are configured', () => {
  let google: FakeRecaptcha;
  let t: TestApp;
  beforeAll(async () => {
    google = await startFakeRecaptcha('the-secret');
    t = await createTestApp('pglite', {
      RECAPTCHA_SITE_KEY: 'the-site-key',
      RECAPTCHA_SECRET: 'the-secret',
      RECAPTCHA_VERIFY_URL: google.url,
    });
  });
  afterAll(async () => {
    await t?.close();
    await google?.close();
  });

  const submit = (token: string, ip = newVisitorIp()) =>
    t.app.inject({
      method: 'POST',
      url: '/api/contact_form/submit/',
      payload: contact(token),
      headers: { 'x-forwarded-for': ip },
    });

  it('publishes the site key only and issues no ALTCHA challenges', async () => {
    expect(t.app.services.captcha.publicConfig()).toEqual({
      provider: 'recaptcha',
      siteKey: 'the-site-key',
    });
    const res = await t.app.inject({ method: 'GET', url: '/api/captcha/challenge/' });
    expect(res.statusCode).toBe(404);
  });

  it('verifies the token with Google, sending the visitor address', async () => {
    google.issue('token-1');
    const ip = newVisitorIp();
    expect((await submit('token-1', ip)).statusCode).toBe(201);
    expect(google.requests.at(-1)?.get('remoteip')).toBe(ip);
    const reused = await submit('token-1');
    expect(reused.statusCode).toBe(400);
    expect(reused.json().fields).toEqual({ recaptcha_token: expect.stringMatching(/expired/) });
    const wrong = await submit('made-up');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields).toEqual({ recaptcha_token: expect.any(String) });
  });

  it('answers 503 when Google cannot be asked', async () => {
    await google.close();
    const res = await submit('token-2');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ error: 'Service Unavailable', message: expect.any(String) });
  });
});
