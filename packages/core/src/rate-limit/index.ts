// The rate-limit domain's entry: all that other folders may import from it (docs/decisions/133-domains-as-modules.md).
export {
  createRedisConnection,
  isRedisReady,
  redisConnected,
  redisTimeouts,
  testRedisUrl,
} from './redis.ts';
