import { testRedisUrl } from '@mdc/core';
import { testDatabaseKinds } from '@mdc/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactFrom, newVisitorIp, solvedChallenge } from '../api/captcha/form-test-support.ts';
import { startCuttableProxy, type CuttableProxy } from '../test-support/cuttable-proxy.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';

/**
 * Redis away (docs/decisions/097-redis-outage.md): limits and used captcha answers fall back to
 * each instance's memory, still enforced, nothing answers 500, readiness says it is degraded,
 * and the shared counters take over again when Redis is back.
 */
const ready = async (t: TestApp) =>
  (await t.app.inject({ method: 'GET', url: '/api/ready' })).json();
/** Six contact messages from one visitor, alternating between the instances given. */
const sixContacts = async (...instances: TestApp[]) => {
  const ip = newVisitorIp();
  const statuses: number[] = [];
  for (let i = 0; i < 6; i += 1) {
    statuses.push((await contactFrom(instances[i % instances.length]!, ip)).statusCode);
  }
  return statuses;
};

describe('with Redis unreachable from the start', () => {
  let app: TestApp;
  beforeAll(async () => {
    // Nothing listens on port 1: every connection is refused.
    app = await createTestApp(testDatabaseKinds[0]!, { REDIS_URL: 'redis://127.0.0.1:1' });
  });
  afterAll(() => app?.close());

  it('still enforces the limits, in this instance', async () => {
    expect(await sixContacts(app)).toEqual([201, 201, 201, 201, 201, 429]);
    const ip = newVisitorIp();
    const logins = await Promise.all(
      Array.from({ length: 25 }, () =>
        app.app.inject({
          method: 'POST',
          url: '/api/users/token/',
          headers: { 'x-forwarded-for': ip },
          payload: { email: 'nobody@example.com', password: 'wrong-password' },
        }),
      ),
    );
    const statuses = logins.map((res) => res.statusCode);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(0);
    expect(statuses.every((status) => status === 401 || status === 429)).toBe(true);
  });

  it('accepts a solved captcha once, and answers no 500', async () => {
    const token = await solvedChallenge(app);
    expect((await contactFrom(app, newVisitorIp(), token)).statusCode).toBe(201);
    const again = await contactFrom(app, newVisitorIp(), token);
    expect(again.statusCode).toBe(400);
    expect(again.json().fields.recaptcha_token).toMatch(/already used/);
  });

  it('says it is ready but degraded', async () => {
    const res = await app.app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'degraded', redis: 'unavailable' });
  });
});

describe.skipIf(!testRedisUrl)('Redis going away and coming back, two instances', () => {
  let proxy: CuttableProxy;
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    proxy = await startCuttableProxy(new URL(testRedisUrl));
    [a, b] = await Promise.all([
      createTestApp(testDatabaseKinds[0]!, { REDIS_URL: proxy.url }),
      createTestApp(testDatabaseKinds[0]!, { REDIS_URL: proxy.url }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    await proxy?.close();
  });

  it('counts together, then per instance while Redis is away, then together again', async () => {
    expect(await sixContacts(a, b)).toEqual([201, 201, 201, 201, 201, 429]);

    await proxy.cut();
    await expect.poll(() => ready(a)).toEqual({ status: 'degraded', redis: 'unavailable' });
    await expect.poll(() => ready(b)).toEqual({ status: 'degraded', redis: 'unavailable' });
    // Each instance counts on its own: five each, the sixth refused by each.
    const ip = newVisitorIp();
    const during: number[] = [];
    for (let i = 0; i < 12; i += 1) during.push((await contactFrom(i % 2 ? a : b, ip)).statusCode);
    expect(during).toEqual([...Array(10).fill(201), 429, 429]);

    await proxy.restore();
    await expect
      .poll(() => ready(a), { timeout: 10_000 })
      .toEqual({ status: 'ready', redis: 'ok' });
    await expect
      .poll(() => ready(b), { timeout: 10_000 })
      .toEqual({ status: 'ready', redis: 'ok' });
    expect(await sixContacts(a, b)).toEqual([201, 201, 201, 201, 201, 429]);
  });
});
