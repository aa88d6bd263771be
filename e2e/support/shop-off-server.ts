/**
 * A second e2e server whose estate has switched its shop off, so the 'shop coming soon' journey
 * runs without touching the main server's settings. It prepares its own embedded database (demo
 * content, shop_enabled false) and then starts the service exactly as `npm start` does.
 */
import { join } from 'node:path';
import { openDatabase, seedDemoContent, shopSettings } from '@mdc/db';

const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error('DATA_DIR is required');
const handle = await openDatabase({ pgliteDir: join(dataDir, 'pglite') });
await seedDemoContent(handle.db);
await handle.db.update(shopSettings).set({ shopEnabled: false });
await handle.close();

await import('../../apps/server/src/main.ts');
