import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { securityHeaders } from './security-headers.ts';

async function policy(opts: {
  dev: boolean;
  recaptcha?: boolean;
  stripe?: boolean;
}): Promise<string> {
  const app = Fastify();
  await app.register(securityHeaders, opts);
  app.get('/', async () => 'ok');
  const res = await app.inject('/');
  await app.close();
  return String(res.headers['content-security-policy']);
}

describe('security headers', () => {
  it('allows no Google origin while ALTCHA is the robot check', async () => {
    const csp = await policy({ dev: false });
    expect(csp).not.toMatch(/google|gstatic/);
    // The ALTCHA worker is a file of our own origin: worker-src falls back to script-src.
    expect(csp).toMatch(/script-src 'self'/);
    expect(csp).not.toMatch(/worker-src/);
  });

  it('allows reCAPTCHA’s script and frame origins once it is configured', async () => {
    const csp = await policy({ dev: false, recaptcha: true });
    expect(csp).toMatch(/script-src [^;]*https:\/\/www\.google\.com\/recaptcha\//);
    expect(csp).toMatch(/script-src [^;]*https:\/\/www\.gstatic\.com\/recaptcha\//);
    expect(csp).toMatch(/frame-src [^;]*https:\/\/www\.google\.com\/recaptcha\//);
    expect(csp).toMatch(/frame-src [^;]*https:\/\/recaptcha\.google\.com\/recaptcha\//);
  });

  it('allows Stripe’s origins only when Stripe is configured', async () => {
    expect(await policy({ dev: false })).not.toMatch(/stripe/);
    const csp = await policy({ dev: false, stripe: true });
    expect(csp).toMatch(/script-src [^;]*https:\/\/js\.stripe\.com/);
    expect(csp).toMatch(/frame-src [^;]*https:\/\/js\.stripe\.com/);
    expect(csp).toMatch(/frame-src [^;]*https:\/\/hooks\.stripe\.com/);
    expect(csp).toMatch(/connect-src 'self' https:\/\/api\.stripe\.com/);
  });
});
