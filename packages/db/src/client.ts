import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema.ts';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** A postgres:// URL; without it the embedded PGlite is used. */
  databaseUrl?: string | undefined;
  /** Folder for PGlite's files; omitted means an in-memory database (tests). */
  pgliteDir?: string | undefined;
  /** Pool size for PostgreSQL. */
  maxConnections?: number;
}

const migrationsFolder = join(dirname(fileURLToPath(import.meta.url)), '..', 'migrations');

/** Opens the database and applies the committed migrations. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  const handle = options.databaseUrl
    ? await openPostgres(options.databaseUrl, options.maxConnections ?? 10)
    : await openPglite(options.pgliteDir);
  return handle;
}

async function openPostgres(url: string, max: number): Promise<DatabaseHandle> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const pool = new pg.Pool({ connectionString: url, max });
  // Without a listener an idle client's error (server restart) would crash the process.
  pool.on('error', () => {});
  const db = drizzle(pool, { schema });
  // Several instances may start at once: one applies the migrations, the others wait.
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock(727274)');
    await migrate(drizzle(client, { schema }), { migrationsFolder });
  } finally {
    await client.query('select pg_advisory_unlock(727274)').catch(() => {});
    client.release();
  }
  return { db: db as unknown as Database, kind: 'postgres', close: () => pool.end() };
}

async function openPglite(dir: string | undefined): Promise<DatabaseHandle> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  if (dir) mkdirSync(dir, { recursive: true });
  const client = dir ? new PGlite(dir) : new PGlite();
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder });
  return { db: db as unknown as Database, kind: 'pglite', close: () => client.close() };
}

/** True when the database answers a trivial query. */
export async function isDatabaseReachable(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
