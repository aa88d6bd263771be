import { randomBytes } from 'node:crypto';
import { openDatabase, type DatabaseHandle } from './client.ts';

/**
 * The real PostgreSQL server tests may use, from TEST_DATABASE_URL or DATABASE_URL. Without one,
 * integration tests run on the embedded PGlite only.
 */
export const testPostgresUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || '';

export type TestDatabaseKind = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when a server is configured. */
export const testDatabaseKinds: TestDatabaseKind[] = testPostgresUrl
  ? ['pglite', 'postgres']
  : ['pglite'];

/**
 * A fresh, migrated, empty database: in-memory PGlite, or a new database on the PostgreSQL server
 * that is dropped again on close.
 */
export async function openTestDatabase(kind: TestDatabaseKind): Promise<DatabaseHandle> {
  if (kind === 'pglite') return openDatabase({});
  const { default: pg } = await import('pg');
  const name = `mdc_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: testPostgresUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(testPostgresUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.href, maxConnections: 60 });
  return {
    ...handle,
    async close() {
      await handle.close().catch(() => {});
      const cleanup = new pg.Client({ connectionString: testPostgresUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
