import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
if (!existsSync(chromium)) {
  throw new Error(
    `No Chromium at ${chromium}. Install it (Debian/Ubuntu: "apt-get install -y chromium") ` +
      'or point CHROMIUM_PATH at a Chromium or Chrome binary.',
  );
}

const port = Number(process.env.E2E_PORT || 4173);
// Every run starts from a fresh embedded database with the demo content. Workers load this file
// again and inherit the folder through the environment; tests read the e-mail outbox in it.
const dataDir = (process.env.E2E_DATA_DIR ||= mkdtempSync(join(tmpdir(), 'mdc-e2e-')));
// A second server whose shop is switched off (e2e/support/shop-off-server.ts).
const shopOffPort = port + 1;
const shopOffDataDir = (process.env.E2E_SHOP_OFF_DATA_DIR ||= mkdtempSync(
  join(tmpdir(), 'mdc-e2e-shop-off-'),
));
process.env.E2E_SHOP_OFF_URL = `http://127.0.0.1:${shopOffPort}`;
// A third server for the staff back end's journeys (e2e/support/admin-server.ts).
const adminPort = port + 2;
const adminDataDir = (process.env.E2E_ADMIN_DATA_DIR ||= mkdtempSync(
  join(tmpdir(), 'mdc-e2e-admin-'),
));
process.env.E2E_ADMIN_URL = `http://127.0.0.1:${adminPort}`;

const serverEnv = (serverPort: number, serverDataDir: string) => ({
  NODE_ENV: 'production',
  PORT: String(serverPort),
  HOST: '127.0.0.1',
  DATA_DIR: serverDataDir,
  DATABASE_URL: '',
  PUBLIC_URL: `http://127.0.0.1:${serverPort}`,
  LOG_LEVEL: 'warn',
  // Journeys name their client address in X-Forwarded-For (e2e/fixtures.ts).
  TRUST_PROXY: 'true',
});

export default defineConfig({
  testDir: './e2e',
  // A journey takes 10–30 s on two busy cores, and up to a minute when the machine is slow (each
  // axe scan alone takes seconds, once 18 s): room to spare.
  timeout: 90_000,
  // A robot check's proof of work or a staff screen's first load took over 5 s there too.
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
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
    { name: 'desktop', use: { ...devices['Desktop Chrome'] } },
    { name: 'phone', use: { ...devices['Pixel 7'] } },
  ],
  webServer: [
    {
      // With the staff account too: shop journeys move their orders along through the admin API.
      command: 'node --import tsx e2e/support/admin-server.ts',
      url: `http://127.0.0.1:${port}/api/ready`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: serverEnv(port, dataDir),
    },
    {
      command: 'node --import tsx e2e/support/shop-off-server.ts',
      url: `http://127.0.0.1:${shopOffPort}/api/ready`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: serverEnv(shopOffPort, shopOffDataDir),
    },
    {
      command: 'node --import tsx e2e/support/admin-server.ts',
      url: `http://127.0.0.1:${adminPort}/api/ready`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: serverEnv(adminPort, adminDataDir),
    },
  ],
});
