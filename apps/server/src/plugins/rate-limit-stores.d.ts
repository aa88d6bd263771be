// The stores @fastify/rate-limit ships but does not type (decision 097 wraps them).
declare module '@fastify/rate-limit/store/LocalStore.js' {
  import type { RateLimitStore } from './rate-limit-store.ts';
  const LocalStore: new (continueExceeding: boolean, exponentialBackoff: boolean) => RateLimitStore;
  export default LocalStore;
}
declare module '@fastify/rate-limit/store/RedisStore.js' {
  import type { Redis } from 'ioredis';
  import type { RateLimitStore } from './rate-limit-store.ts';
  const RedisStore: new (
    continueExceeding: boolean,
    exponentialBackoff: boolean,
    redis: Redis,
    key: string,
  ) => RateLimitStore;
  export default RedisStore;
}
