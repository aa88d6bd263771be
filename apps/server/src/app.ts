import compress from '@fastify/compress';
import {
  cacheChannel,
  createRedisConnection,
  createServices,
  isRedisReady,
  openDatabase,
  redisConnected,
  seedDemoContent,
  type DatabaseHandle,
  type Services,
} from '@mdc/core';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { bookingRoutes } from './api/bookings/booking-routes.ts';
import { captchaRoutes } from './api/captcha/captcha-routes.ts';
import { catalogueRoutes } from './api/catalogue/catalogue-routes.ts';
import { accountRoutes } from './api/accounts/account-routes.ts';
import { adminRoutes } from './api/admin/admin-routes.ts';
import { passwordResetPage } from './api/accounts/password-reset-page.ts';
import { eLabelPage } from './api/e-label/e-label-page.ts';
import { checkoutRoutes } from './api/checkout/checkout-routes.ts';
import { withdrawalRoutes } from './api/withdrawal/withdrawal-routes.ts';
import { invoiceRoutes } from './api/invoices/invoice-routes.ts';
import { contactRoutes } from './api/contact/contact-routes.ts';
import { newsletterRoutes } from './api/newsletter/newsletter-routes.ts';
import { stockAlertRoutes } from './api/stock-alerts/stock-alert-routes.ts';
import { healthRoutes } from './api/health/health-routes.ts';
import { mediaRoutes } from './api/media/media-routes.ts';
import { shareImageRoutes } from './api/media/share-image-routes.ts';
import { openApi } from './api/docs/openapi.ts';
import { seoRoutes } from './api/seo/seo-routes.ts';
import { shippingRoutes } from './api/shipping/shipping-routes.ts';
import type { AppConfig } from './config.ts';
import { adminPanel } from './plugins/admin-panel.ts';
import { errorHandler } from './plugins/error-handler.ts';
import { metrics } from './plugins/metrics.ts';
import { compressThreshold } from './plugins/precompressed.ts';
import { rateLimits } from './plugins/rate-limit.ts';
import { sameOrigin } from './plugins/same-origin.ts';
import { visitorFormLimits } from './plugins/visitor-form-limits.ts';
import { serializeRequest } from './plugins/request-log.ts';
import { requestIdMixin, requestIds } from './plugins/request-ids.ts';
import { securityHeaders } from './plugins/security-headers.ts';
import { clientDir, pageRenderer, webRoot } from './ssr/page-renderer.ts';
import { pageCache } from './ssr/page-cache.ts';

export interface BuildAppOptions {
  config: AppConfig;
  /** Reuse an open database (tests); otherwise one is opened from the configuration. */
  database?: DatabaseHandle;
  /** Serve pages: 'production' from the build, 'development' through Vite, 'none' for API tests. */
  pages?: 'production' | 'development' | 'none';
  /** Tests only: where the log lines go (standard output otherwise). */
  logStream?: { write(line: string): void };
}

const mailPollIntervalMs = 15_000;
/** How often unpaid reservations past their time are released. */
const reservationSweepIntervalMs = 60_000;

/** A route as registered: the security and bad-input tests walk this table. */
export interface RouteEntry {
  method: string;
  url: string;
}

export type App = FastifyInstance & {
  services: Services;
  database: DatabaseHandle;
  routeTable: RouteEntry[];
};

/**
 * The whole service as a Fastify plugin tree, in a fixed order: infrastructure, support plugins,
 * API routes, then the page renderer last. main.ts listens with it; tests call inject() on it.
 */
export async function buildApp({
  config,
  database,
  pages = 'production',
  logStream,
}: BuildAppOptions) {
  const app = Fastify({
    // Request lines never carry a password or personal data from a query (decision 121); lines
    // the services log while serving a request carry its id too (decision 125).
    logger: {
      level: config.logLevel,
      serializers: { req: serializeRequest },
      mixin: requestIdMixin,
      ...(logStream && { stream: logStream }),
    },
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming)
        ? incoming
        : randomUUID();
    },
    // Client addresses (rate limits, logs) come from X-Forwarded-For only behind a trusted proxy.
    trustProxy: config.trustProxy,
    // Readiness must answer while a restarting database is slow; requests never wait forever.
    requestTimeout: 30_000,
    // Long parameters reach validation (a 400 naming the field) instead of a bare 404.
    routerOptions: { ignoreDuplicateSlashes: true, maxParamLength: 1000 },
    // A path that cannot be decoded (bad percent-encoding) is the client's mistake, named as such.
    frameworkErrors: (error, _request, reply) => {
      const status = error.statusCode ?? 400;
      const field = error.code === 'FST_ERR_BAD_URL' ? 'url' : 'request';
      const text =
        field === 'url' ? 'is not a valid address (bad percent-encoding)' : error.message;
      return (reply as FastifyReply).status(status).send({
        error: 'Bad Request',
        message: `${field}: ${text}`,
        fields: { [field]: text },
        field_codes: { [field]: 'invalid' },
      });
    },
  }).withTypeProvider<ZodTypeProvider>();

  const routeTable: RouteEntry[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', ({ method, url }) => {
    for (const one of [method].flat()) routeTable.push({ method: one, url });
  });

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const db =
    database ??
    (await openDatabase({
      databaseUrl: config.databaseUrl,
      pgliteDir: join(config.dataDir, 'pglite'),
      purpose: 'a running server',
    }));
  if (!database) app.addHook('onClose', async () => db.close());
  if (config.seedDemo && (await seedDemoContent(db.db))) app.log.info('Seeded the demo estate');
  const redis = config.redisUrl ? createRedisConnection(config.redisUrl, app.log) : undefined;
  if (redis) {
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
    await redisConnected(redis);
  }
  const services = createServices(db.db, {
    publicUrl: config.publicUrl,
    logger: app.log,
    mail: { ...config.mail, outboxDir: join(config.dataDir, 'outbox') },
    captcha: { secret: config.jwtSecret, recaptcha: config.recaptcha, redis },
    payments: { stripe: config.stripe },
    invoices: config.invoices,
    accounts: { jwtSecret: config.jwtSecret, google: config.google },
  });
  app.decorate('services', services);
  // Other instances' staff saves (decision 102); after a lost connection, clear to be safe.
  if (db.listen) {
    const stopListening = await db.listen(
      cacheChannel,
      services.cacheNotice,
      services.clearLocalCaches,
    );
    app.addHook('onClose', stopListening);
  }
  // The outbox is also flushed right after each commit; the poll retries what failed.
  services.mail.start(mailPollIntervalMs);
  // Before onClose, so a pass in progress finishes while the database is still open.
  app.addHook('preClose', () => services.mail.stop());
  // Invoices queued by a payment or a refund are issued at once; the poll retries (decision 109).
  services.invoices.worker.start(mailPollIntervalMs);
  app.addHook('preClose', () => services.invoices.worker.stop());
  services.checkout.start(reservationSweepIntervalMs);
  app.addHook('preClose', () => services.checkout.stop());
  app.decorate('database', db);

  const renderedPages =
    config.pageCache && pages === 'production' ? pageCache(services) : undefined;

  // Infrastructure and support plugins.
  await app.register(requestIds);
  await app.register(errorHandler);
  await app.register(securityHeaders, {
    dev: pages === 'development',
    recaptcha: Boolean(config.recaptcha),
    stripe: Boolean(config.stripe),
    google: Boolean(config.google),
  });
  await app.register(compress, { threshold: compressThreshold });
  await app.register(rateLimits, { redis });
  // Cookie-authenticated writes and forms posted to pages come from this site only (dec. 132).
  await app.register(sameOrigin, { publicUrl: config.publicUrl });
  await app.register(visitorFormLimits);
  await app.register(metrics, {
    token: config.metricsToken,
    readOperations: () => services.operations.read(),
    poolUse: db.poolUse,
    redisReady: redis && (() => isRedisReady(redis)),
    pageCache: renderedPages,
  });

  // API, described as it is registered.
  await openApi(app, { publicUrl: config.publicUrl });
  await app.register(healthRoutes, { db: db.db, redis });
  await app.register(catalogueRoutes, { services });
  await app.register(mediaRoutes, { services });
  // The drawings from the build, which a production install has and apps/web/public is not part
  // of (decision 124); public/ in development or before a build.
  const drawingsDir =
    pages !== 'development' && existsSync(clientDir) ? clientDir : join(webRoot, 'public');
  await app.register(shareImageRoutes, { services, drawingsDir });
  await app.register(shippingRoutes, { services });
  await app.register(seoRoutes, { services, publicUrl: config.publicUrl });
  await app.register(captchaRoutes, { services });
  await app.register(newsletterRoutes, { services });
  await app.register(stockAlertRoutes, { services });
  await app.register(contactRoutes, { services });
  await app.register(bookingRoutes, { services });
  await app.register(checkoutRoutes, {
    services,
    // Decision 110: paying a Multibanco voucher by hand is for the offline provider outside
    // production (an https site is production, decision 101).
    testEndpoints: !config.stripe && !config.publicUrl.startsWith('https://'),
  });
  await app.register(withdrawalRoutes, { services });
  await app.register(invoiceRoutes, { services });
  await app.register(accountRoutes, { services, publicUrl: config.publicUrl });
  await app.register(passwordResetPage, { services });
  await app.register(eLabelPage, { services });
  await app.register(adminRoutes, { services });
  app.all('/api/*', async (request, reply) =>
    reply
      .status(404)
      .send({ error: 'Not Found', message: `No API route ${request.method} ${request.url}` }),
  );

  // Pages last: the staff back end's app, then the site.
  if (pages !== 'none') {
    await adminPanel(app, { distDir: config.adminDistDir });
    await pageRenderer(app, {
      services,
      config,
      db: db.db,
      dev: pages === 'development',
      pageCache: renderedPages,
    });
  }
  return app as unknown as App;
}
