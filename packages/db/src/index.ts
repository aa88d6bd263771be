export * as schema from './schema.ts';
export * from './schema.ts';
export * from './client.ts';
export { seedDemoContent } from './seed/seed.ts';
export * from './testing.ts';
