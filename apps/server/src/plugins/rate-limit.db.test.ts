import { testRedisUrl } from '@mdc/core';
import { testDatabaseKinds } from '@mdc/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactFrom, newVisitorIp, solvedChallenge } from '../api/captcha/form-test-support.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';

if (!testRedisUrl) {
  console.info('Shared rate-limit tests skipped: set TEST_REDIS_URL to run them against Redis.');
}

/**
 * Two instances behind one load balancer: with REDIS_URL they count a visitor's requests together
 * and accept a solved captcha only once between them.
 */
describe.skipIf(!testRedisUrl)('rate limits and used captchas shared through Redis', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    // A database per instance is enough here: what they must share lives in Redis.
    [a, b] = await Promise.all([
      createTestApp(testDatabaseKinds[0]!, { REDIS_URL: testRedisUrl }),
      createTestApp(testDatabaseKinds[0]!, { REDIS_URL: testRedisUrl }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
  });

  it('counts one visitor across instances', async () => {
    const ip = newVisitorIp();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await contactFrom(i % 2 ? a : b, ip)).statusCode);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });

  it('accepts a solved challenge once across instances', async () => {
    const token = await solvedChallenge(a);
    expect((await contactFrom(a, newVisitorIp(), token)).statusCode).toBe(201);
    const again = await contactFrom(b, newVisitorIp(), token);
    expect(again.statusCode).toBe(400);
    expect(again.json().fields.recaptcha_token).toMatch(/already used/);
  });
});
