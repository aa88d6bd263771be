import { Redis } from 'ioredis';

/**
 * The Redis server tests may use, from TEST_REDIS_URL or REDIS_URL. Without one, the tests of the
 * Redis stores are skipped (and say so).
 */
export const testRedisUrl = process.env.TEST_REDIS_URL || process.env.REDIS_URL || '';

/**
 * One connection for what instances must share: rate-limit counters and used captcha answers.
 * Commands fail fast while Redis is away instead of queueing behind a reconnect, so a visitor's
 * request is never held up by it.
 */
export function createRedisConnection(
  url: string,
  logger: { warn(details: object, message: string): void },
): Redis {
  const redis = new Redis(url, {
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    lazyConnect: false,
  });
  // ioredis repeats the error on every reconnect attempt; one line per outage is enough.
  let reported = false;
  redis.on('error', (error: Error) => {
    if (reported) return;
    reported = true;
    logger.warn({ err: error }, 'Redis is unreachable; retrying');
  });
  redis.on('ready', () => {
    reported = false;
  });
  return redis;
}
