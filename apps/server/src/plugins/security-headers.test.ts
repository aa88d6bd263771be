import type { ServerResponse } from 'node:http';
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

describe('security headers on every response', () => {
  async function twoResponses() {
    const app = Fastify();
    await app.register(securityHeaders, { dev: false });
    app.get('/', async (_request, reply) => reply.cspNonce);
    const responses = [await app.inject('/'), await app.inject('/')];
    await app.close();
    return responses;
  }

  it('are helmet’s headers, in its order, as its middleware set them per request', async () => {
    const [res] = await twoResponses();
    // Node's getRawHeaderNames (names as set, in order) is missing from @types/node 20.
    const response = res!.raw.res as ServerResponse & { getRawHeaderNames(): string[] };
    const names = response.getRawHeaderNames();
    // What helmet's middleware, run on every request before decision 112, sent (curl -D-).
    expect(names.slice(0, 12)).toEqual([
      'Content-Security-Policy',
      'Cross-Origin-Opener-Policy',
      'Cross-Origin-Resource-Policy',
      'Origin-Agent-Cluster',
      'Referrer-Policy',
      'Strict-Transport-Security',
      'X-Content-Type-Options',
      'X-DNS-Prefetch-Control',
      'X-Download-Options',
      'X-Frame-Options',
      'X-Permitted-Cross-Domain-Policies',
      'X-XSS-Protection',
    ]);
    expect(
      String(res!.headers['content-security-policy']).replace(/'nonce-[0-9a-f]{32}'/g, "'nonce-N'"),
    ).toBe(
      "default-src 'self';base-uri 'none';font-src 'self';form-action 'self';" +
        "frame-ancestors 'self';img-src 'self' data: blob:;object-src 'none';" +
        "script-src 'self' https://www.airbnb.com 'nonce-N';script-src-attr 'none';" +
        "style-src 'self' 'nonce-N';frame-src https://www.openstreetmap.org https://www.airbnb.com;" +
        "style-src-attr 'unsafe-inline';connect-src 'self'",
    );
    expect(res!.headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
    expect(res!.headers['x-content-type-options']).toBe('nosniff');
    expect(res!.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('carry fresh nonces for each response, the ones the page is given', async () => {
    const responses = await twoResponses();
    const nonces = responses.map((res) => {
      const given = res.json<{ script: string; style: string }>();
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain(`script-src 'self' https://www.airbnb.com 'nonce-${given.script}'`);
      expect(csp).toContain(`style-src 'self' 'nonce-${given.style}'`);
      expect(given.script).toMatch(/^[0-9a-f]{32}$/);
      expect(given.style).toMatch(/^[0-9a-f]{32}$/);
      return [given.script, given.style];
    });
    expect(new Set(nonces.flat()).size).toBe(4);
  });
});

describe('security headers of the API’s answers', () => {
  async function get(url: string) {
    const app = Fastify();
    await app.register(securityHeaders, { dev: false });
    app.get('/api/shop/products/', async () => []);
    app.get('/api/orders/:code/invoice.pdf', async () => 'pdf');
    app.get('/shop', async () => 'page');
    const res = await app.inject(url);
    await app.close();
    return res;
  }

  it('allow nothing to run or frame them, with HSTS, nosniff and no referrer', async () => {
    for (const url of ['/api/shop/products/?lang=pt', '/api/no-such-route/']) {
      const res = await get(url);
      expect(res.headers['content-security-policy'], url).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
      expect(res.headers['x-frame-options'], url).toBe('DENY');
      expect(res.headers['strict-transport-security'], url).toBe(
        'max-age=63072000; includeSubDomains',
      );
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['referrer-policy'], url).toBe('no-referrer');
      expect(res.headers['cross-origin-resource-policy'], url).toBe('same-origin');
    }
  });

  it('leave the pages’ policy to pages and to the PDFs the browser shows', async () => {
    for (const url of ['/shop', '/api/orders/A1/invoice.pdf']) {
      const res = await get(url);
      expect(res.headers['content-security-policy'], url).toMatch(/script-src [^;]*'nonce-/);
      expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
    }
  });
});
