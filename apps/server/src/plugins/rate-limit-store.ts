import LocalStore from '@fastify/rate-limit/store/LocalStore.js';
import RedisStore from '@fastify/rate-limit/store/RedisStore.js';
import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { createRedisConnection } from '@mdc/core';

type RedisConnection = ReturnType<typeof createRedisConnection>;
type Counted = { current: number; ttl: number };
type Callback = (error: Error | null, result: Counted | null) => void;

export interface RateLimitStore {
  incr(key: string, callback: Callback, timeWindow: number, max: number): void;
  child(routeOptions: object): RateLimitStore;
}

interface StoreParams {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
}

/**
 * Rate-limit counters in Redis while it answers, in this instance's memory while it does not
 * (docs/decisions/097-redis-outage.md): limits stay enforced, per instance, through an outage,
 * no request waits for Redis, and the shared counters take over again when it is back.
 */
export function fallbackRateLimitStore(
  redis: RedisConnection,
  nameSpace: string,
): FastifyRateLimitStoreCtor {
  class FallbackStore implements RateLimitStore {
    private readonly shared: RateLimitStore;
    private readonly local: RateLimitStore;

    constructor(params: StoreParams, pair?: { shared: RateLimitStore; local: RateLimitStore }) {
      const { continueExceeding = false, exponentialBackoff = false } = params;
      this.shared =
        pair?.shared ?? new RedisStore(continueExceeding, exponentialBackoff, redis, nameSpace);
      this.local = pair?.local ?? new LocalStore(continueExceeding, exponentialBackoff);
    }

    incr(key: string, callback: Callback, timeWindow: number, max: number) {
      if (redis.status !== 'ready') return this.local.incr(key, callback, timeWindow, max);
      this.shared.incr(
        key,
        (error, result) =>
          error ? this.local.incr(key, callback, timeWindow, max) : callback(null, result),
        timeWindow,
        max,
      );
    }

    child(routeOptions: object): RateLimitStore {
      return new FallbackStore(
        {},
        { shared: this.shared.child(routeOptions), local: this.local.child(routeOptions) },
      );
    }
  }
  // The plugin calls incr with the window and the maximum too, which its type leaves out.
  return FallbackStore as unknown as FastifyRateLimitStoreCtor;
}
