import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRedisConnection, redisConnected, testRedisUrl } from '../rate-limit/index.ts';
import { createRedisUsedTokenStore } from './used-token-store.ts';

if (!testRedisUrl) {
  console.info('Redis store tests skipped: set TEST_REDIS_URL to run them against a Redis server.');
}

describe.skipIf(!testRedisUrl)('Redis store of used captcha answers', () => {
  const redis = testRedisUrl ? createRedisConnection(testRedisUrl, console) : undefined;
  // Commands are not queued while connecting (decision 097): wait for the connection.
  beforeAll(async () => {
    if (redis) expect(await redisConnected(redis, 5_000)).toBe(true);
  });
  afterAll(async () => {
    await redis?.quit();
  });

  it('accepts a key once until it expires, atomically across callers', async () => {
    const store = createRedisUsedTokenStore(redis!, `mdc-test:${randomBytes(4).toString('hex')}:`);
    const results = await Promise.all(Array.from({ length: 5 }, () => store.markUsed('k', 200)));
    expect(results.filter(Boolean)).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(await store.markUsed('k', 200)).toBe(true);
  });
});
