export * as schema from './schema.ts';
export * from './schema.ts';
export * from './client.ts';
export { DatabaseInUseError, type LockHolder } from './embedded-lock.ts';
export { seedDemoContent } from './seed/seed.ts';
export * from './testing.ts';
