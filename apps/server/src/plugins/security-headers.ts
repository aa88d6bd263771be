import { randomFillSync } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

/** The nonces of one response: every inline script and style of a page carries its own. */
export interface CspNonces {
  script: string;
  style: string;
}

declare module 'fastify' {
  interface FastifyReply {
    cspNonce: CspNonces;
  }
}

/** Where each nonce goes in helmet's headers, read once at start-up. */
const placeholder: Record<keyof CspNonces, string> = {
  script: '{script-nonce}',
  style: '{style-nonce}',
};
const nonceSource = (kind: keyof CspNonces) => () => `'nonce-${placeholder[kind]}'`;

/** A header as helmet set it: fixed, or its parts around the nonces' placeholders. */
type HeaderValue = string | string[];

/**
 * Runs helmet's middleware once on a stand-in response and keeps what it set, in its order, with
 * the placeholders of the nonces split out (helmet validated the policy while doing so).
 */
function headersOf(middleware: ReturnType<typeof helmet>): [string, HeaderValue][] {
  const headers: [string, HeaderValue][] = [];
  const response = {
    setHeader: (name: string, value: string) => {
      const parts = value.split(/(\{script-nonce\}|\{style-nonce\})/);
      headers.push([name, parts.length === 1 ? value : parts]);
    },
    // helmet removes X-Powered-By, which Fastify never sets.
    removeHeader: () => {},
  };
  let failure: unknown;
  middleware({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure;
  return headers;
}

/**
 * Nonces from a pool of random bytes refilled from the CSPRNG every 256 responses: one
 * `randomBytes` call per response was ~5 % of a small API answer's CPU. Each byte is used once.
 */
const noncePool = Buffer.alloc(32 * 256);
let noncePoolOffset = noncePool.length;
function freshNonces(): CspNonces {
  if (noncePoolOffset === noncePool.length) {
    randomFillSync(noncePool);
    noncePoolOffset = 0;
  }
  const at = noncePoolOffset;
  noncePoolOffset += 32;
  return {
    script: noncePool.toString('hex', at, at + 16),
    style: noncePool.toString('hex', at + 16, at + 32),
  };
}

/**
 * helmet's headers with a per-response nonce for scripts and styles, on every page and file (API
 * answers get `apiAnswerHeaders`, which also spares them drawing nonces). Third-party
 * origins (payments, captcha, maps) are added here only when their integration is configured.
 * helmet runs once, at start-up; each response gets its headers as they came out, with its own
 * nonces put in the policy (running helmet's middleware per request, as the @fastify/helmet
 * plugin does, was ~16 % of an API answer's CPU; decision 112).
 */
export const securityHeaders = fp(
  async (
    app: FastifyInstance,
    opts: { dev: boolean; recaptcha?: boolean; stripe?: boolean; google?: boolean },
  ) => {
    // Google reCAPTCHA v2 (only with its keys set; the pages load it after cookie consent).
    const recaptcha = opts.recaptcha
      ? {
          scripts: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
          frames: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
        }
      : { scripts: [], frames: [] };
    // Stripe's Payment Element (only with STRIPE_SECRET_KEY; otherwise the offline test form).
    const stripe = opts.stripe
      ? {
          scripts: ['https://js.stripe.com', 'https://*.js.stripe.com'],
          frames: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
          connect: ['https://api.stripe.com'],
        }
      : { scripts: [], frames: [], connect: [] };
    // Google Identity Services' button (only with GOOGLE_CLIENT_ID).
    const gsi = 'https://accounts.google.com/gsi/';
    const google = opts.google
      ? { scripts: [`${gsi}client`], frames: [gsi], connect: [gsi], styles: [`${gsi}style`] }
      : { scripts: [], frames: [], connect: [], styles: [] };
    const helmetHeaders = helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          baseUri: ["'none'"],
          objectSrc: ["'none'"],
          frameAncestors: ["'self'"],
          formAction: ["'self'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'"],
          // The rental-listing widget (loaded only after cookie consent) is Airbnb's embed script.
          scriptSrc: [
            "'self'",
            'https://www.airbnb.com',
            ...recaptcha.scripts,
            ...stripe.scripts,
            ...google.scripts,
            nonceSource('script'),
          ],
          frameSrc: [
            'https://www.openstreetmap.org',
            'https://www.airbnb.com',
            ...recaptcha.frames,
            ...stripe.frames,
            ...google.frames,
          ],
          // React's style attributes are not covered by a nonce.
          styleSrc: ["'self'", ...google.styles, nonceSource('style')],
          styleSrcAttr: ["'unsafe-inline'"],
          // Vite's dev server talks to the page over a WebSocket for hot reload.
          connectSrc: [
            ...(opts.dev ? ["'self'", 'ws:'] : ["'self'"]),
            ...stripe.connect,
            ...google.connect,
          ],
          upgradeInsecureRequests: null,
        },
      },
      strictTransportSecurity: { maxAge: 63072000, includeSubDomains: true },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      crossOriginEmbedderPolicy: false,
    });
    const headers = headersOf(helmetHeaders);
    app.decorateReply('cspNonce', null as unknown as CspNonces);
    app.addHook('onRequest', (request, reply, done) => {
      if (isApiAnswer(request.routeOptions.url ?? request.url)) {
        for (const [name, value] of apiAnswerHeaders) reply.raw.setHeader(name, value);
        done();
        return;
      }
      const nonces = freshNonces();
      reply.cspNonce = nonces;
      const raw = reply.raw;
      for (const [name, value] of headers) {
        raw.setHeader(name, typeof value === 'string' ? value : withNonces(value, nonces));
      }
      done();
    });
  },
  { name: 'security-headers' },
);

/**
 * The API's answers (JSON, and the staff's CSV export) are data, never a document to run: the
 * policy allows nothing and no framing, with HSTS, nosniff and no referrer, as OWASP's REST
 * security guidance asks, and no nonce to draw (docs/decisions/005-security-headers-and-page-caching.md).
 * The PDFs under /api/ (invoices) open in the browser's viewer and keep the pages' headers.
 */
const apiAnswerHeaders: readonly [string, string][] = [
  ['Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'"],
  ['Cross-Origin-Resource-Policy', 'same-origin'],
  ['Referrer-Policy', 'no-referrer'],
  ['Strict-Transport-Security', 'max-age=63072000; includeSubDomains'],
  ['X-Content-Type-Options', 'nosniff'],
  ['X-Frame-Options', 'DENY'],
];

/** Whether a route (or, without one, the path asked) answers API data rather than a page. */
const isApiAnswer = (path: string) => path.startsWith('/api/') && !path.endsWith('.pdf');

/** A header's parts with the placeholders replaced by this response's nonces. */
function withNonces(parts: string[], nonces: CspNonces): string {
  let value = '';
  for (const part of parts) {
    value +=
      part === placeholder.script
        ? nonces.script
        : part === placeholder.style
          ? nonces.style
          : part;
  }
  return value;
}
