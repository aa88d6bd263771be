import { parseArgs } from 'node:util';
import { join } from 'node:path';
import { createServices } from '@mdc/core';
import { openDatabase } from '@mdc/db';
import { accountEmailSchema, passwordSchema } from '@mdc/shared';
import { ConfigError, loadConfig } from './config.ts';

/**
 * `npm run create-admin -- --email someone@example.com [--password …]`: creates a staff account,
 * or makes an existing account staff. Without --password a new account gets a generated one,
 * printed once.
 */
async function main(): Promise<number> {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, password: { type: 'string' } },
  });
  const email = accountEmailSchema.safeParse(values.email ?? '');
  if (!email.success) {
    console.error('Usage: npm run create-admin -- --email someone@example.com [--password …]');
    return 2;
  }
  if (values.password !== undefined && !passwordSchema.safeParse(values.password).success) {
    console.error('--password must be 8 to 128 characters');
    return 2;
  }
  const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent' });
  const handle = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: join(config.dataDir, 'pglite'),
  });
  try {
    const logger = { info: () => {}, warn: console.warn, error: console.error };
    const services = createServices(handle.db, {
      publicUrl: config.publicUrl,
      logger,
      mail: { ...config.mail, outboxDir: join(config.dataDir, 'outbox') },
      captcha: { secret: config.jwtSecret },
      accounts: { jwtSecret: config.jwtSecret },
    });
    const result = await services.accounts.createStaff(email.data, values.password);
    if (!result.created) console.log(`${email.data} is now staff.`);
    else if (result.password) {
      console.log(`Created staff account ${email.data} with the password: ${result.password}`);
    } else console.log(`Created staff account ${email.data}.`);
    return 0;
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    return 1;
  } finally {
    await handle.close();
  }
}

try {
  process.exitCode = await main();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
