import autocannon, { type Result } from 'autocannon';
import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { request } from 'node:http';
import { pathToFileURL } from 'node:url';
import { startServer } from './server.ts';
import { envInt, log, registerCleanup, runCleanups, serveOnFreePort, withTimeout } from './util.ts';

export interface LoadFigures {
  url: string;
  requestsPerSec: number;
  p50Ms: number;
  p99Ms: number;
  totalRequests: number;
  non2xx: number;
  errors: number;
  timeouts: number;
}

export interface ThroughputResult {
  path: string;
  contentType: string;
  responseBytes: number;
  connections: number;
  durationSec: number;
  warmupSec: number;
  app: LoadFigures;
  bare: LoadFigures;
  /** app requests/s divided by bare requests/s: the share of raw Node speed the app keeps. */
  ratio: number;
}

interface Captured {
  status: number;
  contentType: string;
  body: Buffer;
}

const CONNECTIONS = 10;
const WARMUP_SEC = 2;

export async function measureThroughput(
  origin: string,
  path: string,
  durationSec: number,
  /** The bare server's port; a free one by default. */
  barePort?: number,
): Promise<ThroughputResult> {
  const appUrl = new URL(path, origin).href;
  const captured = await capture(appUrl);
  if (captured.status !== 200) {
    throw new Error(`GET ${path} answered ${captured.status}; nothing meaningful to load-test`);
  }

  const bare = await startBareServer(captured, path, barePort);
  try {
    log(`autocannon ${appUrl} (${WARMUP_SEC} s warm-up + ${durationSec} s)`);
    const app = await load(appUrl, durationSec);
    log(`autocannon ${bare.url} (${WARMUP_SEC} s warm-up + ${durationSec} s)`);
    const baseline = await load(bare.url, durationSec);
    return {
      path,
      contentType: captured.contentType,
      responseBytes: captured.body.length,
      connections: CONNECTIONS,
      durationSec,
      warmupSec: WARMUP_SEC,
      app,
      bare: baseline,
      ratio: baseline.requestsPerSec > 0 ? app.requestsPerSec / baseline.requestsPerSec : 0,
    };
  } finally {
    await bare.close();
  }
}

/**
 * Raw node:http rather than fetch: fetch asks for gzip and decodes it, while autocannon sends no
 * Accept-Encoding, so only this sees the very bytes the load test will receive.
 */
async function capture(url: string): Promise<Captured> {
  const work = new Promise<Captured>((resolve, reject) => {
    const req = request(url, { method: 'GET' }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          contentType: res.headers['content-type'] ?? 'application/octet-stream',
          body: Buffer.concat(chunks),
        }),
      );
    });
    req.setTimeout(10_000, () => req.destroy(new Error(`GET ${url} timed out`)));
    req.on('error', reject);
    req.end();
  });
  return withTimeout(work, 15_000, `GET ${url}`);
}

/**
 * The floor of what Node can do on this machine for this response: same bytes, same type, no
 * routing, validation, database or plugins. The app is judged relative to it, which cancels out
 * how fast or busy the machine is.
 */
async function startBareServer(
  captured: Captured,
  path: string,
  port?: number,
): Promise<{ url: string; close: () => Promise<void> }> {
  const headers = {
    'content-type': captured.contentType,
    'content-length': String(captured.body.length),
  };
  const server = await serveOnFreePort((_req, res) => {
    res.writeHead(200, headers);
    res.end(captured.body);
  }, port);
  return { url: `${server.origin}${path}`, close: server.close };
}

async function load(url: string, durationSec: number): Promise<LoadFigures> {
  const instance = autocannon({
    url,
    connections: CONNECTIONS,
    duration: durationSec,
    warmup: { connections: CONNECTIONS, duration: WARMUP_SEC },
    timeout: 10,
    // The bare server lives in this process; a worker thread generates the load so the baseline,
    // like the app in its child process, never shares an event loop with the load generator.
    workers: 1,
  });
  const result: Result = await withTimeout(
    Promise.resolve(instance),
    (WARMUP_SEC + durationSec + 30) * 1000,
    `autocannon on ${url}`,
    () => instance.stop(),
  );
  return {
    url,
    requestsPerSec: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    totalRequests: result.latency.totalCount,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

export interface CpuPerRequest {
  path: string;
  requests: number;
  /** The app process's user + system CPU time per request, milliseconds. */
  appMs: number;
  /** The same for a bare node:http process answering the captured bytes. */
  bareMs: number;
  /** bareMs ÷ appMs: what the throughput ratio would be if CPU were the only limit. */
  ratio: number;
  /** `uptime`'s one-minute load average when the measurement ended. */
  loadAverage: number;
}

/**
 * Server CPU per request, which a busy machine distorts much less than requests/s: the user +
 * system time of the process (`/proc/<pid>/stat`, Linux only) over `requests` requests at 10
 * connections, after as many again to warm up; then the same for a bare node:http process of its
 * own answering the bytes the app returned.
 */
export async function measureCpuPerRequest(
  origin: string,
  pid: number,
  path: string,
  requests: number,
  /** The bare process's port; a free one by default. */
  barePort = 0,
): Promise<CpuPerRequest> {
  const appUrl = new URL(path, origin).href;
  const captured = await capture(appUrl);
  const appMs = await cpuPerRequest(pid, appUrl, requests);
  const bare = await startBareProcess(captured, barePort);
  try {
    const bareMs = await cpuPerRequest(bare.pid, `${bare.origin}${path}`, requests);
    const loadAverage = Number((await readFile('/proc/loadavg', 'utf8')).split(' ')[0]);
    return { path, requests, appMs, bareMs, ratio: bareMs / appMs, loadAverage };
  } finally {
    bare.stop();
  }
}

async function cpuPerRequest(pid: number, url: string, requests: number): Promise<number> {
  const run = (amount: number) =>
    withTimeout(
      Promise.resolve(autocannon({ url, connections: CONNECTIONS, amount, timeout: 10 })),
      120_000,
      `autocannon on ${url}`,
    );
  await run(requests);
  const before = await cpuTicks(pid);
  const result = await run(requests);
  const ticks = (await cpuTicks(pid)) - before;
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  }
  // Linux counts process time in clock ticks of 10 ms (USER_HZ = 100).
  return (ticks * 10) / requests;
}

/** utime + stime of a process, in clock ticks (fields 14 and 15 of /proc/<pid>/stat). */
async function cpuTicks(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  // The command name (field 2) may hold spaces; the fields after its closing parenthesis do not.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return Number(fields[11]) + Number(fields[12]);
}

/** The bare server of startBareServer, in a process of its own so its CPU time is its alone. */
async function startBareProcess(
  captured: Captured,
  port: number,
): Promise<{ origin: string; pid: number; stop: () => void }> {
  const script = `
    const body = Buffer.from(process.env.BARE_BODY, 'base64');
    const headers = { 'content-type': process.env.BARE_TYPE, 'content-length': String(body.length) };
    const server = require('node:http').createServer((_req, res) => {
      res.writeHead(200, headers);
      res.end(body);
    });
    server.listen(Number(process.env.BARE_PORT), '127.0.0.1', () => console.log(server.address().port));`;
  const child = spawn(process.execPath, ['-e', script], {
    env: {
      BARE_BODY: captured.body.toString('base64'),
      BARE_TYPE: captured.contentType,
      BARE_PORT: String(port),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const stop = () => void child.kill('SIGKILL');
  const unregister = registerCleanup(stop);
  const listening = await withTimeout(
    new Promise<string>((resolve, reject) => {
      child.once('error', reject);
      child.stdout.once('data', (chunk: Buffer) => resolve(chunk.toString('utf8').trim()));
    }),
    10_000,
    'the bare node:http process',
    stop,
  );
  return {
    origin: `http://127.0.0.1:${listening}`,
    pid: child.pid ?? 0,
    stop: () => {
      unregister();
      stop();
    },
  };
}

/**
 * Alone, for one path (the catalogue API by default), on the API-only server (no web build):
 *   node --import tsx bench/throughput.ts [path]   (BENCH_DURATION, BENCH_PORT, BENCH_REQUESTS)
 * With BENCH_PORT, the two bare servers take the next two ports.
 */
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    const path = process.argv[2] ?? '/api/shop/products/?lang=pt';
    const port = envInt('BENCH_PORT', 0);
    const server = await startServer({ apiOnly: true, ...(port > 0 && { port }) });
    const bare = (offset: number) => (port > 0 ? port + offset : undefined);
    const duration = envInt('BENCH_DURATION', 10);
    const load = await measureThroughput(server.origin, path, duration, bare(1));
    const requests = envInt('BENCH_REQUESTS', 20_000);
    const cpu = await measureCpuPerRequest(server.origin, server.pid, path, requests, bare(2));
    await server.stop();
    const fixed = (n: number, digits = 2) => n.toFixed(digits);
    process.stdout.write(
      [
        `${path} (${load.responseBytes} bytes, ${load.contentType})`,
        `req/s: app ${fixed(load.app.requestsPerSec, 0)}, bare ${fixed(load.bare.requestsPerSec, 0)}, ratio ${fixed(load.ratio)}; ` +
          `app p50 ${load.app.p50Ms} ms, p99 ${load.app.p99Ms} ms; non-2xx ${load.app.non2xx}, errors ${load.app.errors}, timeouts ${load.app.timeouts}`,
        `CPU per request over ${cpu.requests}: app ${fixed(cpu.appMs, 3)} ms, bare ${fixed(cpu.bareMs, 3)} ms, bare ÷ app ${fixed(cpu.ratio, 3)}`,
        `load average ${cpu.loadAverage}`,
        '',
      ].join('\n'),
    );
  } finally {
    await runCleanups();
  }
}
