import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The PostgreSQL server binaries (initdb, pg_ctl) of Debian's packages, or PG_BIN_DIR. */
export function postgresBinDir(): string | null {
  const candidates = process.env.PG_BIN_DIR
    ? [process.env.PG_BIN_DIR]
    : existsSync('/usr/lib/postgresql')
      ? readdirSync('/usr/lib/postgresql')
          .sort((a, b) => Number(b) - Number(a))
          .map((version) => `/usr/lib/postgresql/${version}/bin`)
      : [];
  return candidates.find((dir) => existsSync(join(dir, 'pg_ctl'))) ?? null;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface PrivatePostgres {
  /** postgres:// URL of its `postgres` database. */
  url: string;
  /** Fast shutdown: open connections are cut, as in a restart or a crash of the host. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops the server and removes its files. */
  close(): Promise<void>;
}

/**
 * Tests only: a throwaway PostgreSQL cluster on a free loopback port, which a test may stop and
 * start again (the shared server on 5432 must never be restarted by a test). Runs the server as
 * the `postgres` user when the tests run as root, since PostgreSQL refuses to run as root.
 */
export async function startPrivatePostgres(binDir: string): Promise<PrivatePostgres> {
  const dir = mkdtempSync(join(tmpdir(), 'mdc-pg-'));
  const dataDir = join(dir, 'data');
  const port = await freePort();
  const asRoot = process.getuid?.() === 0;
  if (asRoot) chownSync(dir, ...(await postgresIds()));
  const as = async (program: string, args: string[]) => {
    const [file, argv] = asRoot
      ? ['runuser', ['-u', 'postgres', '--', join(binDir, program), ...args]]
      : [join(binDir, program), args];
    await run(file, argv, { cwd: dir, timeout: 60_000 });
  };
  await as('initdb', ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=100`;
  const pgCtl = (...args: string[]) =>
    as('pg_ctl', ['-D', dataDir, '-l', join(dir, 'server.log'), '-w', '-t', '30', ...args]);

  let running = false;
  const handle: PrivatePostgres = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async start() {
      await pgCtl('-o', options, 'start');
      running = true;
    },
    async stop() {
      running = false;
      await pgCtl('-m', 'fast', 'stop');
    },
    async close() {
      if (running) await handle.stop().catch(() => {});
      rmSync(dir, { recursive: true, force: true });
    },
  };
  await handle.start();
  return handle;
}

async function postgresIds(): Promise<[number, number]> {
  const { stdout } = await run('id', ['-u', 'postgres']);
  const { stdout: group } = await run('id', ['-g', 'postgres']);
  return [Number(stdout.trim()), Number(group.trim())];
}
