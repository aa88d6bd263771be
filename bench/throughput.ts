import autocannon, { type Result } from 'autocannon';
import { request } from 'node:http';
import { log, serveOnFreePort, withTimeout } from './util.ts';

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
): Promise<ThroughputResult> {
  const appUrl = new URL(path, origin).href;
  const captured = await capture(appUrl);
  if (captured.status !== 200) {
    throw new Error(`GET ${path} answered ${captured.status}; nothing meaningful to load-test`);
  }

  const bare = await startBareServer(captured, path);
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
): Promise<{ url: string; close: () => Promise<void> }> {
  const headers = {
    'content-type': captured.contentType,
    'content-length': String(captured.body.length),
  };
  const server = await serveOnFreePort((_req, res) => {
    res.writeHead(200, headers);
    res.end(captured.body);
  });
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
