import { randomBytes } from 'node:crypto';
import { solveAltchaChallenge, startTestSmtpServer, type TestSmtpServer } from '@mdc/core';
import type { TestDatabaseKind } from '@mdc/db';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

/** Tests only: the API with a real in-process SMTP server behind the mail outbox. */
export interface FormTestApp extends TestApp {
  smtp: TestSmtpServer;
  /** POSTs JSON from a visitor address of its own, so rate limits only bite where meant to. */
  post(url: string, body: unknown, ip?: string): Promise<LightMyRequestResponse>;
  inject(options: InjectOptions): Promise<LightMyRequestResponse>;
  /** Fetches a challenge from the API and solves it as the widget would. */
  captchaToken(): Promise<string>;
  /** Waits until every e-mail queued so far went through the outbox. */
  deliverMail(): Promise<void>;
  /** E-mails the SMTP server received for one address. */
  mailTo(address: string): TestSmtpServer['received'];
}

let visitors = 0;
// Per test file: rate-limit counters in a shared Redis outlive one run.
const run = randomBytes(2).toString('hex');
/**
 * A documentation address (RFC 3849, 2001:db8::/32) no other request used, in a /64 of its own:
 * the rate limiter counts an IPv6 client by its /64 (docs/decisions/111-one-form-library.md).
 */
export function newVisitorIp(): string {
  visitors += 1;
  return `2001:db8:${run}:${visitors.toString(16)}::1`;
}

export async function createFormTestApp(
  kind: TestDatabaseKind,
  env: Record<string, string> = {},
): Promise<FormTestApp> {
  const smtp = await startTestSmtpServer();
  const t = await createTestApp(kind, {
    SMTP_URL: smtp.url,
    ESTATE_EMAIL: 'geral@montedascegonhas.test',
    PUBLIC_URL: 'https://vinhos.example',
    ...env,
  });
  const inject = (options: InjectOptions) => t.app.inject(options);
  return {
    ...t,
    smtp,
    inject,
    post: (url, body, ip = newVisitorIp()) =>
      inject({ method: 'POST', url, payload: body as object, headers: { 'x-forwarded-for': ip } }),
    async captchaToken() {
      const res = await inject({
        method: 'GET',
        url: '/api/captcha/challenge/',
        headers: { 'x-forwarded-for': newVisitorIp() },
      });
      return solveAltchaChallenge(res.json());
    },
    async deliverMail() {
      await t.app.services.mail.flush();
    },
    mailTo: (address) => smtp.received.filter((m) => m.envelope.to.includes(address)),
    async close() {
      await t.close();
      await smtp.close();
    },
  };
}

/** A solved robot check from this instance's challenge, as the widget would send it. */
export async function solvedChallenge(t: TestApp): Promise<string> {
  return solveAltchaChallenge(
    (await t.app.inject({ method: 'GET', url: '/api/captcha/challenge/' })).json(),
  );
}

/** A contact message from visitor `ip` (a fresh robot check unless `token` is given). */
export async function contactFrom(t: TestApp, ip: string, token?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/contact_form/submit/',
    headers: { 'x-forwarded-for': ip },
    payload: {
      first_name: 'Ana',
      last_name: 'Lopes',
      email: `ana+${randomBytes(3).toString('hex')}@example.com`,
      message: 'Olá',
      recaptcha_token: token ?? (await solvedChallenge(t)),
    },
  });
}

/** Requests that must never answer 5xx, for every form route (types, sizes, syntax). */
export function junkRequests(url: string): InjectOptions[] {
  const json = (payload: string) => ({
    method: 'POST' as const,
    url,
    payload,
    headers: { 'content-type': 'application/json', 'x-forwarded-for': newVisitorIp() },
  });
  return [
    json('{"email": '),
    json('null'),
    json('[]'),
    json('"text"'),
    json('12'),
    json('{"__proto__": {"polluted": true}, "constructor": {"prototype": {}}}'),
    json(JSON.stringify({ email: 'x'.repeat(100_000) })),
    json(JSON.stringify({ message: '\u0000'.repeat(10), first_name: '\u0000' })),
    // What PostgreSQL cannot store (docs/decisions/098-input-bytes-and-integers.md).
    json(JSON.stringify({ email: 'a\ud800@example.com', message: '\ud800', name: 'x\udfff' })),
    json(JSON.stringify({ id: 2 ** 31, wine_id: 2 ** 53, paymentIntentId: 'pi\u0000' })),
    json('x'.repeat(1_100_000)),
    {
      method: 'POST',
      url,
      payload: 'email=a@b.pt',
      headers: { 'x-forwarded-for': newVisitorIp() },
    },
    {
      method: 'POST',
      url,
      payload: 'plain',
      headers: { 'content-type': 'text/plain', 'x-forwarded-for': newVisitorIp() },
    },
    { method: 'POST', url, headers: { 'x-forwarded-for': newVisitorIp() } },
  ];
}
