import { Redis } from 'ioredis';

/**
 * The Redis server tests may use, from TEST_REDIS_URL or REDIS_URL. Without one, the tests of the
 * Redis stores are skipped (and say so).
 */
export const testRedisUrl = process.env.TEST_REDIS_URL || process.env.REDIS_URL || '';

/** How long a Redis command or connection may take before this instance stops waiting for it. */
export const redisTimeouts = { connectMs: 500, commandMs: 300 } as const;

interface Logger {
  warn(details: object, message: string): void;
  info(message: string): void;
}

/**
 * One connection for what instances must share: rate-limit counters and used captcha answers
 * (docs/decisions/097-redis-outage.md). Redis trouble is noticed within a second: nothing waits
 * in an offline queue, commands and connections time out, and callers fall back to this
 * instance's memory while `isRedisReady` is false. It reconnects in the background; one log line
 * says it went and one that it came back.
 */
export function createRedisConnection(url: string, logger: Logger): Redis {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: redisTimeouts.connectMs,
    commandTimeout: redisTimeouts.commandMs,
    // Try again every second at most, for as long as it takes.
    retryStrategy: (times) => Math.min(times * 200, 1_000),
    lazyConnect: false,
  });
  let away = false;
  redis.on('error', (error: Error) => {
    if (away) return;
    away = true;
    logger.warn(
      { err: error },
      "Redis is unreachable: rate limits and used captcha answers are kept in this instance's memory until it is back",
    );
  });
  redis.on('ready', () => {
    if (!away) return;
    away = false;
    logger.info('Redis is back: rate limits and captcha answers are shared again');
  });
  return redis;
}

/** Whether commands can be sent now (else the caller uses its in-memory stand-in). */
export function isRedisReady(redis: Redis | undefined): boolean {
  return redis?.status === 'ready';
}

/**
 * Waits, at start-up, until the connection is ready or `timeoutMs` has passed, so a healthy Redis
 * counts from the first request; a missing one costs the start no more than that.
 */
export async function redisConnected(redis: Redis, timeoutMs = redisTimeouts.connectMs * 2) {
  if (redis.status === 'ready') return true;
  return new Promise<boolean>((resolve) => {
    const done = (ready: boolean) => {
      clearTimeout(timer);
      redis.off('ready', onReady);
      resolve(ready);
    };
    const onReady = () => done(true);
    const timer = setTimeout(() => done(false), timeoutMs);
    redis.on('ready', onReady);
  });
}
