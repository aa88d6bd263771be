import { createServer as createHttpServer, type RequestListener } from 'node:http';
import { createServer } from 'node:net';

/** Asks the kernel for a port nobody holds, so parallel runs and leftovers never collide. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      probe.close(() => (port > 0 ? resolve(port) : reject(new Error('no free port'))));
    });
  });
}

/**
 * A bare node:http server on a free loopback port (or the one given), closed by the bench's
 * cleanup if the step that started it does not get to close it.
 */
export async function serveOnFreePort(
  handler: RequestListener,
  fixedPort?: number,
): Promise<{ origin: string; close: () => Promise<void> }> {
  const server = createHttpServer(handler);
  const port = fixedPort ?? (await freePort());
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const close = async () => {
    unregister();
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  const unregister = registerCleanup(close);
  return { origin: `http://127.0.0.1:${port}`, close };
}

/**
 * Every step of the bench is bounded: a hung browser or server must end the run with a clear
 * message instead of blocking a terminal or a CI job forever.
 */
export async function withTimeout<T>(
  work: Promise<T>,
  ms: number,
  what: string,
  onTimeout?: () => void,
): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      onTimeout?.();
      reject(new Error(`${what} did not finish within ${Math.round(ms / 1000)} s`));
    }, ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const upper = sorted[mid] ?? 0;
  if (sorted.length % 2 === 1) return upper;
  return ((sorted[mid - 1] ?? upper) + upper) / 2;
}

/** Positive integer from the environment; a typo must fail loudly rather than bench with 0 runs. */
export function envInt(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) {
    throw new Error(`${name} must be a positive integer, got '${raw}'`);
  }
  return value;
}

type Cleanup = () => Promise<void> | void;
const cleanups = new Set<Cleanup>();
let draining = false;

/**
 * Child processes (server, browsers) outlive an interrupted bench unless someone kills them, so
 * each one registers here and a signal handler in run.ts drains the set.
 */
export function registerCleanup(cleanup: Cleanup): () => void {
  if (draining) {
    // Started while shutting down (a step that was already under way): undo it straight away.
    void Promise.resolve().then(cleanup);
    return () => {};
  }
  cleanups.add(cleanup);
  return () => cleanups.delete(cleanup);
}

export async function runCleanups(): Promise<void> {
  draining = true;
  const pending = [...cleanups];
  cleanups.clear();
  await Promise.allSettled(pending.map(async (cleanup) => cleanup()));
}

/** Long loops check this so an interrupted bench stops starting new work. */
export function shuttingDown(): boolean {
  return draining;
}

export function log(message: string): void {
  // Progress goes to stderr so stdout carries only the results table.
  process.stderr.write(`[bench] ${message}\n`);
}
