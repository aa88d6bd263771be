import type { Redis } from 'ioredis';

/**
 * Remembers solved captcha answers until they expire anyway, so each one is accepted once.
 * With several instances it must be shared (Redis); the memory store only sees its own process.
 */
export interface UsedTokenStore {
  /** Records `key`; false when it was already recorded and has not expired. Atomic. */
  markUsed(key: string, ttlMs: number): Promise<boolean>;
}

export function createMemoryUsedTokenStore(now: () => number = Date.now): UsedTokenStore {
  const expiries = new Map<string, number>();
  let nextSweep = 0;
  return {
    async markUsed(key, ttlMs) {
      const time = now();
      // Entries only ever leave by expiring: sweep at most once a minute, so memory stays
      // bounded by what a minute-ish of rate-limited traffic can add.
      if (time >= nextSweep) {
        for (const [k, expiry] of expiries) if (expiry <= time) expiries.delete(k);
        nextSweep = time + 60_000;
      }
      const expiry = expiries.get(key);
      if (expiry !== undefined && expiry > time) return false;
      expiries.set(key, time + ttlMs);
      return true;
    },
  };
}

export function createRedisUsedTokenStore(
  redis: Redis,
  prefix = 'mdc:captcha:used:',
): UsedTokenStore {
  return {
    async markUsed(key, ttlMs) {
      // SET NX is atomic across every instance sharing the Redis server.
      const answer = await redis.set(
        `${prefix}${key}`,
        '1',
        'PX',
        Math.max(1, Math.ceil(ttlMs)),
        'NX',
      );
      return answer === 'OK';
    },
  };
}

/**
 * Redis while it answers, this instance's memory while it does not (decision 097): an answer is
 * still accepted once per instance during an outage, and nothing waits for Redis.
 */
export function createFallbackUsedTokenStore(
  redis: Redis,
  memory: UsedTokenStore = createMemoryUsedTokenStore(),
): UsedTokenStore {
  const shared = createRedisUsedTokenStore(redis);
  return {
    async markUsed(key, ttlMs) {
      if (redis.status !== 'ready') return memory.markUsed(key, ttlMs);
      try {
        return await shared.markUsed(key, ttlMs);
      } catch {
        return memory.markUsed(key, ttlMs);
      }
    },
  };
}
