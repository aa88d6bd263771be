import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * helmet with a per-response nonce for scripts and styles. Third-party origins (payments,
 * captcha, maps) are added here only when their integration is configured.
 */
export const securityHeaders = fp(
  async (app: FastifyInstance, opts: { dev: boolean }) => {
    await app.register(helmet, {
      enableCSPNonces: true,
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
          scriptSrc: ["'self'", 'https://www.airbnb.com'],
          frameSrc: ['https://www.openstreetmap.org', 'https://www.airbnb.com'],
          // React's style attributes are not covered by a nonce.
          styleSrc: ["'self'"],
          styleSrcAttr: ["'unsafe-inline'"],
          // Vite's dev server talks to the page over a WebSocket for hot reload.
          connectSrc: opts.dev ? ["'self'", 'ws:'] : ["'self'"],
          upgradeInsecureRequests: null,
        },
      },
      strictTransportSecurity: { maxAge: 63072000, includeSubDomains: true },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      crossOriginEmbedderPolicy: false,
    });
  },
  { name: 'security-headers' },
);
