import { AdminError, DomainError } from '@mdc/core';
import Fastify from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorHandler } from './error-handler.ts';
import { rateLimits } from './rate-limit.ts';

/**
 * The one error handler (docs/decisions/135-one-error-model.md): every kind of refusal answers
 * the same shape, in the request's language.
 */
describe('the one error handler', () => {
  const app = Fastify({ bodyLimit: 1024 }).withTypeProvider<ZodTypeProvider>();

  beforeAll(async () => {
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await app.register(errorHandler);
    await app.register(rateLimits, {});
    // A scope of its own, as the route plugins are: its refusals still reach the one handler.
    await app.register(async (scope) => {
      scope.post(
        '/domain',
        { schema: { body: z.looseObject({ language: z.string().optional() }).optional() } },
        async () => {
          throw new DomainError(429, 'hold_limit', {
            args: { minutes: 3 },
            retryAfterSeconds: 180,
          });
        },
      );
      scope.get('/field', async () => {
        throw new DomainError(400, 'adult_required', { field: 'adult_confirmed' });
      });
      scope.get('/signed-out', async () => {
        throw new DomainError(401, 'not_signed_in');
      });
      scope.get('/staff', async () => {
        throw new AdminError(409, 'Order MC-1 is already cancelled.').as(
          'order_already_cancelled',
          { order: 'MC-1' },
        );
      });
      scope.post(
        '/form',
        { schema: { body: z.object({ email: z.email(), name: z.string().min(1) }) } },
        async () => 'ok',
      );
      scope.get('/limited', { config: { rateLimit: { max: 1, timeWindow: 60_000 } } }, () => 'ok');
      scope.get('/broken', async () => {
        throw new Error('connection string with a password');
      });
    });
    await app.ready();
  });
  afterAll(() => app.close());

  const inject = (
    method: 'GET' | 'POST',
    url: string,
    options: { lang?: string; payload?: string | object } = {},
  ) =>
    app.inject({
      method,
      url,
      headers: {
        ...(options.lang && { 'accept-language': options.lang }),
        ...(typeof options.payload === 'string' && { 'content-type': 'application/json' }),
      },
      ...(options.payload !== undefined && { payload: options.payload }),
    });

  it('answers a domain refusal with its code, arguments and retry-after, in the payload’s language', async () => {
    const pt = await inject('POST', '/domain', { payload: { language: 'pt' }, lang: 'en' });
    expect(pt.statusCode).toBe(429);
    expect(pt.headers['retry-after']).toBe('180');
    expect(pt.json()).toEqual({
      error: 'Too Many Requests',
      message:
        'Já tem encomendas à espera de pagamento com estes vinhos reservados. Conclua uma delas ou tente de novo dentro de 3 min.',
      code: 'hold_limit',
      args: { minutes: 3 },
    });
    const en = await inject('POST', '/domain', { payload: { language: 'en' }, lang: 'pt' });
    expect(en.json().message).toMatch(/^You already have orders waiting for payment/);
  });

  it('says it in Accept-Language’s language without a payload language, else in English', async () => {
    const pt = await inject('GET', '/field', { lang: 'pt-PT,pt;q=0.9,en;q=0.5' });
    expect(pt.statusCode).toBe(400);
    expect(pt.json()).toEqual({
      error: 'Bad Request',
      message: 'Confirme que tem 18 anos ou mais.',
      fields: { adult_confirmed: 'Confirme que tem 18 anos ou mais.' },
      code: 'adult_required',
    });
    const none = await inject('GET', '/field');
    expect(none.json().message).toBe('The buyer must confirm being 18 or older.');
  });

  it('asks for a bearer token on a 401', async () => {
    const res = await inject('GET', '/signed-out', { lang: 'en' });
    expect(res.statusCode).toBe(401);
    expect(res.headers['www-authenticate']).toBe('Bearer');
    expect(res.json()).toMatchObject({ code: 'not_signed_in' });
  });

  it('answers the staff API’s refusal with its code, in the same shape', async () => {
    const en = await inject('GET', '/staff', { lang: 'en' });
    expect(en.json()).toEqual({
      error: 'Conflict',
      message: 'Order MC-1 is already cancelled.',
      code: 'order_already_cancelled',
      args: { order: 'MC-1' },
    });
    const pt = await inject('GET', '/staff', { lang: 'pt' });
    expect(pt.json().message).toBe('A encomenda MC-1 já está cancelada.');
  });

  it('names each invalid field with its code and its schema’s text (decision 092)', async () => {
    const res = await inject('POST', '/form', { payload: { email: 'nope' }, lang: 'pt' });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.field_codes).toEqual({ email: 'invalid_email', name: 'required' });
    expect(Object.keys(body.fields)).toEqual(['email', 'name']);
    expect(body.message).toBe(`email: ${body.fields.email} | name: ${body.fields.name}`);
  });

  it('does not take an account’s lang for the language of its refusal', async () => {
    const res = await inject('POST', '/domain', { payload: { lang: 'pt' } as object });
    expect(res.json().message).toMatch(/^You already have orders/);
  });

  it('names the body when it is not JSON, or too large', async () => {
    const bad = await inject('POST', '/form', { payload: '{"email":', lang: 'en' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      error: 'Bad Request',
      message: 'body: is not valid JSON',
      fields: { body: 'is not valid JSON' },
      field_codes: { body: 'invalid' },
    });
    const large = await inject('POST', '/form', {
      payload: JSON.stringify({ email: 'x'.repeat(2000) }),
      lang: 'pt',
    });
    expect(large.statusCode).toBe(413);
    expect(large.json()).toMatchObject({
      message: 'body: é demasiado grande',
      field_codes: { body: 'invalid' },
    });
  });

  it('answers a rate limit’s refusal as too_many_requests with the seconds to wait', async () => {
    expect((await inject('GET', '/limited')).statusCode).toBe(200);
    const res = await inject('GET', '/limited', { lang: 'pt' });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({
      error: 'Too Many Requests',
      message: 'Demasiados pedidos; tente novamente dentro de 60 s.',
      code: 'too_many_requests',
      args: { seconds: 60 },
    });
  });

  it('never shows internals: a 500 names the request only', async () => {
    const res = await inject('GET', '/broken', { lang: 'en' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      error: 'Internal Server Error',
      message: expect.stringMatching(/^Something went wrong on our side \(request .+\)\.$/),
      code: 'internal_error',
    });
    expect(res.body).not.toContain('password');
  });
});
