import { describe, expect, it } from 'vitest';
import { ApiError } from '../../ui/api-client';
import { formOutcome, newsletterOutcome, settle, type Settled } from './form-outcomes';

const answered = (body: unknown): Settled => ({ ok: true, body });
const refused = (status: number, body: unknown): Settled => ({
  ok: false,
  error: new ApiError(status, body),
});
const unreachable: Settled = { ok: false, error: new TypeError('Failed to fetch') };

describe('newsletter outcome (docs/product/site-pages.md#visitor-forms)', () => {
  it.each([
    [answered({ status: 'success' }), 'success'],
    [answered({ status: 'duplicate' }), 'duplicate'],
    [answered({ status: 'invalid' }), 'invalid'],
    [answered({ status: 'queued' }), 'unknown'],
    [answered(null), 'unknown'],
    [
      refused(400, { status: 'invalid', fields: { email: 'must be a valid e-mail address' } }),
      'invalid',
    ],
    [refused(409, { status: 'duplicate' }), 'duplicate'],
    [refused(400, { fields: { recaptcha_token: 'The robot check expired' } }), 'robot'],
    [refused(429, { error: 'Too Many Requests' }), 'failed'],
    [refused(503, { error: 'Service Unavailable' }), 'failed'],
    [refused(500, '<html>'), 'failed'],
    [unreachable, 'failed'],
  ] as const)('%j → %s', (result, outcome) => {
    expect(newsletterOutcome(result)).toBe(outcome);
  });
});

describe('contact and booking outcome', () => {
  const fields = ['first_name', 'email', 'message'] as const;

  it('is a success on any 2xx answer', () => {
    expect(formOutcome(answered({ status: 'success' }), fields)).toEqual({ kind: 'success' });
  });

  it('keeps only the fields the form shows', () => {
    const result = refused(400, {
      error: 'Bad Request',
      fields: { email: 'must be a valid e-mail address', lang: 'bad', message: 7 },
    });
    expect(formOutcome(result, fields)).toEqual({
      kind: 'fields',
      fields: { email: 'must be a valid e-mail address' },
    });
  });

  it('tells a refused robot check from other refusals', () => {
    expect(formOutcome(refused(400, { fields: { recaptcha_token: 'reused' } }), fields)).toEqual({
      kind: 'robot',
    });
    expect(formOutcome(refused(400, { fields: { room_id: 'bad' } }), fields)).toEqual({
      kind: 'server',
    });
    expect(formOutcome(refused(400, 'Bad Request'), fields)).toEqual({ kind: 'server' });
  });

  it('names rate limits, server failures and network failures', () => {
    expect(formOutcome(refused(429, {}), fields)).toEqual({ kind: 'tooMany' });
    expect(formOutcome(refused(503, {}), fields)).toEqual({ kind: 'server' });
    expect(formOutcome(refused(500, null), fields)).toEqual({ kind: 'server' });
    expect(formOutcome(unreachable, fields)).toEqual({ kind: 'network' });
  });
});

describe('settle', () => {
  it('turns a promise into a result', async () => {
    expect(await settle(Promise.resolve(1))).toEqual({ ok: true, body: 1 });
    const error = new ApiError(500, null);
    expect(await settle(Promise.reject(error))).toEqual({ ok: false, error });
  });
});
