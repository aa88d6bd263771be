import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '@mdc/db';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

describe.each(testDatabaseKinds)('health on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t?.close());

  it('is alive and ready while the database answers', async () => {
    expect((await t.app.inject('/api/health')).json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject('/api/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', redis: 'not_configured' });
  });

  it('sends the security headers', async () => {
    const res = await t.app.inject('/api/health');
    // An API answer: nothing may run or frame it (decision 005).
    expect(res.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    expect(res.headers['strict-transport-security']).toMatch(/max-age=63072000/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
  });

  it('answers 503 when the database is gone', async () => {
    await t.app.database.close();
    const ready = await t.app.inject('/api/ready');
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'unavailable' });
  });
});
