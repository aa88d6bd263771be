import { randomBytes } from 'node:crypto';
import { emails } from '@mdc/db';
import { desc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { App } from '../../app.ts';
import { newVisitorIp } from '../captcha/form-test-support.ts';
import { demoIds, oneExmoToEvora } from '../checkout/checkout-test-support.ts';

export const testJwtSecret = 'test-secret-that-is-long-enough-for-hs256-signing';
export const testPublicUrl = 'https://vinhos.example';
export const goodPassword = 'Cegonha-Branca-2024';

/** A fresh address no other test used. */
export const newEmail = (name = 'cliente') =>
  `${name}.${randomBytes(5).toString('hex')}@example.com`;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A request from a visitor address of its own, with a bearer token when given. */
export function call(
  app: App,
  method: Method,
  url: string,
  options: { body?: unknown; token?: string; ip?: string } = {},
) {
  return app.inject({
    method,
    url,
    ...(options.body !== undefined && { payload: options.body as object }),
    headers: {
      'x-forwarded-for': options.ip ?? newVisitorIp(),
      ...(options.token && { authorization: `Bearer ${options.token}` }),
    },
  }) as Promise<LightMyRequestResponse>;
}

export interface TestAccount {
  email: string;
  password: string;
  access: string;
  refresh: string;
}

/** Registers an account (signed in by the registration answer). */
export async function registerAccount(
  app: App,
  overrides: Record<string, unknown> = {},
): Promise<TestAccount> {
  const email = (overrides.email as string | undefined) ?? newEmail();
  const res = await call(app, 'POST', '/api/auth/registration/', {
    body: {
      email,
      username: 'Cliente',
      password1: goodPassword,
      password2: goodPassword,
      lang: 'pt',
      ...overrides,
    },
  });
  if (res.statusCode !== 201) throw new Error(`registration failed: ${res.body}`);
  const { access, refresh } = res.json();
  return { email: email.toLowerCase(), password: goodPassword, access, refresh };
}

/** The newest e-mail queued for an address, and the first link in it matching a pattern. */
export async function latestLink(app: App, to: string, pattern: RegExp) {
  const [mail] = await app.database.db
    .select()
    .from(emails)
    .where(eq(emails.to, to))
    .orderBy(desc(emails.id))
    .limit(1);
  const link = mail?.text.match(pattern)?.[0];
  if (!mail || !link) throw new Error(`no e-mail with ${pattern} for ${to}`);
  return { mail, url: new URL(link) };
}

/** One bottle of Exmo bought and paid through the API, with the bearer token when given. */
export async function buyOneBottle(
  app: App,
  options: {
    token?: string;
    customer?: Record<string, unknown>;
    /** More of the intent payload, e.g. a discount code and the total it gives. */
    intent?: Record<string, unknown>;
  } = {},
) {
  const ids = await demoIds(app.database.db);
  const request = { ...oneExmoToEvora(ids), ...options.intent };
  const customer = { ...request.customer, ...options.customer };
  const token = options.token;
  const intent = await call(app, 'POST', '/api/checkout/create-payment-intent/', {
    body: { ...request, customer },
    ...(token && { token }),
  });
  if (intent.statusCode !== 200) throw new Error(`intent failed: ${intent.body}`);
  const { paymentIntentId, clientSecret } = intent.json();
  await call(app, 'POST', '/api/checkout/offline-payments/confirm/', {
    body: {
      paymentIntentId,
      clientSecret,
      card_number: '4242424242424242',
      expiry: '12/39',
      cvc: '123',
    },
  });
  const confirmed = await call(app, 'POST', '/api/checkout/confirm-order/', {
    body: {
      cart: request.cart,
      customer,
      user_id: null,
      paymentIntentId,
      shipping_option_id: request.shipping_option_id,
      language: 'pt',
    },
    ...(token && { token }),
  });
  if (confirmed.statusCode !== 200) throw new Error(`confirm failed: ${confirmed.body}`);
  return { checkoutId: request.checkout_id, code: confirmed.json().code as string };
}
