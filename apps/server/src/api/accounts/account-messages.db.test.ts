import { createHash } from 'node:crypto';
import { loginThrottles, testDatabaseKinds } from '@mdc/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { newVisitorIp } from '../captcha/form-test-support.ts';
import {
  call,
  goodPassword,
  latestLink,
  newEmail,
  registerAccount,
  testPublicUrl,
} from './account-test-support.ts';

/**
 * Issue 16 point 5 (decision 092): every refusal of the accounts API names its problem with a
 * stable code, per field (`field_codes`, beside the documented `fields`) or for the whole answer
 * (`code`), whatever the page's language; pages say the codes in their own language. Where the
 * server writes for a person itself (the plain reset page, the e-mail link's landing), it does
 * so in the request's language.
 */
describe.each(testDatabaseKinds)('account refusals name their codes on %s', (kind) => {
  let t: TestApp;
  const app = () => t.app;
  beforeAll(async () => {
    t = await createTestApp(kind, { PUBLIC_URL: testPublicUrl });
  });
  afterAll(async () => t?.close());

  const register = (body: Record<string, unknown>) =>
    call(app(), 'POST', '/api/auth/registration/', { body });
  const valid = (lang: string) => ({
    email: newEmail(),
    username: 'Ana',
    password1: goodPassword,
    password2: goodPassword,
    lang,
  });

  describe.each(['pt', 'en'])('registration from a %s page', (lang) => {
    it.each([
      [
        'a common password',
        { password1: 'Password1', password2: 'Password1' },
        'password1',
        'password_too_common',
      ],
      [
        'a short password',
        { password1: 'Ab3$xyz', password2: 'Ab3$xyz' },
        'password1',
        'too_short',
      ],
      [
        'a different confirmation',
        { password2: 'something-else' },
        'password2',
        'password_mismatch',
      ],
      ['a malformed e-mail', { email: 'not-an-address' }, 'email', 'invalid_email'],
      ['a long username', { username: 'x'.repeat(51) }, 'username', 'too_long'],
      ['an empty username', { username: '' }, 'username', 'required'],
      ['no username', { username: undefined }, 'username', 'required'],
      ['a username that is not text', { username: 7 }, 'username', 'invalid'],
    ])('%s: a 400 with its code on the field', async (_, change, field, code) => {
      const res = await register({ ...valid(lang), ...change });
      expect(res.statusCode).toBe(400);
      const body = res.json();
      expect(body.field_codes).toEqual({ [field]: code });
      // The documented payload stays: the field's English text, keyed by the API's field name.
      expect(Object.keys(body.fields)).toEqual([field]);
      expect(body.message).toBe(`${field}: ${body.fields[field]}`);
    });

    it('a taken address: email_taken', async () => {
      const first = valid(lang);
      expect((await register(first)).statusCode).toBe(201);
      const again = await register({ ...valid(lang), email: first.email.toUpperCase() });
      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual({
        error: 'Bad Request',
        message: 'email: A user is already registered with this e-mail address.',
        fields: { email: 'A user is already registered with this e-mail address.' },
        field_codes: { email: 'email_taken' },
      });
    });
  });

  it('names every missing field of an empty registration as required', async () => {
    const res = await register({});
    expect(res.json().field_codes).toEqual({
      email: 'required',
      username: 'required',
      password1: 'required',
      password2: 'required',
    });
  });

  it('an unreadable body: the body field, invalid', async () => {
    const res = await app().inject({
      method: 'POST',
      url: '/api/auth/registration/',
      payload: '{"email":',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': newVisitorIp() },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().field_codes).toEqual({ body: 'invalid' });
  });

  describe('login', () => {
    const login = (email: string, password: string, ip = newVisitorIp()) =>
      call(app(), 'POST', '/api/users/token/', { body: { email, password }, ip });

    it('a wrong password and an unknown address: invalid_credentials', async () => {
      const account = await registerAccount(app());
      for (const res of [
        await login(account.email, 'Not-the-password-1'),
        await login(newEmail('nobody'), 'Not-the-password-1'),
      ]) {
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({
          error: 'Unauthorized',
          message: 'Incorrect email or password.',
          code: 'invalid_credentials',
        });
      }
    });

    it('a locked account: account_locked with the minutes left', async () => {
      const account = await registerAccount(app());
      await app()
        .database.db.insert(loginThrottles)
        .values({
          emailKey: createHash('sha256').update(account.email.toLowerCase()).digest('hex'),
          failures: 10,
          lastFailedAt: new Date(),
          lockedUntil: new Date(Date.now() + 150_000),
        });
      const locked = await login(account.email, account.password);
      expect(locked.statusCode).toBe(429);
      expect(locked.json()).toMatchObject({ code: 'account_locked', args: { minutes: 3 } });
    });

    it('the per-address limit: too_many_requests', async () => {
      const ip = newVisitorIp();
      let last;
      for (let i = 0; i < 21; i += 1) last = await login(newEmail(), 'x-password', ip);
      expect(last!.statusCode).toBe(429);
      expect(last!.json()).toMatchObject({ code: 'too_many_requests' });
    });
  });

  describe('password reset and e-mail links', () => {
    const confirm = (body: Record<string, unknown>) =>
      call(app(), 'POST', '/api/auth/password/reset/confirm/', { body });
    const newPassword = { new_password1: 'Nova-Senha-2024', new_password2: 'Nova-Senha-2024' };

    it('a used or malformed link: invalid_link (common and mismatched passwords: account-routes)', async () => {
      const account = await registerAccount(app());
      await call(app(), 'POST', '/api/auth/password/reset/', {
        body: { email: account.email, lang: 'en' },
      });
      const { url } = await latestLink(app(), account.email, /https:\/\/\S+uid=\S+/);
      const link = { uid: url.searchParams.get('uid'), token: url.searchParams.get('token') };
      expect((await confirm({ ...link, ...newPassword })).statusCode).toBe(200);

      const used = await confirm({ ...link, ...newPassword });
      expect(used.statusCode).toBe(400);
      expect(used.json()).toEqual({
        error: 'Bad Request',
        message: 'token: This link is invalid or has expired; please ask for a new one.',
        fields: { token: 'This link is invalid or has expired; please ask for a new one.' },
        field_codes: { token: 'invalid_link' },
      });
      const malformed = await confirm({ uid: 'x y', token: 'short', ...newPassword });
      expect(malformed.json().field_codes).toEqual({ uid: 'invalid_link', token: 'invalid_link' });
    });

    it('a bad verification link: invalid_link; its landing page in the browser language', async () => {
      const bad = await call(app(), 'POST', '/api/auth/email/verify/', {
        body: { uid: '1', token: 'nonsense-token-value' },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().field_codes).toEqual({ token: 'invalid_link' });

      const landing = (acceptLanguage?: string, query = '') =>
        app().inject({
          method: 'GET',
          url: `/api/auth/email/verify/?uid=1&token=nonsense-token-value${query}`,
          headers: {
            'x-forwarded-for': newVisitorIp(),
            ...(acceptLanguage && { 'accept-language': acceptLanguage }),
          },
        });
      expect((await landing('en-GB,en;q=0.9')).headers.location).toBe(
        '/en/shop/login?email=invalid-link',
      );
      expect((await landing('pt-PT,pt;q=0.9')).headers.location).toBe(
        '/shop/login?email=invalid-link',
      );
      expect((await landing()).headers.location).toBe('/shop/login?email=invalid-link');
      // The link's own language wins over the browser's.
      expect((await landing('en', '&lang=pt')).headers.location).toBe(
        '/shop/login?email=invalid-link',
      );
    });

    it("the plain reset page speaks the browser's language and says 'too many' on the page", async () => {
      const page = (method: 'GET' | 'POST', url: string, acceptLanguage: string, ip: string) =>
        app().inject({
          method,
          url,
          ...(method === 'POST' && { payload: `email=${encodeURIComponent(newEmail())}` }),
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            'accept-language': acceptLanguage,
            'x-forwarded-for': ip,
          },
        });
      const en = await page('GET', '/accounts/password/reset/', 'en-US,en;q=0.9', newVisitorIp());
      expect(en.body).toContain('<html lang="en">');
      const pt = await page('GET', '/accounts/password/reset/', 'pt-PT', newVisitorIp());
      expect(pt.body).toContain('<html lang="pt">');

      for (const [lang, text] of [
        ['pt', 'Demasiados pedidos seguidos. Aguarde alguns minutos e tente novamente.'],
        ['en', 'Too many requests in a row. Please wait a few minutes and try again.'],
      ] as const) {
        const ip = newVisitorIp();
        let last;
        for (let i = 0; i < 6; i += 1) {
          last = await page('POST', `/accounts/password/reset/?lang=${lang}`, 'de', ip);
        }
        expect(last!.statusCode).toBe(429);
        expect(last!.headers['content-type']).toContain('text/html');
        expect(last!.body).toContain(`<html lang="${lang}">`);
        expect(last!.body).toContain(`<p role="alert" class="error">${text}</p>`);
      }
    });
  });

  describe('profile', () => {
    it('a taken, a malformed and a too long e-mail; a missing username', async () => {
      const account = await registerAccount(app());
      const other = await registerAccount(app());
      const put = (body: Record<string, unknown>) =>
        call(app(), 'PUT', '/api/users/me/', {
          token: account.access,
          body: { email: account.email, username: 'Ana', ...body },
        });
      const taken = await put({ email: other.email.toUpperCase() });
      expect(taken.json()).toMatchObject({ field_codes: { email: 'email_taken' } });
      expect((await put({ email: 'nope' })).json().field_codes).toEqual({ email: 'invalid_email' });
      expect((await put({ email: `${'a'.repeat(100)}@example.com` })).json().field_codes).toEqual({
        email: 'too_long',
      });
      expect((await put({ username: '  ' })).json().field_codes).toEqual({ username: 'required' });
      expect((await put({ phone_prefix: '351' })).json().field_codes).toEqual({
        phone_prefix: 'invalid',
      });
    });

    it('no token and an expired session: not_signed_in and session_expired', async () => {
      const none = await call(app(), 'GET', '/api/users/me/');
      expect(none.json()).toMatchObject({ code: 'not_signed_in' });
      const stale = await call(app(), 'GET', '/api/users/me/', { token: 'not-a-token' });
      expect(stale.json()).toMatchObject({ code: 'session_expired' });
      const refresh = await call(app(), 'POST', '/api/users/token/refresh/', {
        body: { refresh: 'x'.repeat(43) },
      });
      expect(refresh.json()).toMatchObject({ code: 'session_expired' });
    });
  });
});
