/**
 * One e2e server's database, prepared before playwright.config.ts starts the built service
 * (`node apps/server/dist/main.js`) exactly as `npm run serve` does (decision 124).
 *
 * - `DATABASE_URL` set: a database of its own on that PostgreSQL server, created here (the name
 *   comes from playwright.config.ts, which drops it after the run); unset: the embedded PGlite in
 *   `$DATA_DIR/pglite`, as on a fresh machine.
 * - The demo estate is seeded (Exmo and Destinto with a full cellar for the buying journeys), and the staff account the journeys sign in with is created (as
 *   `npm run create-admin` does).
 * - `E2E_SHOP_ENABLED=false`: the estate has switched its shop off ('shop coming soon' journeys).
 */
import { join } from 'node:path';
import pg from 'pg';
import { createServices } from '@mdc/core';
import { openDatabase, seedDemoContent, shopSettings, wines } from '@mdc/db';
import { inArray } from 'drizzle-orm';
import { staffLogin } from './admin.ts';

const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error('DATA_DIR is required');
const databaseUrl = process.env.DATABASE_URL || undefined;
if (databaseUrl) await createDatabase(databaseUrl);

const handle = await openDatabase({
  databaseUrl,
  pgliteDir: join(dataDir, 'pglite'),
  purpose: 'the e2e set-up',
});
await seedDemoContent(handle.db);
// Every checkout journey reserves two Exmo and one Destinto; with both projects, both languages
// and retries they outgrow the demo's 48 bottles late in a run. The journeys' shop has a full
// cellar; Avó Zeca keeps its 8 for the low-stock states.
await handle.db
  .update(wines)
  .set({ stock: 5000 })
  .where(inArray(wines.slug, ['exmo', 'bosque-destinto']));
if (process.env.E2E_SHOP_ENABLED === 'false') {
  await handle.db.update(shopSettings).set({ shopEnabled: false });
}
const quiet = { info: () => {}, warn: console.warn, error: console.error };
const services = createServices(handle.db, {
  publicUrl: 'http://127.0.0.1',
  logger: quiet,
  mail: {
    outboxDir: join(dataDir, 'outbox'),
    from: 'loja@example.com',
    estateEmail: 'x@example.com',
  },
  captcha: { secret: 'e2e-server-captcha-secret-0123456789' },
});
await services.accounts.createStaff(staffLogin.email, staffLogin.password);
await handle.close();

/** Creates the database the URL names on its server (the maintenance database `postgres`). */
async function createDatabase(url: string) {
  const target = new URL(url);
  const name = target.pathname.slice(1);
  if (!/^mdc_e2e_\w+$/.test(name)) throw new Error(`not an e2e database name: ${name}`);
  target.pathname = '/postgres';
  const client = new pg.Client({ connectionString: target.href });
  await client.connect();
  try {
    await client.query(`drop database if exists ${name} with (force)`);
    await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
}
