import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, log, registerCleanup, withTimeout } from './util.ts';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const READY_TIMEOUT_MS = 60_000;
const STOP_GRACE_MS = 10_000;
const CREATE_STAFF_TIMEOUT_MS = 60_000;

export interface ServerOptions {
  /** Extra environment (e.g. PAGE_CACHE=false for the page cache's "before" figures). */
  env?: Record<string, string>;
  /** A fixed port instead of a free one. */
  port?: number;
  /** A fixed data folder (removed at the end like the temporary one). */
  dataDir?: string;
  /** A staff account created before the server starts, as `npm run create-admin` does. */
  staff?: { email: string; password: string };
  /** The API without pages (bench/api-server.ts): no web build needed. */
  apiOnly?: boolean;
  /** Node's own flags for the build instead of those of `npm run serve` (bench/memory.ts). */
  nodeArgs?: string[];
}

/**
 * Node's flags as `npm run serve` gives them (package.json; the systemd unit runs the same), minus
 * the .env file it reads: the bench measures the server as it is served (decision 126).
 */
export async function servedNodeArgs(): Promise<string[]> {
  const manifest = JSON.parse(await readFile(join(repoRoot, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  const words = manifest.scripts.serve!.split(/\s+/);
  return words
    .slice(words.indexOf('node') + 1, words.indexOf('apps/server/dist/main.js'))
    .filter((word) => !word.startsWith('--env-file'));
}

export interface RunningServer {
  origin: string;
  /** The server's process id (its CPU time is read from /proc by the throughput CLI). */
  pid: number;
  stop: () => Promise<void>;
}

/**
 * Starts the production server as a separate process, exactly as it is deployed, with a fresh
 * data folder so every run measures the same freshly seeded demo catalogue.
 */
export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const port = options.port ?? (await freePort());
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = options.dataDir ?? (await mkdtemp(join(tmpdir(), 'mdc-bench-')));

  const env = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
    PUBLIC_URL: origin,
    ...options.env,
  };
  if (options.staff) {
    try {
      await createStaff(env, options.staff);
    } catch (error) {
      await rm(dataDir, { recursive: true, force: true });
      throw error;
    }
  }

  // The build `npm run serve` runs (decision 124); the API-only server is a bench script.
  const args = options.apiOnly
    ? ['--import', 'tsx', 'bench/api-server.ts']
    : [...(options.nodeArgs ?? (await servedNodeArgs())), 'apps/server/dist/main.js'];
  const child = spawn(process.execPath, args, {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });

  // Kept for the error message: when the server dies at boot its last words say why.
  const tail: string[] = [];
  const remember = (chunk: Buffer) => {
    for (const line of chunk.toString('utf8').split('\n')) {
      if (line.trim() === '') continue;
      tail.push(line);
      if (tail.length > 40) tail.shift();
      process.stderr.write(`[server] ${line}\n`);
    }
  };
  child.stdout?.on('data', remember);
  child.stderr?.on('data', remember);

  let stopped: Promise<void> | undefined;
  const stop = () => {
    stopped ??= (async () => {
      unregister();
      await killChild(child);
      await rm(dataDir, { recursive: true, force: true });
    })();
    return stopped;
  };
  const unregister = registerCleanup(stop);

  try {
    await waitUntilReady(origin, child);
  } catch (error) {
    await stop();
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(`${message}\n--- last server output ---\n${tail.join('\n')}`);
  }
  log(`server ready at ${origin}`);
  return { origin, pid: child.pid ?? 0, stop };
}

/**
 * The operator's own tool (`npm run create-admin`), run on the server's database before the server
 * opens it: the embedded database takes one process at a time.
 */
async function createStaff(
  env: NodeJS.ProcessEnv,
  staff: { email: string; password: string },
): Promise<void> {
  const args = ['--email', staff.email, '--password', staff.password];
  const child = spawn(
    process.execPath,
    ['--enable-source-maps', 'apps/server/dist/create-admin.js', ...args],
    {
      cwd: repoRoot,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const output: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
  const exited = new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => resolve(code));
  });
  const unregister = registerCleanup(() => void child.kill('SIGKILL'));
  const code = await withTimeout(exited, CREATE_STAFF_TIMEOUT_MS, 'create-admin', () =>
    child.kill('SIGKILL'),
  ).finally(unregister);
  if (code !== 0) {
    // With --password given, create-admin prints no password: its output is safe to show.
    throw new Error(`create-admin failed (${code}):\n${Buffer.concat(output).toString('utf8')}`);
  }
}

async function waitUntilReady(origin: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  let lastProblem = 'no answer yet';
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`server exited during start-up (${child.exitCode ?? child.signalCode})`);
    }
    try {
      const response = await fetch(`${origin}/api/ready`, { signal: AbortSignal.timeout(2_000) });
      await response.arrayBuffer();
      if (response.status === 200) return;
      lastProblem = `GET /api/ready answered ${response.status}`;
    } catch (error) {
      lastProblem = error instanceof Error ? error.message : String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server not ready within ${READY_TIMEOUT_MS / 1000} s: ${lastProblem}`);
}

/** SIGTERM lets the server close its database cleanly; SIGKILL is the bounded fallback. */
async function killChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
  await exited;
  clearTimeout(timer);
}
