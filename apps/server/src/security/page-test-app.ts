import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openTestDatabase, type TestDatabaseKind } from '@mdc/db';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { webRoot } from '../ssr/page-renderer.ts';
import type { TestApp } from '../test-support/test-app.ts';

/**
 * Whether the web app's production build exists (`npm run build`; `npm test` builds before the
 * integration suites). Tests of what only the production build does (hashed assets, the page
 * cache) are skipped without it, saying so; in CI a missing build fails instead.
 */
export const productionBuildExists = existsSync(join(webRoot, 'build', 'server', 'index.js'));
export const noProductionBuild =
  'no production build of the web app: run `npm run build` first (npm test does)';
if (!productionBuildExists && process.env.CI) {
  throw new Error(`CI runs every page test: ${noProductionBuild}`);
}

/**
 * Tests only: the whole service with its pages, as production serves it: the web build when one
 * exists (`npm run build`), otherwise the pages through Vite's development server (slower, same
 * headers but for the WebSocket Vite needs in connect-src).
 */
export async function createPageTestApp(
  kind: TestDatabaseKind,
  env: Record<string, string> = {},
  /** Where the log lines go (written at LOG_LEVEL info then); none are written without it. */
  logStream?: { write(line: string): void },
): Promise<TestApp & { pages: 'production' | 'development' }> {
  const database = await openTestDatabase(kind);
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'mdc-test-')),
    LOG_LEVEL: logStream ? 'info' : 'silent',
    TRUST_PROXY: 'true',
    PUBLIC_URL: 'https://vinhos.example',
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    // One process on its test database (decision 101).
    SINGLE_INSTANCE: 'true',
    ...env,
  });
  const pages = productionBuildExists ? 'production' : 'development';
  const app = await buildApp({ config, database, pages, logStream });
  return {
    app,
    pages,
    async close() {
      await app.close();
      await database.close().catch(() => {});
    },
  };
}
