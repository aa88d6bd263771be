/**
 * Before/after figures of the page cache (decision 080): the home page and a wine page load-tested
 * on a server with PAGE_CACHE=false, then on one with the cache on, each next to the bare
 * node:http baseline of the same run (measureThroughput). `speedup` = cached req/s ÷ uncached.
 *
 * Also runs alone (a smoke run, no build step, no Lighthouse):
 *   node --import tsx bench/page-cache.ts   (BENCH_DURATION, BENCH_PORT, BENCH_DATA_DIR)
 */
import { pathToFileURL } from 'node:url';
import { pageCacheRows, renderLoadTable } from './report.ts';
import { startServer, type ServerOptions } from './server.ts';
import { measureThroughput, type ThroughputResult } from './throughput.ts';
import { envInt, log, runCleanups } from './util.ts';

// prettier-ignore
export const PAGE_CACHE_PATHS = [
  '/',
  '/en/wines/exmo',
];

export interface PageCacheFigures {
  path: string;
  off: ThroughputResult;
  on: ThroughputResult;
  /** Requests/s with the cache on divided by requests/s with it off. */
  speedup: number;
}

export async function measurePageCache(
  durationSec: number,
  server: Omit<ServerOptions, 'env'> = {},
): Promise<PageCacheFigures[]> {
  const runs: Record<'off' | 'on', ThroughputResult[]> = { off: [], on: [] };
  for (const mode of ['off', 'on'] as const) {
    const running = await startServer({ ...server, env: { PAGE_CACHE: String(mode === 'on') } });
    try {
      for (const path of PAGE_CACHE_PATHS) {
        log(`page cache ${mode}: ${path}`);
        runs[mode].push(await measureThroughput(running.origin, path, durationSec));
      }
    } finally {
      await running.stop();
    }
  }
  return PAGE_CACHE_PATHS.map((path, i) => {
    const off = runs.off[i]!;
    const on = runs.on[i]!;
    const speedup = off.app.requestsPerSec > 0 ? on.app.requestsPerSec / off.app.requestsPerSec : 0;
    return { path, off, on, speedup };
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    const port = envInt('BENCH_PORT', 0);
    const figures = await measurePageCache(envInt('BENCH_DURATION', 10), {
      ...(port > 0 && { port }),
      ...(process.env.BENCH_DATA_DIR && { dataDir: process.env.BENCH_DATA_DIR }),
    });
    const table = renderLoadTable(pageCacheRows(figures));
    process.stdout.write(
      `## Page cache: rendered pages with the cache off and on\n\n${table.join('\n')}\n`,
    );
  } finally {
    await runCleanups();
  }
}
