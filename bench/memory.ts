/**
 * Resident memory of one instance (issue 32 point 3, docs/decisions/126-bounded-memory.md): the
 * build (`node apps/server/dist/main.js`, as `npm run serve` runs it) on a PostgreSQL database of
 * its own (created and dropped here) with Redis, sent mixed traffic over real HTTP by a few
 * connections: pages in pt and en (home, wine list, wine page, shop, product, cart), catalogue
 * and shop APIs, refused POSTs. VmRSS of the server process is read from /proc at 0, 200, 2,000
 * and 4,000 requests.
 *
 *   npm run build && node --import tsx bench/memory.ts     (part of npm run bench)
 *
 * BENCH_DATABASE_URL: the PostgreSQL server (default postgres://postgres@127.0.0.1:5432/postgres;
 * the bench creates a database beside it). BENCH_REDIS_URL: default redis://127.0.0.1:6379.
 * BENCH_MEMORY_REQUESTS: default 4000. BENCH_MEMORY_VARIANTS=before also measures the server
 * without the memory settings of `npm run serve` and the systemd unit, for comparison.
 *
 * Writes bench/results/memory.json and .md. Budget: ≤ 150 MB after 4,000 requests and ≤ 10 %
 * growth from 2,000 to 4,000 (docs/product/architecture.md#budgets).
 */
import { randomBytes } from 'node:crypto';
import { readFile, mkdir, writeFile } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import sharp from 'sharp';
import { servedNodeArgs, startServer } from './server.ts';
import { envInt, log, runCleanups } from './util.ts';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const MAX_RSS_MB = 150;
const MAX_GROWTH = 0.1;
const CONNECTIONS = 4;

// One round of the mix: each path once, pt and en, GETs and POSTs the server refuses (4xx).
// prettier-ignore
const MIX: { method: 'GET' | 'POST'; path: string; body?: string }[] = [
  { method: 'GET', path: '/' },
  { method: 'GET', path: '/en' },
  { method: 'GET', path: '/lista-de-vinhos' },
  { method: 'GET', path: '/en/wines-list' },
  { method: 'GET', path: '/vinhos/exmo' },
  { method: 'GET', path: '/en/wines/exmo' },
  { method: 'GET', path: '/shop' },
  { method: 'GET', path: '/en/shop' },
  { method: 'GET', path: '/shop/vinho/exmo' },
  { method: 'GET', path: '/en/shop/wine/exmo' },
  { method: 'GET', path: '/shop/cart' },
  { method: 'GET', path: '/en/shop/cart' },
  { method: 'GET', path: '/api/shop/products/?lang=pt' },
  { method: 'GET', path: '/api/shop/products/?lang=en&shop=true' },
  { method: 'GET', path: '/api/shop/products/exmo/?lang=pt' },
  { method: 'GET', path: '/api/shipping/calculate/PT/PT-11/6/?lang=pt' },
  { method: 'GET', path: '/api/shipping/countries/?lang=en' },
  { method: 'GET', path: '/api/shop/shop-settings/' },
  { method: 'POST', path: '/api/contact_form/submit/', body: '{"email":"not-an-address"}' },
  { method: 'POST', path: '/api/newsletter/subscribe/', body: '{}' },
  { method: 'POST', path: '/api/shop/discount-codes/check/', body: '{"code":""}' },
];

const CHECKPOINTS = [200, 2_000, 4_000];

/** CPU time (user + system) the process has used, in ms (proc(5): fields 14 and 15, 10 ms ticks). */
async function cpuMs(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** Resident memory (VmRSS) and its parts: anonymous (heaps) and file-backed (node, libraries). */
async function rss(pid: number) {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const mb = (field: string) =>
    Math.round(Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1]) / 102.4) / 10;
  return { rssMb: mb('VmRSS'), anonMb: mb('RssAnon'), fileMb: mb('RssFile') };
}

const GAUGES = {
  heapUsedMb: 'nodejs_heap_size_used_bytes',
  heapTotalMb: 'nodejs_heap_size_total_bytes',
  externalMb: 'nodejs_external_memory_bytes',
  pageCacheMb: 'mdc_page_cache_bytes',
} as const;

/** Where the memory is, from the server's own /metrics (answered on loopback, decision 125). */
async function gauges(origin: string): Promise<Record<keyof typeof GAUGES, number>> {
  const text = await (await fetch(`${origin}/metrics`)).text();
  const entries = Object.entries(GAUGES).map(([key, metric]) => {
    const value = Number(new RegExp(`^${metric}(?:\\{[^}]*\\})? (\\S+)$`, 'm').exec(text)?.[1]);
    return [key, Math.round(value / 104_857.6) / 10];
  });
  return Object.fromEntries(entries) as Record<keyof typeof GAUGES, number>;
}

async function sample(pid: number, origin: string, requests: number) {
  return { requests, ...(await rss(pid)), ...(await gauges(origin)) };
}

/** Sends requests `from`..`to` of the endless mix, CONNECTIONS at a time; counts the answers. */
async function send(origin: string, from: number, to: number, statuses: Map<number, number>) {
  let next = from;
  const worker = async () => {
    while (next < to) {
      const request = MIX[next++ % MIX.length]!;
      const response = await fetch(origin + request.path, {
        method: request.method,
        headers: request.body ? { 'content-type': 'application/json' } : {},
        body: request.body,
      });
      await response.arrayBuffer();
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
}

/** 49-megapixel photos (8,160 × 6,000), each its own colour so each is a new upload. */
async function photos(count: number): Promise<Buffer[]> {
  return Promise.all(
    Array.from({ length: count }, (_, i) =>
      sharp({
        create: {
          width: 8_160,
          height: 6_000,
          channels: 3,
          background: { r: 40 + i * 50, g: 90, b: 200 - i * 40 },
        },
      })
        .jpeg({ quality: 90 })
        .toBuffer(),
    ),
  );
}

/**
 * Staff upload `count` large photos at once (each makes 6 widths × 2 formats): RSS before, its
 * highest while they are processed (read every 200 ms), when the last is answered, and 10 s later.
 */
async function uploads(origin: string, pid: number, access: string, count: number) {
  const files = await photos(count);
  const before = (await rss(pid)).rssMb;
  let peak = before;
  const sampler = setInterval(() => {
    void rss(pid).then((now) => (peak = Math.max(peak, now.rssMb)));
  }, 200);
  const started = performance.now();
  const statuses = await Promise.all(
    files.map(async (file) => {
      const response = await fetch(`${origin}/api/admin/media/`, {
        method: 'POST',
        headers: { authorization: `Bearer ${access}`, 'content-type': 'image/jpeg' },
        body: new Uint8Array(file),
      });
      await response.arrayBuffer();
      return response.status;
    }),
  );
  clearInterval(sampler);
  const seconds = Math.round((performance.now() - started) / 100) / 10;
  const after = (await rss(pid)).rssMb;
  await new Promise((resolve) => setTimeout(resolve, 10_000));
  const settled = (await rss(pid)).rssMb;
  return {
    count,
    statuses,
    seconds,
    beforeMb: before,
    peakMb: peak,
    afterMb: after,
    settledMb: settled,
  };
}

interface Run {
  variant: string;
  nodeArgs: string;
  samples: Awaited<ReturnType<typeof sample>>[];
  statuses: Record<string, number>;
  seconds: number;
  trafficCpuMs: number;
  uploads?: Awaited<ReturnType<typeof uploads>>;
}

/** One variant on a database of its own, dropped afterwards whatever happened. */
async function measure(variant: Variant, total: number) {
  const admin = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const database = `mdc_memory_${randomBytes(4).toString('hex')}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`CREATE DATABASE ${database}`);
  try {
    const url = new URL(admin);
    url.pathname = `/${database}`;
    return await measureOn(variant, url.toString(), total);
  } finally {
    await client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await client.end();
  }
}

async function measureOn(
  { name: variant, nodeArgs, env }: Variant,
  databaseUrl: string,
  total: number,
) {
  const staff = { email: 'bench-memory@example.com', password: randomBytes(12).toString('hex') };
  const server = await startServer({
    staff,
    nodeArgs,
    env: {
      DATABASE_URL: databaseUrl,
      REDIS_URL: process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379',
      ...env,
    },
  });
  const started = performance.now();
  const statuses = new Map<number, number>();
  try {
    // Signed in first: the refused POSTs of the mix soon rate-limit this address's sign-ins.
    const signIn = await fetch(`${server.origin}/api/users/token/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(staff),
    });
    if (signIn.status !== 200) throw new Error(`staff sign-in answered ${signIn.status}`);
    const { access } = (await signIn.json()) as { access: string };
    const samples = [await sample(server.pid, server.origin, 0)];
    const cpuBefore = await cpuMs(server.pid);
    let done = 0;
    for (const checkpoint of CHECKPOINTS.filter((c) => c <= total)) {
      await send(server.origin, done, checkpoint, statuses);
      done = checkpoint;
      samples.push(await sample(server.pid, server.origin, done));
      log(`${variant}: ${JSON.stringify(samples.at(-1))}`);
    }
    const seconds = Math.round((performance.now() - started) / 100) / 10;
    // The server's CPU for the traffic: what smaller heaps cost in garbage collection, whatever
    // else the shared machine runs.
    const trafficCpuMs = (await cpuMs(server.pid)) - cpuBefore;
    const count = Number(process.env.BENCH_MEMORY_UPLOADS ?? 4);
    const images = count > 0 ? await uploads(server.origin, server.pid, access, count) : undefined;
    if (images) log(`${variant}: uploads ${JSON.stringify(images)}`);
    return {
      uploads: images,
      trafficCpuMs,
      variant,
      nodeArgs: [...nodeArgs, ...Object.entries(env).map(([k, v]) => `${k}=${v}`)].join(' '),
      samples,
      statuses: Object.fromEntries(statuses),
      seconds,
    } satisfies Run;
  } finally {
    await server.stop();
  }
}

interface Variant {
  name: string;
  nodeArgs: string[];
  env: Record<string, string>;
}

/** Whether the PostgreSQL server is there; `npm run bench` on a laptop without one goes on. */
async function postgresReachable(): Promise<boolean> {
  const admin = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const client = new pg.Client({ connectionString: admin, connectionTimeoutMillis: 3_000 });
  try {
    await client.connect();
    return true;
  } catch (error) {
    log(`memory: skipped, no PostgreSQL at ${admin} (${String(error)}); set BENCH_DATABASE_URL`);
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

async function main() {
  if (!(await postgresReachable())) return;
  const total = envInt('BENCH_MEMORY_REQUESTS', 4_000);
  const served = await servedNodeArgs();
  // glibc reads these before Node starts, so the unit sets them (deploy/systemd/mdc@.service).
  const malloc = { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '131072' };
  const variants: Variant[] = [{ name: 'as served', nodeArgs: served, env: malloc }];
  // For trying other flags: BENCH_MEMORY_NODE_ARGS replaces those of `npm run serve`.
  const tried = process.env.BENCH_MEMORY_NODE_ARGS;
  if (tried !== undefined) {
    variants[0] = { name: tried, nodeArgs: tried.split(/\s+/).filter(Boolean), env: malloc };
  }
  if (process.env.BENCH_MEMORY_VARIANTS === 'before') {
    variants.unshift({ name: 'Node defaults', nodeArgs: ['--enable-source-maps'], env: {} });
  }
  const runs: Run[] = [];
  for (const variant of variants) runs.push(await measure(variant, total));

  const checks = runs.map((run) => {
    const at = (n: number) => run.samples.find((s) => s.requests === n)?.rssMb;
    const last = at(4_000);
    const growth = last !== undefined && at(2_000) ? last / at(2_000)! - 1 : undefined;
    const refused = Object.entries(run.statuses).some(([s]) => Number(s) >= 500);
    const pass =
      last !== undefined &&
      last <= MAX_RSS_MB &&
      growth !== undefined &&
      growth <= MAX_GROWTH &&
      !refused;
    return { variant: run.variant, last, growth, pass };
  });
  const date = new Date().toISOString();
  const machine = { cpus: cpus().length, loadavg: loadavg().map((value) => value.toFixed(2)) };
  const markdown = [
    `# Memory of one instance, ${date}`,
    '',
    `Machine: ${machine.cpus} cores, load average ${machine.loadavg.join(' ')} at the end. ` +
      `PostgreSQL + Redis, ${CONNECTIONS} connections, the mix of ${MIX.length} requests repeated.`,
    '',
    `| server | ${['0', ...CHECKPOINTS.map(String)].map((n) => `RSS MB after ${n}`).join(' | ')} | seconds | server CPU ms | answers |`,
    `| --- | ${CHECKPOINTS.map(() => '---').join(' | ')} | --- | --- | --- | --- |`,
    ...runs.map(
      (run) =>
        `| ${run.variant} | ${run.samples.map((s) => s.rssMb).join(' | ')} | ${run.seconds} | ${run.trafficCpuMs} | ` +
        `${Object.entries(run.statuses)
          .map(([status, count]) => `${status}×${count}`)
          .join(', ')} |`,
    ),
    '',
    'Uploads at once after the traffic (staff, 49-megapixel JPEGs, one at a time on the server):',
    '',
    '| server | uploads | answers | seconds | RSS MB before | highest | when answered | 10 s later |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    ...runs.flatMap(({ variant, uploads: u }) =>
      u
        ? [
            `| ${variant} | ${u.count} | ${u.statuses.join(', ')} | ${u.seconds} | ${u.beforeMb} | ` +
              `${u.peakMb} | ${u.afterMb} | ${u.settledMb} |`,
          ]
        : [],
    ),
    '',
    ...checks.map(
      (check) =>
        `${check.pass ? 'PASS' : 'FAIL'} (${check.variant}): ${check.last ?? '—'} MB after 4,000 ` +
        `requests (≤ ${MAX_RSS_MB}), ${check.growth === undefined ? '—' : (check.growth * 100).toFixed(1)} % ` +
        `growth from 2,000 (≤ ${MAX_GROWTH * 100}), no 5xx.`,
    ),
    '',
  ].join('\n');
  const dir = join(repoRoot, 'bench/results');
  await mkdir(dir, { recursive: true });
  await writeFile(
    join(dir, 'memory.json'),
    `${JSON.stringify({ date, machine, runs, checks }, null, 2)}\n`,
  );
  await writeFile(join(dir, 'memory.md'), markdown);
  process.stdout.write(markdown);
}

try {
  await main();
} finally {
  await runCleanups();
}
