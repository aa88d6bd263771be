import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openTestDatabase, type DatabaseHandle, type TestDatabaseKind } from '@mdc/db';
import { buildApp, type App } from '../app.ts';
import { loadConfig } from '../config.ts';

export interface TestApp {
  app: App;
  close(): Promise<void>;
}

/** The whole API over a fresh database with the demo content, without the page renderer. */
export async function createTestApp(
  kind: TestDatabaseKind,
  env: Record<string, string> = {},
): Promise<TestApp> {
  return createTestAppOn(await openTestDatabase(kind), env);
}

/** The same over a database the test opened itself (a private PostgreSQL server, say). */
export async function createTestAppOn(
  database: DatabaseHandle,
  env: Record<string, string> = {},
): Promise<TestApp> {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'mdc-test-')),
    LOG_LEVEL: 'silent',
    // Tests stand behind a "proxy": each test names its client address in X-Forwarded-For.
    TRUST_PROXY: 'true',
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    ...env,
  });
  const app = await buildApp({ config, database, pages: 'none' });
  return {
    app,
    async close() {
      await app.close();
      await database.close().catch(() => {});
    },
  };
}
