import { randomBytes } from 'node:crypto';
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

/** The raw response carries the nonces too: helmet's directive functions see only req and res. */
type NoncedResponse = ServerResponse & { cspNonce?: CspNonces };
const nonceSource = (kind: keyof CspNonces) => (_req: IncomingMessage, res: ServerResponse) =>
  `'nonce-${(res as NoncedResponse).cspNonce?.[kind] ?? ''}'`;

/**
 * helmet's headers with a per-response nonce for scripts and styles, on every response. Third-party
 * origins (payments, captcha, maps) are added here only when their integration is configured.
 * The helmet middleware is built once; only the nonces change per response (the @fastify/helmet
 * plugin rebuilt it, parsing the policy anew, for every request: ~16 % of an API answer's CPU).
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
    const applyHeaders = helmet({
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
    app.decorateReply('cspNonce', null as unknown as CspNonces);
    app.addHook('onRequest', (request, reply, done) => {
      const random = randomBytes(32).toString('hex');
      const nonces = { script: random.slice(0, 32), style: random.slice(32) };
      reply.cspNonce = nonces;
      (reply.raw as NoncedResponse).cspNonce = nonces;
      applyHeaders(request.raw, reply.raw, () => done());
    });
  },
  { name: 'security-headers' },
);
