/**
 * A third e2e server for the staff back end's journeys, which change prices, stock and the shop
 * switch: on their own database they cannot disturb the shop journeys running in parallel. (The
 * main e2e server starts through here too, for journeys that move their own orders along.) It
 * seeds the demo estate, creates the staff account the journeys sign in with (as
 * `npm run create-admin` does) and then starts the service exactly as `npm start` does.
 */
import { join } from 'node:path';
import { createServices } from '@mdc/core';
import { openDatabase, seedDemoContent } from '@mdc/db';
import { staffLogin } from './admin.ts';

const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error('DATA_DIR is required');
const handle = await openDatabase({ pgliteDir: join(dataDir, 'pglite') });
await seedDemoContent(handle.db);
const quiet = { info: () => {}, warn: console.warn, error: console.error };
const services = createServices(handle.db, {
  publicUrl: 'http://127.0.0.1',
  logger: quiet,
  mail: {
    outboxDir: join(dataDir, 'outbox'),
    from: 'loja@example.com',
    estateEmail: 'x@example.com',
  },
  captcha: { secret: 'e2e-admin-server-captcha-secret-0123456789' },
});
await services.accounts.createStaff(staffLogin.email, staffLogin.password);
await handle.close();

await import('../../apps/server/src/main.ts');
