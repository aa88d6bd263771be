import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createCaptchaVerifier } from './captcha.ts';
import { startFakeRecaptcha, type FakeRecaptcha } from './testing.ts';

describe('reCAPTCHA verifier against a fake siteverify', () => {
  let google: FakeRecaptcha;
  const logger = { error: vi.fn() };
  beforeAll(async () => {
    google = await startFakeRecaptcha('server-secret');
  });
  afterAll(async () => google?.close());

  const verifier = (secret = 'server-secret', verifyUrl = google.url) =>
    createCaptchaVerifier({
      secret: 'jwt-secret-not-used-here',
      recaptcha: { siteKey: 'site-key', secret, verifyUrl },
      logger,
    });

  it('is chosen when both keys are set, and publishes only the site key', () => {
    const v = verifier();
    expect(v.provider).toBe('recaptcha');
    expect(v.publicConfig()).toEqual({ provider: 'recaptcha', siteKey: 'site-key' });
    expect(v.createChallenge).toBeUndefined();
  });

  it('accepts a token Google accepts, with the secret and the visitor address sent', async () => {
    google.issue('good-token');
    expect(await verifier().verify('good-token', { remoteIp: '203.0.113.9' })).toEqual({
      ok: true,
    });
    const request = google.requests.at(-1)!;
    expect(request.get('secret')).toBe('server-secret');
    expect(request.get('response')).toBe('good-token');
    expect(request.get('remoteip')).toBe('203.0.113.9');
  });

  it('maps Google’s refusals', async () => {
    const v = verifier();
    expect(await v.verify('')).toEqual({ ok: false, reason: 'missing' });
    expect(await v.verify('made-up')).toEqual({ ok: false, reason: 'invalid' });
    google.issue('once');
    expect(await v.verify('once')).toEqual({ ok: true });
    expect(await v.verify('once')).toEqual({ ok: false, reason: 'expired' });
  });

  it('does not blame the visitor for a wrong secret or an unreachable Google', async () => {
    google.issue('t1');
    expect(await verifier('wrong-secret').verify('t1')).toEqual({
      ok: false,
      reason: 'unavailable',
    });
    expect(logger.error).toHaveBeenCalledWith(expect.anything(), expect.stringMatching(/SECRET/));
    const down = verifier('server-secret', 'http://127.0.0.1:1/siteverify');
    expect(await down.verify('t1')).toEqual({ ok: false, reason: 'unavailable' });
  });
});
