/**
 * Lighthouse A/B on a busy machine (docs/quality.md, issue 35): two running servers (two builds),
 * the same pages, the runs alternating A, B, A, B… so both see the same load. Prints one line per
 * run (benchmarkIndex, score, blocking time, long tasks with their script) and the medians.
 *
 *   node --import tsx bench/lighthouse-ab.ts before=http://127.0.0.1:5181 after=http://127.0.0.1:5180 /en/shop /
 *
 * BENCH_LIGHTHOUSE_RUNS (3) runs per page and server; BENCH_CPU_SLOWDOWN (4) Lighthouse's CPU
 * factor, or `scaled` for 4 × benchmarkIndex / 2,100 from the run before.
 */
import {
  auditOnce,
  DEFAULT_CPU_SLOWDOWN,
  longTasksOf,
  scaledSlowdown,
  timingOf,
} from './lighthouse.ts';
import type { Result } from 'lighthouse';
import { envInt, log, median } from './util.ts';

const args = process.argv.slice(2);
const servers = args
  .filter((arg) => arg.includes('=http'))
  .map((arg) => {
    const [label, origin] = arg.split(/=(.*)/s) as [string, string];
    return { label, origin };
  });
const paths = args.filter((arg) => arg.startsWith('/'));
const runs = envInt('BENCH_LIGHTHOUSE_RUNS', 3);
const slowdownSetting = process.env.BENCH_CPU_SLOWDOWN ?? String(DEFAULT_CPU_SLOWDOWN);
if (servers.length === 0 || paths.length === 0) {
  throw new Error('usage: lighthouse-ab.ts label=http://host:port [label=…] /path [/path…]');
}

const results = new Map<string, Result[]>();
let lastIndex: number | null = null;
for (let run = 1; run <= runs; run += 1) {
  for (const path of paths) {
    for (const { label, origin } of servers) {
      const multiplier =
        slowdownSetting === 'scaled'
          ? lastIndex === null
            ? DEFAULT_CPU_SLOWDOWN
            : scaledSlowdown(lastIndex)
          : Number(slowdownSetting);
      log(`${label} ${path} run ${run}/${runs} at ${multiplier}x`);
      const lhr = await auditOnce(new URL(path, origin).href, multiplier);
      if (lhr.runtimeError) {
        log(`${label} ${path}: ${lhr.runtimeError.code}`);
        continue;
      }
      lastIndex = lhr.environment.benchmarkIndex;
      const key = `${label} ${path}`;
      results.set(key, [...(results.get(key) ?? []), lhr]);
      const tasks = longTasksOf(lhr);
      const score = Math.round((lhr.categories.performance?.score ?? 0) * 100);
      const tbt = Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0);
      console.log(
        `${key} run ${run}: index ${lastIndex}, ${multiplier}x, score ${score}, TBT ${tbt} ms, ` +
          `${tasks.length} long tasks: ` +
          tasks.map((t) => `${t.durationMs}@${t.startMs} ${t.source}`).join(', '),
      );
    }
  }
}
console.log('\nmedians');
for (const [key, lhrs] of results) {
  const timing = timingOf(lhrs);
  const score = median(
    lhrs.map((lhr) => Math.round((lhr.categories.performance?.score ?? 0) * 100)),
  );
  const index = median(lhrs.map((lhr) => lhr.environment.benchmarkIndex));
  console.log(
    `${key}: score ${score}, TBT ${timing.tbtMs} ms, long tasks ${timing.longTaskCount} ` +
      `(${timing.longTaskMs} ms), scripting ${timing.scriptingMs} ms, index ${index}`,
  );
}
process.exit(0);
