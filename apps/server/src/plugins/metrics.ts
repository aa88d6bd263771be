import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { OperationsReading } from '@mdc/core';
import { matchPage } from '@mdc/shared';

/**
 * GET /metrics in the Prometheus text format, for the operator's Prometheus only
 * (docs/decisions/125-metrics.md): answered to a direct connection from this machine, or to a
 * bearer token (METRICS_TOKEN). Anything else gets a 404, as if there were no such page.
 */
export interface MetricsOptions {
  /** METRICS_TOKEN: lets a Prometheus on another machine scrape with `Authorization: Bearer`. */
  token: string | undefined;
  /** Reservations and queues, read from the database at each scrape. */
  readOperations: () => Promise<OperationsReading>;
  /** PostgreSQL's pool (none on the embedded PGlite). */
  poolUse: (() => { total: number; idle: number; waiting: number; max: number }) | undefined;
  /** Whether Redis answers now (undefined: REDIS_URL not set). */
  redisReady: (() => boolean) | undefined;
  /** The rendered-page cache (decision 080), when pages are served with it. */
  pageCache: { lookups: { hits: number; misses: number }; size: number; bytes: number } | undefined;
  /** How long a scrape waits for the database before it leaves those figures out. */
  databaseTimeoutMs?: number;
}

export const metricsPath = '/metrics';

/** Process figures (memory, CPU, event-loop delay, GC) are one per process, not per app. */
let processRegistry: Registry | undefined;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

const loopback = /^(?:127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;
/** Headers a proxy adds: a request through nginx on this machine is not a local one. */
const proxyHeaders = ['x-forwarded-for', 'forwarded', 'x-real-ip'];

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Who may read the figures: 'ok', or why not. */
export function metricsAccess(
  request: Pick<FastifyRequest, 'headers'> & { socket: { remoteAddress?: string | undefined } },
  token: string | undefined,
): 'ok' | 'outside' | 'bad_token' {
  const authorization = request.headers.authorization;
  if (token && typeof authorization === 'string' && authorization.startsWith('Bearer ')) {
    const given = authorization.slice('Bearer '.length).trim();
    return timingSafeEqual(digest(given), digest(token)) ? 'ok' : 'bad_token';
  }
  const local = loopback.test(request.socket.remoteAddress ?? '');
  const proxied = proxyHeaders.some((name) => request.headers[name] !== undefined);
  return local && !proxied ? 'ok' : 'outside';
}

/**
 * The route's pattern, never the raw URL, so the series stay few whatever bots ask for; the site's
 * pages (one catch-all route) by the page they are.
 */
export function routeLabel(request: FastifyRequest): string {
  const pattern = request.routeOptions.url;
  if (pattern === undefined) return 'unmatched';
  if (pattern !== '/*') return pattern;
  try {
    const page = matchPage(request.url.split('?')[0]!);
    return page ? `page:${page.page}` : 'page:other';
  } catch {
    return 'page:other';
  }
}

/** Reads the database figures for one scrape, giving up (undefined) after `timeoutMs`. */
function scrapeReading(read: () => Promise<OperationsReading>, timeoutMs: number) {
  // One query at a time: a slow database gets no pile of scrapes' queries.
  let inFlight: Promise<OperationsReading> | undefined;
  return async (): Promise<OperationsReading | undefined> => {
    inFlight ??= read().finally(() => {
      inFlight = undefined;
    });
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<undefined>((resolve) => {
      timer = setTimeout(resolve, timeoutMs, undefined);
    });
    try {
      return await Promise.race([inFlight.catch(() => undefined), late]);
    } finally {
      clearTimeout(timer);
    }
  };
}

function requestMetrics(registry: Registry) {
  const labelNames = ['method', 'route', 'status_class'] as const;
  const requests = new Counter({
    name: 'mdc_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status class',
    labelNames,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'mdc_http_request_duration_seconds',
    help: 'Time from the request to its answer, by method, route pattern and status class',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const serverErrors = new Counter({
    name: 'mdc_http_server_errors_total',
    help: 'Answers with a 5xx status, by method and route pattern',
    labelNames: ['method', 'route'],
    registers: [registry],
  });
  return (request: FastifyRequest, reply: FastifyReply) => {
    const route = routeLabel(request);
    const status = reply.statusCode;
    const labels = { method: request.method, route, status_class: `${Math.floor(status / 100)}xx` };
    requests.inc(labels);
    duration.observe(labels, reply.elapsedTime / 1000);
    if (status >= 500) serverErrors.inc({ method: request.method, route });
  };
}

/**
 * The database's figures, set from the reading the scrape took (`current`). They live in a
 * registry of their own, left out of an answer whose reading failed or came too late, so a slow
 * database shows as missing figures (and mdc_metrics_database_ok 0), never as zeros.
 */
function databaseMetrics(registry: Registry, current: () => OperationsReading | undefined) {
  new Gauge({
    name: 'mdc_metrics_database_ok',
    help: '1 when this scrape read the database figures in time, 0 when it left them out',
    registers: [registry],
    collect() {
      this.set(current() ? 1 : 0);
    },
  });
  const figures = new Registry();
  const registers = [figures];
  const gauge = (name: string, help: string, value: (r: OperationsReading) => number) =>
    new Gauge({
      name,
      help,
      registers,
      collect() {
        const r = current();
        if (r) this.set(value(r));
      },
    });
  gauge(
    'mdc_reservations_open',
    'Orders awaiting payment, holding stock',
    (r) => r.openReservations,
  );
  gauge(
    'mdc_reservations_held_bottles',
    'Bottles held by orders awaiting payment',
    (r) => r.heldBottles,
  );
  const queue = (name: string, help: string, value: (q: OperationsReading['emails']) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ['queue'],
      registers,
      collect() {
        const r = current();
        if (!r) return;
        this.set({ queue: 'email' }, value(r.emails));
        this.set({ queue: 'invoice' }, value(r.invoices));
      },
    });
  queue(
    'mdc_queue_pending',
    'E-mails to send, invoices to issue (retries included)',
    (q) => q.pending,
  );
  queue('mdc_queue_failed', 'E-mails and invoices the workers gave up on', (q) => q.failed);
  queue(
    'mdc_queue_oldest_pending_seconds',
    'Age of the oldest pending e-mail or invoice (0 when none waits)',
    (q) => q.oldestPendingSeconds,
  );
  return figures;
}

function infrastructureMetrics(registry: Registry, opts: MetricsOptions) {
  const registers = [registry];
  const { poolUse, redisReady, pageCache } = opts;
  if (poolUse) {
    const pool = (name: string, help: string, key: keyof ReturnType<typeof poolUse>) =>
      new Gauge({
        name,
        help,
        registers,
        collect() {
          this.set(poolUse()[key]);
        },
      });
    pool('mdc_db_pool_connections', 'PostgreSQL connections open in the pool', 'total');
    pool('mdc_db_pool_idle_connections', 'Open connections not in use', 'idle');
    pool('mdc_db_pool_waiting_requests', 'Queries waiting for a connection', 'waiting');
    pool('mdc_db_pool_max_connections', 'The pool size', 'max');
  }
  if (redisReady) {
    new Gauge({
      name: 'mdc_redis_up',
      help: '1 while Redis (shared rate limits, captchas) answers, 0 while it is away',
      registers,
      collect() {
        this.set(redisReady() ? 1 : 0);
      },
    });
  }
  if (pageCache) {
    new Counter({
      name: 'mdc_page_cache_lookups_total',
      help: 'Cacheable page requests answered from the page cache (hit) or rendered (miss)',
      labelNames: ['result'],
      registers,
      collect() {
        this.reset();
        this.inc({ result: 'hit' }, pageCache.lookups.hits);
        this.inc({ result: 'miss' }, pageCache.lookups.misses);
      },
    });
    new Gauge({
      name: 'mdc_page_cache_bytes',
      help: 'Bytes of rendered pages the cache holds',
      registers,
      collect() {
        this.set(pageCache.bytes);
      },
    });
  }
}

export const metrics = fp(
  async (app: FastifyInstance, opts: MetricsOptions) => {
    const registry = new Registry();
    // Started with the first app, so the event-loop delay has samples by the first scrape.
    const processFigures = processMetrics();
    const observe = requestMetrics(registry);
    const scrape = scrapeReading(opts.readOperations, opts.databaseTimeoutMs ?? 2_000);
    let reading: OperationsReading | undefined;
    const figures = databaseMetrics(registry, () => reading);
    infrastructureMetrics(registry, opts);
    app.addHook('onResponse', (request, reply, done) => {
      observe(request, reply);
      done();
    });

    app.get(metricsPath, { schema: { hide: true } }, async (request, reply) => {
      const access = metricsAccess(request, opts.token);
      if (access === 'bad_token') {
        const text = 'is not the metrics token';
        return reply.status(403).send({
          error: 'Forbidden',
          message: `authorization: ${text}`,
          fields: { authorization: text },
        });
      }
      if (access === 'outside') {
        return reply
          .status(404)
          .send({ error: 'Not Found', message: `No route ${request.method} ${metricsPath}` });
      }
      // Read once per scrape, with a time limit; the collect() callbacks set the gauges from it.
      reading = await scrape();
      let text = (await processFigures.metrics()) + (await registry.metrics());
      if (reading) text += await figures.metrics();
      return reply
        .header('content-type', registry.contentType)
        .header('cache-control', 'no-store')
        .send(text);
    });
  },
  { name: 'metrics' },
);
