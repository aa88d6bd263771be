import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { openDatabase, type DatabaseHandle } from './client.ts';

/**
 * The real PostgreSQL server tests may use, from TEST_DATABASE_URL or DATABASE_URL. Without one,
 * integration tests run on the embedded PGlite only.
 */
export const testPostgresUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || '';

export type TestDatabaseKind = 'pglite' | 'postgres';

/**
 * The database kinds the integration suites (`*.db.test.ts`) run on: TEST_DATABASE_KINDS
 * (`pglite`, `postgres` or both, comma-separated) when set, as `npm test` does to run each kind as
 * a step of its own; otherwise PGlite always and PostgreSQL too when a server is configured.
 */
export const testDatabaseKinds: TestDatabaseKind[] = parseKinds(process.env.TEST_DATABASE_KINDS);

function parseKinds(value: string | undefined): TestDatabaseKind[] {
  if (value === undefined) return testPostgresUrl ? ['pglite', 'postgres'] : ['pglite'];
  const kinds = value
    .split(',')
    .map((kind) => kind.trim())
    .filter(Boolean);
  for (const kind of kinds) {
    if (kind !== 'pglite' && kind !== 'postgres') {
      throw new Error(`TEST_DATABASE_KINDS: unknown database kind "${kind}" (pglite, postgres)`);
    }
  }
  if (kinds.includes('postgres') && !testPostgresUrl) {
    throw new Error('TEST_DATABASE_KINDS names postgres, but TEST_DATABASE_URL is not set');
  }
  return kinds as TestDatabaseKind[];
}

/*
 * Migrating a new database for every test file costs seconds on PGlite (a fresh cluster is an
 * initdb in WebAssembly). The test run's global set-up (`prepareTestDatabaseTemplates`) migrates
 * one database of each kind once; each test then copies it: PGlite loads the saved data folder,
 * PostgreSQL runs `CREATE DATABASE … TEMPLATE`. The set-up hands the templates to the test
 * processes through these two variables; without them each test migrates its own database.
 */
const pgliteTemplateVariable = 'MDC_TEST_PGLITE_TEMPLATE';
const postgresTemplateVariable = 'MDC_TEST_POSTGRES_TEMPLATE';

let pgliteTemplate: Blob | undefined;

export interface TestDatabaseHandle extends DatabaseHandle {
  /** PostgreSQL only: the database's URL, for a process of its own (a command under test). */
  url?: string;
}

/**
 * A fresh, migrated, empty database: in-memory PGlite, or a new database on the PostgreSQL server
 * that is dropped again on close.
 */
export async function openTestDatabase(kind: TestDatabaseKind): Promise<TestDatabaseHandle> {
  if (kind === 'pglite') {
    const templateFile = process.env[pgliteTemplateVariable];
    if (templateFile) pgliteTemplate ??= new Blob([readFileSync(templateFile)]);
    return openDatabase({ pgliteDataDirTar: templateFile ? pgliteTemplate : undefined });
  }
  const name = `mdc_test_${randomBytes(6).toString('hex')}`;
  const template = process.env[postgresTemplateVariable];
  await onPostgresServer(`create database ${name}${template ? ` template ${template}` : ''}`);
  const url = new URL(testPostgresUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.href, maxConnections: 60 });
  return {
    ...handle,
    url: url.href,
    async close() {
      await handle.close().catch(() => {});
      await onPostgresServer(`drop database if exists ${name} with (force)`);
    },
  };
}

async function onPostgresServer(statement: string): Promise<void> {
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: testPostgresUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/**
 * Migrates one template database per kind in `kinds` and names them in this process's
 * environment, which the test processes started afterwards inherit. Returns the clean-up.
 */
export async function prepareTestDatabaseTemplates(
  kinds: TestDatabaseKind[],
  pgliteTemplateFile: string,
): Promise<() => Promise<void>> {
  const cleanups: (() => Promise<void>)[] = [];
  if (kinds.includes('pglite')) {
    const handle = await openDatabase({});
    const tar = await handle.dumpDataDir!();
    await handle.close();
    writeFileSync(pgliteTemplateFile, Buffer.from(await tar.arrayBuffer()));
    process.env[pgliteTemplateVariable] = pgliteTemplateFile;
  }
  if (kinds.includes('postgres')) {
    const name = `mdc_test_template_${randomBytes(6).toString('hex')}`;
    await onPostgresServer(`create database ${name}`);
    const url = new URL(testPostgresUrl);
    url.pathname = `/${name}`;
    const handle = await openDatabase({ databaseUrl: url.href });
    await handle.close();
    process.env[postgresTemplateVariable] = name;
    cleanups.push(() => onPostgresServer(`drop database if exists ${name} with (force)`));
  }
  return async () => {
    for (const cleanup of cleanups) await cleanup();
  };
}
