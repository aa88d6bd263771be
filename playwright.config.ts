import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// Chromium's headless shell when installed: the same engine as the browser without its window
// machinery, and what Playwright itself runs headless. It costs about a third of the CPU of the
// full browser in headless mode, which on two cores decides how long the journeys take.
const installed = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'];
const chromium = process.env.CHROMIUM_PATH || installed.find((path) => existsSync(path)) || '';
if (!existsSync(chromium)) {
  throw new Error(
    `No Chromium at ${chromium || installed.join(' or ')}. Install it (Debian/Ubuntu: ` +
      '"apt-get install -y chromium-headless-shell") or point CHROMIUM_PATH at a Chromium binary.',
  );
}

/*
 * The journeys meet the database production uses: with TEST_DATABASE_URL set (as `.ci/run` sets
 * it), each e2e server gets a database of its own on that PostgreSQL server, and one more server on
 * the embedded PGlite, as `npm start` runs on a fresh machine, serves the smoke journey
 * (e2e/embedded-smoke.spec.ts). Without it every server runs on PGlite.
 *
 * This file is loaded again by every worker: values chosen here are kept in the environment, so
 * the workers see the same ones.
 */
const postgresServer = process.env.TEST_DATABASE_URL || '';
const runId = (process.env.E2E_RUN_ID ||= randomBytes(4).toString('hex'));
const basePort = Number(process.env.E2E_PORT || 4173);

interface E2eServer {
  /** Environment variable that tells the journeys where this server is. */
  urlVariable: string;
  /** Environment variable that tells the journeys its data folder (e-mail outbox). */
  dataDirVariable: string;
  port: number;
  database: 'postgres' | 'pglite';
  env?: Record<string, string>;
}

const servers: Record<string, E2eServer> = {
  // The shop and the site; with the staff account too: shop journeys move their orders along
  // through the admin API.
  main: {
    urlVariable: 'E2E_URL',
    dataDirVariable: 'E2E_DATA_DIR',
    port: basePort,
    database: postgresServer ? 'postgres' : 'pglite',
  },
  // An estate whose shop is switched off ('shop coming soon').
  shopOff: {
    urlVariable: 'E2E_SHOP_OFF_URL',
    dataDirVariable: 'E2E_SHOP_OFF_DATA_DIR',
    port: basePort + 1,
    database: postgresServer ? 'postgres' : 'pglite',
    env: { E2E_SHOP_ENABLED: 'false' },
  },
  // The staff back end's journeys change prices, stock and the shop switch: on a database of
  // their own they cannot disturb the shop journeys running beside them.
  admin: {
    urlVariable: 'E2E_ADMIN_URL',
    dataDirVariable: 'E2E_ADMIN_DATA_DIR',
    port: basePort + 2,
    database: postgresServer ? 'postgres' : 'pglite',
  },
  ...(postgresServer && {
    embedded: {
      urlVariable: 'E2E_EMBEDDED_URL',
      dataDirVariable: 'E2E_EMBEDDED_DATA_DIR',
      port: basePort + 3,
      database: 'pglite',
    },
  }),
};

/** The PostgreSQL databases of this run, dropped by e2e/support/global-teardown.ts. */
const databaseUrls: string[] = [];
const webServer = Object.entries(servers).map(([name, server]) => {
  const url = `http://127.0.0.1:${server.port}`;
  process.env[server.urlVariable] = url;
  const dataDir = (process.env[server.dataDirVariable] ||= mkdtempSync(
    join(tmpdir(), `mdc-e2e-${name}-`),
  ));
  let databaseUrl = '';
  if (server.database === 'postgres') {
    const database = new URL(postgresServer);
    database.pathname = `/mdc_e2e_${runId}_${name.toLowerCase()}`;
    databaseUrl = database.href;
    databaseUrls.push(databaseUrl);
  }
  return {
    // The database prepared (seed, staff account), then the production build with plain node.
    command:
      'node --import tsx e2e/support/server.ts && node --enable-source-maps apps/server/dist/main.js',
    url: `${url}/api/ready`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      NODE_ENV: 'production',
      PORT: String(server.port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      PUBLIC_URL: url,
      LOG_LEVEL: 'warn',
      // Journeys name their client address in X-Forwarded-For (e2e/fixtures.ts).
      TRUST_PROXY: 'true',
      ...server.env,
    },
  };
});
process.env.E2E_DATABASE_URLS = databaseUrls.join(' ');
// Without a PostgreSQL server the main server is the embedded one.
process.env.E2E_EMBEDDED_URL ||= process.env.E2E_URL;
process.env.E2E_EMBEDDED_DATA_DIR ||= process.env.E2E_DATA_DIR;

export default defineConfig({
  testDir: './e2e',
  // A journey takes 5–30 s on this project's 2-core CI machine.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  // A safety net only: a journey that needs it is a defect to fix, and the run lists it as flaky.
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  globalTeardown: './e2e/support/global-teardown.ts',
  use: {
    baseURL: process.env.E2E_URL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    // Every journey runs on the desktop; on the phone those tagged @phone: the ones whose layout
    // or touch behaviour differs there (README, "Tests").
    { name: 'desktop', use: { ...devices['Desktop Chrome'] } },
    { name: 'phone', use: { ...devices['Pixel 7'] }, grep: /@phone/ },
  ],
  webServer,
});
