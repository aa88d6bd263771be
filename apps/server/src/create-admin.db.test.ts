import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { openTestDatabase, testDatabaseKinds } from '@mdc/db';
import { afterAll, describe, expect, it } from 'vitest';
import {
  call,
  goodPassword,
  newEmail,
  registerAccount,
} from './api/accounts/account-test-support.ts';
import { buildApp, type App } from './app.ts';
import { loadConfig } from './config.ts';
import { createTestAppOn } from './test-support/test-app.ts';

const root = join(import.meta.dirname, '..', '..', '..');
const jwtSecret = 'test-secret-that-is-long-enough-for-hs256-signing';
const adminPassword = 'Cegonha-Preta-2025';

/** `npm run create-admin -- --email … --password …` in a process of its own, as an operator runs it. */
function createAdmin(email: string, env: { DATA_DIR: string; DATABASE_URL?: string }) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((done) => {
    execFile(
      process.execPath,
      [
        '--import',
        'tsx',
        'apps/server/src/create-admin.ts',
        '--email',
        email,
        '--password',
        adminPassword,
      ],
      {
        cwd: root,
        env: { ...process.env, DATABASE_URL: '', JWT_SECRET: jwtSecret, ...env },
        timeout: 60_000,
      },
      (error, stdout, stderr) =>
        done({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

/** The server as `npm start` runs it on the embedded database in `dataDir` (without pages). */
function startServer(dataDir: string): Promise<App> {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    TRUST_PROXY: 'true',
    JWT_SECRET: jwtSecret,
  });
  return buildApp({ config, pages: 'none' });
}

async function logIn(app: App, email: string, password: string) {
  const res = await call(app, 'POST', '/api/users/token/', { body: { email, password } });
  if (res.statusCode !== 200) return { status: res.statusCode, staff: false };
  const me = await call(app, 'GET', '/api/users/me/', { token: res.json().access });
  return { status: 200, staff: me.json().is_staff as boolean };
}

/**
 * Issue 16 point 9 (decision 093): create-admin beside a running server. On the embedded
 * database it refuses while the server holds it, saying what to do, and nothing is damaged; once
 * the server stops it works, and the server sees the admin and takes new registrations after its
 * restart. On PostgreSQL it works beside the running server.
 */
describe.skipIf(!testDatabaseKinds.includes('pglite'))(
  'create-admin on the embedded database',
  () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'mdc-create-admin-'));
    const lockFile = join(dataDir, 'pglite.lock');
    let app: App | undefined;
    afterAll(async () => {
      await app?.close();
      rmSync(dataDir, { recursive: true, force: true });
    });

    it(
      'refuses beside a running server, then works once it stops',
      { timeout: 180_000 },
      async () => {
        app = await startServer(dataDir);
        const early = await registerAccount(app);
        const admin = newEmail('chefe');

        const refused = await createAdmin(admin, { DATA_DIR: dataDir });
        expect(refused.code).toBe(1);
        expect(refused.stderr).toContain(
          `create-admin: the embedded database in ${join(dataDir, 'pglite')} is open in a running server (process ${process.pid}, since `,
        );
        expect(refused.stderr).toContain(
          'Stop the server (Ctrl+C where it runs), run this command again, then start the server.',
        );
        expect(refused.stderr).toContain('With DATABASE_URL (PostgreSQL), create-admin works');
        expect(refused.stdout).toBe('');

        // Nothing changed under the server: it goes on taking registrations and logins.
        const during = await registerAccount(app);
        expect((await logIn(app, early.email, early.password)).status).toBe(200);
        expect((await logIn(app, admin, adminPassword)).status).toBe(401);
        expect(existsSync(lockFile)).toBe(true);

        await app.close();
        app = undefined;
        expect(existsSync(lockFile)).toBe(false);
        const created = await createAdmin(admin, { DATA_DIR: dataDir });
        expect(created).toMatchObject({ code: 0, stderr: '' });
        expect(created.stdout).toBe(`Created staff account ${admin}.\n`);
        expect(existsSync(lockFile)).toBe(false);

        // After the restart: the admin signs in as staff, everyone else too, and registrations go on.
        app = await startServer(dataDir);
        expect(await logIn(app, admin, adminPassword)).toEqual({ status: 200, staff: true });
        for (const account of [early, during]) {
          expect((await logIn(app, account.email, account.password)).status).toBe(200);
        }
        const after = await call(app, 'POST', '/api/auth/registration/', {
          body: {
            email: newEmail('depois'),
            username: 'Depois',
            password1: goodPassword,
            password2: goodPassword,
            lang: 'pt',
          },
        });
        expect(after.statusCode).toBe(201);
      },
    );

    it('takes over the lock of a server that crashed', { timeout: 120_000 }, async () => {
      await app?.close();
      app = undefined;
      // A pid that no process has: the server that wrote it is gone.
      writeFileSync(
        lockFile,
        JSON.stringify({
          pid: 2 ** 22 + 1,
          host: hostname(),
          purpose: 'a running server',
          since: '',
        }),
      );
      const email = newEmail('outro');
      const created = await createAdmin(email, { DATA_DIR: dataDir });
      expect(created).toMatchObject({ code: 0, stdout: `Created staff account ${email}.\n` });
      expect(existsSync(lockFile)).toBe(false);
    });
  },
);

describe.skipIf(!testDatabaseKinds.includes('postgres'))('create-admin on PostgreSQL', () => {
  it('creates and promotes staff beside a running server', { timeout: 120_000 }, async () => {
    const database = await openTestDatabase('postgres');
    const t = await createTestAppOn(database);
    const dataDir = mkdtempSync(join(tmpdir(), 'mdc-create-admin-pg-'));
    try {
      const customer = await registerAccount(t.app);
      const admin = newEmail('chefe');
      const created = await createAdmin(admin, { DATA_DIR: dataDir, DATABASE_URL: database.url! });
      expect(created).toMatchObject({ code: 0, stdout: `Created staff account ${admin}.\n` });
      // The running server sees the new admin at once, and registrations go on.
      expect(await logIn(t.app, admin, adminPassword)).toEqual({ status: 200, staff: true });
      await registerAccount(t.app);

      // An existing customer made staff (its password replaced by the one given).
      const promoted = await createAdmin(customer.email, {
        DATA_DIR: dataDir,
        DATABASE_URL: database.url!,
      });
      expect(promoted).toMatchObject({ code: 0, stdout: `${customer.email} is now staff.\n` });
      expect(await logIn(t.app, customer.email, adminPassword)).toEqual({
        status: 200,
        staff: true,
      });
      expect(existsSync(join(dataDir, 'pglite.lock'))).toBe(false);
    } finally {
      await t.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
