import { parseArgs } from 'node:util';
import { join } from 'node:path';
import { AccountError, createServices, DatabaseInUseError, openDatabase } from '@mdc/core';
import { accountEmailSchema, passwordSchema } from '@mdc/shared';
import { ConfigError, loadConfig } from './config.ts';

/**
 * What the operator reads when a server holds the embedded database (decision 093): PGlite
 * serves one process at a time, so this command waits for the server to stop.
 */
function refusalBesideServer(error: DatabaseInUseError): string {
  const { holder } = error;
  const who = holder
    ? `${holder.purpose} (process ${holder.pid}${holder.since ? `, since ${holder.since}` : ''})`
    : 'another process';
  return [
    `create-admin: the embedded database in ${error.dataDir} is open in ${who}.`,
    'The embedded database (PGlite) serves one process at a time: an account added beside a',
    'running server would not be seen by it, and could be lost or break the next registration.',
    'Stop the server (Ctrl+C where it runs), run this command again, then start the server.',
    'With DATABASE_URL (PostgreSQL), create-admin works while servers run.',
    `If no server is running, ${error.lockFile} was left behind: delete it and try again.`,
  ].join('\n');
}

/**
 * `npm run create-admin -- --email someone@example.com [--password …]`: creates a staff account,
 * or makes an existing account staff. Without --password a new account gets a generated one,
 * printed once. On the embedded database it refuses while a server holds it (decision 093).
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
  let handle;
  try {
    handle = await openDatabase({
      databaseUrl: config.databaseUrl,
      pgliteDir: join(config.dataDir, 'pglite'),
      purpose: 'npm run create-admin',
    });
  } catch (error) {
    if (!(error instanceof DatabaseInUseError)) throw error;
    console.error(refusalBesideServer(error));
    return 1;
  }
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
    // The service's refusal names the API's field; here the operator typed --password.
    if (error instanceof AccountError && error.field) console.error(`--password: ${error.text}`);
    else console.error(error instanceof Error ? error.message : error);
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
