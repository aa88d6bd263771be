import { testDatabaseKinds } from '@mdc/db';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerAccount } from './accounts/account-test-support.ts';
import { adminTestApp } from './admin/admin-test-support.ts';
import { apiErrorSchema } from './api-error-schema.ts';
import { newVisitorIp } from './captcha/form-test-support.ts';
import { demoIds, newCheckoutId, type DemoIds } from './checkout/checkout-test-support.ts';

/** The keys an error answer may have (docs/product/api.md#conventions, decision 135). */
const shapeKeys = ['error', 'message', 'fields', 'field_codes', 'code', 'args'];

/**
 * Each domain's refusal through its real route answers the one shape, with a stable code and a
 * message in the request's language (docs/decisions/135-one-error-model.md).
 */
describe.each(testDatabaseKinds)('every kind of refusal on %s', (kind) => {
  const test = adminTestApp(kind);
  let ids: DemoIds;

  beforeAll(async () => {
    ids = await demoIds(test.db());
  });

  const send = (
    method: 'GET' | 'POST',
    url: string,
    options: { body?: object; lang?: string; token?: string } = {},
  ) =>
    test.app.inject({
      method,
      url,
      ...(options.body && { payload: options.body }),
      headers: {
        'x-forwarded-for': newVisitorIp(),
        ...(options.lang && { 'accept-language': options.lang }),
        ...(options.token && { authorization: `Bearer ${options.token}` }),
      },
    }) as Promise<LightMyRequestResponse>;

  /** The one shape: nothing else, a code, a message; parsed by the documented schema. */
  function refusal(res: LightMyRequestResponse, status: number, code: string) {
    expect(res.statusCode, res.body).toBe(status);
    const body = res.json() as Record<string, unknown>;
    expect(Object.keys(body).filter((key) => !shapeKeys.includes(key))).toEqual([]);
    expect(() => apiErrorSchema.parse(body)).not.toThrow();
    expect(body.code ?? Object.values(body.field_codes as object)[0]).toBe(code);
    return body as { message: string; fields?: Record<string, string> };
  }

  it('checkout: a payment no order waits for, in the payload’s language', async () => {
    const url = '/api/checkout/awaiting-payment/';
    const body = (language: string) => ({ paymentIntentId: 'pi_nobody_waits', language });
    const pt = refusal(await send('POST', url, { body: body('pt') }), 404, 'payment_not_waiting');
    expect(pt.message).toBe('Nenhuma encomenda está à espera deste pagamento.');
    const en = refusal(await send('POST', url, { body: body('en') }), 404, 'payment_not_waiting');
    expect(en.message).toBe('No order is waiting for this payment.');
  });

  it('discount: an unknown code, naming discount_code, in the payload’s language', async () => {
    const body = (language: string) => ({
      discount_code: 'NO-SUCH-CODE',
      cart: [{ id: ids.exmo, quantity: 1 }],
      checkout_id: newCheckoutId(),
      language,
    });
    const url = '/api/shop/discount-codes/check/';
    const pt = refusal(await send('POST', url, { body: body('pt') }), 422, 'discount_unknown');
    expect(pt.message).toMatch(/^Não conhecemos este código de desconto/);
    expect(pt.fields).toEqual({ discount_code: pt.message });
    const en = refusal(await send('POST', url, { body: body('en') }), 422, 'discount_unknown');
    expect(en.message).toMatch(/^We do not know this discount code/);
  });

  it('accounts: wrong credentials and a taken e-mail, in Accept-Language’s language', async () => {
    const account = await registerAccount(test.app);
    const wrong = { email: account.email, password: `${account.password}x` };
    const url = '/api/users/token/';
    const pt = refusal(
      await send('POST', url, { body: wrong, lang: 'pt-PT' }),
      401,
      'invalid_credentials',
    );
    expect(pt.message).toBe('E-mail ou palavra-passe incorretos.');
    const en = refusal(
      await send('POST', url, { body: wrong, lang: 'en' }),
      401,
      'invalid_credentials',
    );
    expect(en.message).toBe('Incorrect email or password.');
    const again = {
      email: account.email,
      username: 'Outra',
      password1: 'uma frase bem comprida 42',
      password2: 'uma frase bem comprida 42',
      lang: 'pt',
    };
    // The payload's lang is the account's e-mail language; the browser's asks for the texts.
    const taken = refusal(
      await send('POST', '/api/auth/registration/', { body: again, lang: 'pt' }),
      400,
      'email_taken',
    );
    expect(taken.message).toMatch(/^email: Já existe uma conta com este e-mail/);
    const english = refusal(
      await send('POST', '/api/auth/registration/', { body: again }),
      400,
      'email_taken',
    );
    expect(english.message).toBe('email: A user is already registered with this e-mail address.');
  });

  it('admin: a record that does not exist, the staff text in Portuguese', async () => {
    const url = '/api/admin/orders/999999/';
    const token = test.staff.access;
    const pt = refusal(await send('GET', url, { token, lang: 'pt' }), 404, 'not_found');
    expect(pt.message).toBe('Este registo já não existe. Volte à lista e atualize-a.');
    const en = refusal(await send('GET', url, { token, lang: 'en' }), 404, 'not_found');
    expect(en.message).toBe('Order 999999 not found.');
  });

  it('withdrawal: an order link that does not exist, in Accept-Language’s language', async () => {
    const url = '/api/checkout/orders/by-code/no-such-order-code-at-all/withdrawal/';
    const body = { confirm: true };
    const pt = refusal(await send('POST', url, { body, lang: 'pt' }), 404, 'not_found');
    expect(pt.message).toBe('Esta ligação expirou ou o código não existe.');
    const en = refusal(await send('POST', url, { body, lang: 'en' }), 404, 'not_found');
    expect(en.message).toBe('This link has expired or the code does not exist.');
  });

  it('signed out: a 401 asking for a bearer token, in the same shape', async () => {
    const res = await send('GET', '/api/users/me/', { lang: 'pt' });
    expect(res.headers['www-authenticate']).toBe('Bearer');
    expect(refusal(res, 401, 'not_signed_in').message).toBe('Não iniciou sessão.');
  });
});
