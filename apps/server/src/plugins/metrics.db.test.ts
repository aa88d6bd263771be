import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testRedisUrl } from '@mdc/core';
import { emails, openTestDatabase, testDatabaseKinds, type DatabaseHandle } from '@mdc/db';
import { buildApp, type App } from '../app.ts';
import {
  checkoutUrls,
  demoIds,
  oneExmoToEvora,
  post,
} from '../api/checkout/checkout-test-support.ts';
import { loadConfig } from '../config.ts';
import { createPageTestApp, productionBuildExists } from '../security/page-test-app.ts';
import type { TestApp } from '../test-support/test-app.ts';

const token = 'metrics-token-of-the-test-0123456789';

/** The value of one sample in Prometheus text, or undefined when the series is absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

type LogLine = { reqId?: string; msg?: string; level: number };

describe.each(testDatabaseKinds)('/metrics on %s (decision 125)', (kind) => {
  let app: App;
  let database: DatabaseHandle;
  const lines: LogLine[] = [];

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'mdc-test-')),
      LOG_LEVEL: 'info',
      TRUST_PROXY: 'true',
      JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
      METRICS_TOKEN: token,
      ...(testRedisUrl && { REDIS_URL: testRedisUrl }),
    });
    app = await buildApp({
      config,
      database,
      pages: 'none',
      logStream: { write: (line) => void lines.push(JSON.parse(line) as LogLine) },
    });
    // A handler that fails after a service-level line, as a broken service call would.
    app.get('/api/test-failure/:id', async () => {
      app.log.warn('a line the application logger writes while serving');
      throw new Error('broken on purpose');
    });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close().catch(() => {});
  });

  it('answers this machine in the Prometheus format with the named series', async () => {
    for (let i = 0; i < 2; i++) expect((await app.inject('/api/health')).statusCode).toBe(200);
    await app.inject('/api/shop/products/?lang=pt');
    expect((await app.inject('/api/no-such-thing/42')).statusCode).toBe(404);
    // One order awaiting payment holds its bottle; one e-mail has waited 15 minutes.
    const ids = await demoIds(database.db);
    const intent = await post(app, checkoutUrls.intent, oneExmoToEvora(ids));
    expect(intent.statusCode).toBe(200);
    const queuedAt = new Date(Date.now() - 15 * 60_000);
    await database.db.insert(emails).values({
      to: 'someone@example.com',
      subject: 'Waiting',
      text: 'Waiting for the SMTP server',
      nextAttemptAt: new Date(Date.now() + 3_600_000),
      createdAt: queuedAt,
    });

    const res = await app.inject('/metrics');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    const text = res.body;
    // The text format: comments, blank lines, or `name{labels} value` (Prometheus reads NaN and
    // Inf in any case: the event-loop figures are NaN before the first sample); each family
    // described once.
    for (const line of text.split('\n')) {
      expect(line).toMatch(
        /^(?:#.*|[a-zA-Z_:][\w:]*(?:\{(?:\w+="[^"]*",?)*\})? (?:[-+\d.e]+|[-+]?inf|nan)|)$/i,
      );
    }
    const families = text.split('\n').filter((line) => line.startsWith('# TYPE '));
    expect(new Set(families).size).toBe(families.length);
    expect(text).toContain('# TYPE mdc_http_requests_total counter');
    expect(text).toContain('# TYPE mdc_http_request_duration_seconds histogram');
    const health = 'method="GET",route="/api/health",status_class="2xx"';
    expect(sample(text, `mdc_http_requests_total{${health}}`)).toBe(2);
    expect(sample(text, `mdc_http_request_duration_seconds_count{${health}}`)).toBe(2);
    expect(sample(text, `mdc_http_request_duration_seconds_bucket{le="10",${health}}`)).toBe(2);
    // The route's pattern, never the raw URL: the catch-all's 404 is counted under its pattern.
    const unknown = 'method="GET",route="/api/*",status_class="4xx"';
    expect(sample(text, `mdc_http_requests_total{${unknown}}`)).toBe(1);
    expect(text).not.toContain('no-such-thing');
    expect(text).not.toContain('lang=pt');
    expect(sample(text, 'mdc_reservations_open')).toBe(1);
    expect(sample(text, 'mdc_reservations_held_bottles')).toBe(1);
    expect(sample(text, 'mdc_queue_pending{queue="email"}')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'mdc_queue_oldest_pending_seconds{queue="email"}')).toBeGreaterThan(899);
    expect(sample(text, 'mdc_queue_pending{queue="invoice"}')).toBe(0);
    expect(sample(text, 'mdc_queue_oldest_pending_seconds{queue="invoice"}')).toBe(0);
    expect(sample(text, 'mdc_queue_failed{queue="email"}')).toBe(0);
    expect(sample(text, 'mdc_metrics_database_ok')).toBe(1);
    if (kind === 'postgres') {
      expect(sample(text, 'mdc_db_pool_connections')).toBeGreaterThanOrEqual(1);
      expect(sample(text, 'mdc_db_pool_waiting_requests')).toBe(0);
      expect(sample(text, 'mdc_db_pool_max_connections')).toBe(60);
    } else {
      // The embedded database has no pool.
      expect(text).not.toContain('mdc_db_pool_');
    }
    if (testRedisUrl) expect(sample(text, 'mdc_redis_up')).toBe(1);
    else expect(text).not.toContain('mdc_redis_up');
    // Process memory and event-loop delay (prom-client's default metrics).
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(10_000_000);
    expect(text).toMatch(/^nodejs_eventloop_lag_p99_seconds /m);
    expect(sample(text, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(1_000_000);
  });

  it('is refused from outside without the token and answered with it', async () => {
    const outside = { remoteAddress: '203.0.113.9' };
    const refused = await app.inject({ url: '/metrics', ...outside });
    expect(refused.statusCode).toBe(404);
    expect(refused.body).not.toContain('mdc_');
    // Through a proxy on this machine (nginx adds X-Forwarded-For): not a local request.
    const proxied = await app.inject({
      url: '/metrics',
      headers: { 'x-forwarded-for': '198.51.100.7' },
    });
    expect(proxied.statusCode).toBe(404);
    const wrong = await app.inject({
      url: '/metrics',
      ...outside,
      headers: { authorization: 'Bearer not-the-token-at-all-0123456789' },
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toMatchObject({ fields: { authorization: 'is not the metrics token' } });
    const allowed = await app.inject({
      url: '/metrics',
      ...outside,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(allowed.statusCode).toBe(200);
    expect(allowed.body).toContain('mdc_http_requests_total');
  });

  it('names the request in a 5xx answer and in every log line written while serving it', async () => {
    const before = lines.length;
    const res = await app.inject('/api/test-failure/7');
    const during = lines.slice(before);
    expect(res.statusCode).toBe(500);
    const id = res.headers['x-request-id'];
    expect(id).toMatch(/^[\w-]{8,}$/);
    expect(res.json<{ message: string }>().message).toContain(String(id));
    expect(during.map((line) => line.msg)).toEqual(
      expect.arrayContaining([
        'incoming request',
        'a line the application logger writes while serving',
        'request failed',
        'request completed',
      ]),
    );
    for (const line of during) expect(line).toMatchObject({ reqId: id });
    // A request id the proxy or the caller gave is kept, so the two logs meet.
    const given = await app.inject({
      url: '/api/test-failure/8',
      headers: { 'x-request-id': 'support-ticket-42' },
    });
    expect(given.headers['x-request-id']).toBe('support-ticket-42');
    // A successful answer does not carry it.
    expect((await app.inject('/api/health')).headers['x-request-id']).toBeUndefined();

    const text = (await app.inject('/metrics')).body;
    const failure = 'method="GET",route="/api/test-failure/:id"';
    expect(sample(text, `mdc_http_server_errors_total{${failure}}`)).toBe(2);
    expect(sample(text, `mdc_http_requests_total{${failure},status_class="5xx"}`)).toBe(2);
  });

  it('is not in the OpenAPI document', async () => {
    const document = (await app.inject('/api/docs')).json<{ paths: Record<string, unknown> }>();
    expect(Object.keys(document.paths)).not.toContain('/metrics');
    expect(Object.keys(document.paths)).toContain('/api/health');
  });
});

describe.each(testDatabaseKinds)('/metrics with the site’s pages on %s (decision 125)', (kind) => {
  let t: TestApp;
  const lines: LogLine[] = [];
  beforeAll(async () => {
    if (!productionBuildExists) return;
    t = await createPageTestApp(kind, {}, { write: (line) => void lines.push(JSON.parse(line)) });
  });
  afterAll(async () => t?.close());

  it.skipIf(!productionBuildExists)(
    'counts the page cache and names pages by their page',
    async () => {
      expect((await t.app.inject('/')).headers['x-page-cache']).toBe('miss');
      expect((await t.app.inject('/')).headers['x-page-cache']).toBe('hit');
      expect((await t.app.inject('/en?utm_source=newsletter')).statusCode).toBe(200);
      const text = (await t.app.inject('/metrics')).body;
      expect(sample(text, 'mdc_page_cache_lookups_total{result="hit"}')).toBe(1);
      expect(sample(text, 'mdc_page_cache_lookups_total{result="miss"}')).toBe(2);
      expect(sample(text, 'mdc_page_cache_bytes')).toBeGreaterThan(1000);
      const home = 'method="GET",route="page:home",status_class="2xx"';
      expect(sample(text, `mdc_http_requests_total{${home}}`)).toBe(3);
      expect(text).not.toContain('utm_source');
    },
  );

  it.skipIf(!productionBuildExists)(
    'logs a page that failed with the request id its answer names',
    async () => {
      // Nothing cached may answer for the database (a staff save clears the same way).
      t.app.services.clearLocalCaches();
      await t.app.database.close();
      const before = lines.length;
      const res = await t.app.inject('/en/wines-list');
      const during = lines.slice(before);
      expect(res.statusCode).toBeGreaterThanOrEqual(500);
      const id = res.headers['x-request-id'];
      expect(id).toMatch(/^[\w-]{8,}$/);
      expect(during.map((line) => line.msg)).toContain('page loader or action failed');
      for (const line of during) expect(line).toMatchObject({ reqId: id });
    },
  );
});
