import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { metrics, metricsAccess } from './metrics.ts';
import { requestIdMixin, requestIds } from './request-ids.ts';

const token = 'a-metrics-token-long-enough-000000';
const asking = (remoteAddress: string, headers: Record<string, string> = {}) => ({
  headers,
  socket: { remoteAddress },
});

describe('who may read /metrics (decision 125)', () => {
  it('answers a direct connection from this machine', () => {
    for (const address of ['127.0.0.1', '127.0.1.1', '::1', '::ffff:127.0.0.1']) {
      expect(metricsAccess(asking(address), undefined), address).toBe('ok');
    }
  });

  it('refuses other addresses, and this machine when a proxy forwarded the request', () => {
    for (const address of ['203.0.113.9', '10.0.0.5', '::ffff:10.0.0.5', '128.0.0.1', '']) {
      expect(metricsAccess(asking(address), undefined), address).toBe('outside');
    }
    for (const header of ['x-forwarded-for', 'forwarded', 'x-real-ip']) {
      expect(metricsAccess(asking('127.0.0.1', { [header]: '198.51.100.7' }), token)).toBe(
        'outside',
      );
    }
  });

  it('takes the token from anywhere, and names a wrong one', () => {
    const bearer = (value: string) => ({ authorization: `Bearer ${value}` });
    expect(metricsAccess(asking('203.0.113.9', bearer(token)), token)).toBe('ok');
    expect(metricsAccess(asking('203.0.113.9', bearer(`${token}x`)), token)).toBe('bad_token');
    expect(metricsAccess(asking('203.0.113.9', bearer('')), token)).toBe('bad_token');
    // Without METRICS_TOKEN no token opens it.
    expect(metricsAccess(asking('203.0.113.9', bearer(token)), undefined)).toBe('outside');
  });
});

describe('a scrape while the database hangs', () => {
  it('answers in time, leaving the database figures out', async () => {
    const app = Fastify();
    await app.register(metrics, {
      token: undefined,
      readOperations: () => new Promise(() => {}),
      poolUse: undefined,
      redisReady: () => false,
      pageCache: undefined,
      databaseTimeoutMs: 50,
    });
    const started = Date.now();
    const res = await app.inject('/metrics');
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/^mdc_metrics_database_ok 0$/m);
    expect(res.body).toMatch(/^mdc_redis_up 0$/m);
    expect(res.body).not.toMatch(/^mdc_reservations_open /m);
    expect(res.body).not.toMatch(/^mdc_queue_pending\{/m);
    await app.close();
  });
});

describe('request ids in log lines', () => {
  it('are written once, on the request logger and the application logger alike', async () => {
    const lines: Record<string, unknown>[] = [];
    const raw: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        raw.push(chunk.toString());
        lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
        done();
      },
    });
    const app = Fastify({ logger: { level: 'info', mixin: requestIdMixin, stream } });
    await app.register(requestIds);
    app.post('/echo', async (request) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      app.log.info('from the application logger');
      request.log.child({ part: 'child' }).info('from a child of the request logger');
      return request.body;
    });
    const res = await app.inject({ method: 'POST', url: '/echo', payload: { a: 1 } });
    expect(res.json()).toEqual({ a: 1 });
    app.log.info('outside any request');
    await app.close();
    const byMessage = (msg: string) => lines.find((line) => line.msg === msg);
    const id = byMessage('incoming request')?.reqId;
    expect(id).toBeTruthy();
    expect(byMessage('from the application logger')?.reqId).toBe(id);
    expect(byMessage('from a child of the request logger')?.reqId).toBe(id);
    expect(byMessage('request completed')?.reqId).toBe(id);
    expect(byMessage('outside any request')).not.toHaveProperty('reqId');
    for (const line of raw) expect(line.split('"reqId"').length, line).toBeLessThanOrEqual(2);
  });
});
