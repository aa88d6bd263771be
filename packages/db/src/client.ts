import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type PgModuleDefault from 'pg';
import type { PoolClient } from 'pg';

type PgModule = typeof PgModuleDefault;
import { lockDataDir } from './embedded-lock.ts';
import * as schema from './schema.ts';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** PGlite only: the data folder as a tar archive, to start other databases from (tests). */
  dumpDataDir?(): Promise<Blob>;
  /** PostgreSQL only: the connection pool's use now, for the metrics (decision 125). */
  poolUse?(): PoolUse;
  /**
   * PostgreSQL only: hears NOTIFY on `channel` from every process using this database, over a
   * connection of its own that comes back after a server restart (`onReconnect`: what was said
   * meanwhile is lost). Resolves to the way to stop.
   */
  listen?(
    channel: string,
    onMessage: (payload: string) => void,
    onReconnect?: () => void,
  ): Promise<() => Promise<void>>;
}

/** node-postgres' pool: connections open, idle among them, queries waiting for one, the cap. */
export interface PoolUse {
  total: number;
  idle: number;
  waiting: number;
  max: number;
}

export interface DatabaseOptions {
  /** A postgres:// URL; without it the embedded PGlite is used. */
  databaseUrl?: string | undefined;
  /** Folder for PGlite's files; omitted means an in-memory database (tests). */
  pgliteDir?: string | undefined;
  /** In-memory PGlite only: start from this data folder (a `dumpDataDir` archive), not initdb. */
  pgliteDataDirTar?: Blob | undefined;
  /** Pool size for PostgreSQL. */
  maxConnections?: number;
  /** PGlite folder only: what opens it ("the server"), named to a process the lock refuses. */
  purpose?: string;
}

const here = dirname(fileURLToPath(import.meta.url));
// packages/db/migrations from the source; the server's build copies them beside its bundle
// (docs/decisions/124-compiled-server.md).
const migrationsFolder = existsSync(join(here, 'migrations'))
  ? join(here, 'migrations')
  : join(here, '..', 'migrations');

/** Opens the database and applies the committed migrations. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  const handle = options.databaseUrl
    ? await openPostgres(options.databaseUrl, options.maxConnections ?? 10)
    : await openPglite(options.pgliteDir, options.pgliteDataDirTar, options.purpose);
  return handle;
}

async function openPostgres(url: string, max: number): Promise<DatabaseHandle> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  // A server that does not answer fails a request after 5 s (a 503) instead of holding it.
  const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: 5_000 });
  // Without listeners a client's error when the server goes away (a restart) would crash the
  // process: the pool's covers idle clients, each client's own covers one checked out between
  // two queries (a transaction). The next query on it fails and the pool drops it.
  pool.on('error', () => {});
  pool.on('connect', (client) => {
    client.on('error', () => {});
    releaseWhenBeginFails(client);
  });
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
  const listeners = new Set<() => Promise<void>>();
  return {
    db: db as unknown as Database,
    kind: 'postgres',
    poolUse: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      max,
    }),
    async listen(channel, onMessage, onReconnect) {
      const stop = await listenForNotifications(pg, url, channel, onMessage, onReconnect);
      listeners.add(stop);
      return async () => {
        listeners.delete(stop);
        await stop();
      };
    },
    async close() {
      await Promise.all([...listeners].map((stop) => stop()));
      await pool.end();
    },
  };
}

/** LISTEN on a client of its own, connecting again (every second) after it is lost. */
async function listenForNotifications(
  pg: PgModule,
  url: string,
  channel: string,
  onMessage: (payload: string) => void,
  onReconnect?: () => void,
): Promise<() => Promise<void>> {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`listen: bad channel name ${channel}`);
  let stopped = false;
  let client: InstanceType<typeof pg.Client> | undefined;
  let retry: NodeJS.Timeout | undefined;
  const connect = async (again: boolean): Promise<void> => {
    const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
    const lost = () => {
      if (stopped || client !== next) return;
      client = undefined;
      retry = setTimeout(() => void connect(true).catch(() => {}), 1_000);
      retry.unref();
    };
    next.on('error', lost);
    next.on('end', lost);
    next.on('notification', (message) => {
      if (message.channel === channel) onMessage(message.payload ?? '');
    });
    client = next;
    try {
      await next.connect();
      await next.query(`listen ${channel}`);
      if (again) onReconnect?.();
    } catch (error) {
      lost();
      if (!again) throw error;
    }
  };
  await connect(false);
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => {});
  };
}

/**
 * drizzle-orm 0.45's `transaction()` on a pool checks a client out, then sends `begin` outside
 * its try/finally: when the server goes away at that moment, the client is never released, and
 * after a few such restarts the pool has no connection left (found by the PostgreSQL-restart
 * fault test). This gives such a client back to the pool, marked broken so the pool drops it.
 */
function releaseWhenBeginFails(client: PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((...args: unknown[]) => {
    const result = query(...args);
    const config = args[0];
    const text = typeof config === 'string' ? config : (config as { text?: unknown })?.text;
    if (!(result instanceof Promise) || typeof text !== 'string' || !/^begin\b/i.test(text)) {
      return result;
    }
    return result.catch((error: unknown) => {
      client.release(error instanceof Error ? error : true);
      throw error;
    });
  }) as typeof client.query;
}

async function openPglite(
  dir: string | undefined,
  dataDirTar: Blob | undefined,
  purpose = 'another process',
): Promise<DatabaseHandle> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  let unlock = () => {};
  if (dir) {
    mkdirSync(dirname(dir), { recursive: true });
    // One process per data folder (decision 093): taken before PGlite reads a page.
    unlock = lockDataDir(resolve(dir), purpose);
    mkdirSync(dir, { recursive: true });
  }
  try {
    const client = dir ? new PGlite(dir) : new PGlite({ loadDataDir: dataDirTar });
    const db = drizzle(client, { schema });
    await migrate(db, { migrationsFolder });
    if (dir) await repairSequences(db as unknown as Database);
    return {
      db: db as unknown as Database,
      kind: 'pglite',
      close: async () => {
        try {
          await client.close();
        } finally {
          unlock();
        }
      },
      dumpDataDir: () => client.dumpDataDir('none'),
    };
  } catch (error) {
    unlock();
    throw error;
  }
}

/**
 * Moves every sequence that a column owns (`serial` ids) up to the largest value in its column.
 * Before decision 093 a second process on the same PGlite folder could leave a sequence behind
 * its table, and the next insert then failed on the primary key (users_pkey); this mends such a
 * folder when it is opened. A sequence is never moved down.
 */
export async function repairSequences(db: Database): Promise<void> {
  await db.execute(sql`
    do $$
    declare
      owned record;
      largest bigint;
      seq_last bigint;
      seq_called boolean;
    begin
      for owned in
        select seq.oid::regclass as sequence_name, tbl.oid::regclass as table_name,
               col.attname as column_name
        from pg_class seq
        join pg_depend dep on dep.objid = seq.oid and dep.classid = 'pg_class'::regclass
          and dep.refclassid = 'pg_class'::regclass and dep.deptype in ('a', 'i')
        join pg_class tbl on tbl.oid = dep.refobjid
        join pg_attribute col on col.attrelid = tbl.oid and col.attnum = dep.refobjsubid
        where seq.relkind = 'S'
      loop
        execute format('select max(%I) from %s', owned.column_name, owned.table_name)
          into largest;
        execute format('select last_value, is_called from %s', owned.sequence_name)
          into seq_last, seq_called;
        -- A sequence never called yet gives its last_value itself next.
        if largest is not null and (largest > seq_last or (largest = seq_last and not seq_called)) then
          perform setval(owned.sequence_name, largest);
        end if;
      end loop;
    end $$;
  `);
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

// SQLSTATE classes and codes that mean "the server is not there right now", not "bad query":
// connection exceptions (08…), operator intervention (57P01 shutdown, 57P02 crash, 57P03
// starting up), and the socket errors of a server that went away or is not listening.
const unavailableCodes = new Set([
  '57P01',
  '57P02',
  '57P03',
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
]);

/**
 * True when an error (or one of its causes: Drizzle wraps driver errors) says the database
 * cannot be reached, so the request may succeed if tried again shortly.
 */
export function isDatabaseUnavailableError(error: unknown): boolean {
  for (let e = error, depth = 0; e instanceof Error && depth < 5; depth += 1) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && (unavailableCodes.has(code) || code.startsWith('08'))) {
      return true;
    }
    // node-postgres' own words when the server cut the connection or the pool has none left.
    if (
      /^Connection terminated|not queryable|timeout exceeded when trying to connect/i.test(
        e.message,
      )
    )
      return true;
    e = e.cause;
  }
  return false;
}
