/**
 * Start-up time (issue 32 point 4, docs/decisions/124-compiled-server.md): milliseconds from
 * spawning the server process to its first `GET /api/health` 200, for the build
 * (`node apps/server/dist/main.js`, as `npm run serve` and the systemd unit run it) and, for
 * comparison, the TypeScript source through tsx (as production ran before). Each on the embedded
 * PGlite: a first start (empty data folder: initdb, migrations, the demo seed) and a restart
 * (the same folder again: what a deploy or a crash costs). With BENCH_DATABASE_URL (a PostgreSQL
 * database the bench may migrate and seed) the restart is measured there too.
 *
 *   npm run build && node --import tsx bench/start-time.ts     (part of npm run bench)
 *
 * Writes bench/results/start-time.json and .md. Budget: a restart of the build ready within 3 s.
 */
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { servedNodeArgs } from './server.ts';
import { freePort, median, envInt, log } from './util.ts';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const BUDGET_MS = 3_000;

// The build with Node's flags as `npm run serve` and the systemd unit give them (decisions 126,
// 139): a smaller heap and V8's memory-saving mode cost start-up time too.
const variants = {
  build: [...(await servedNodeArgs()), 'apps/server/dist/main.js'],
  'source (tsx)': ['--import', 'tsx', 'apps/server/src/main.ts'],
} as const;
type Variant = keyof typeof variants;

/**
 * The CPU time (user + system) a process has used so far, from /proc (Linux; 0 elsewhere). On a
 * busy machine it stands for the wall time a quiet machine would take, start-up being one thread.
 */
async function cpuMs(pid: number | undefined): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // utime and stime, fields 14 and 15 of proc(5), in clock ticks of 10 ms.
  return (Number(fields[11] ?? 0) + Number(fields[12] ?? 0)) * 10;
}

interface Timing {
  wallMs: number;
  cpuMs: number;
}

/** Spawns the server, polls /api/health every 20 ms: the time to the first 200, and CPU used. */
async function timeToHealth(variant: Variant, env: NodeJS.ProcessEnv): Promise<Timing> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, variants[variant], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${variant} exited (${child.exitCode})`);
      if (performance.now() - started > 120_000) throw new Error(`${variant}: no health in 120 s`);
      const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
        async (response) => (await response.arrayBuffer(), response.status === 200),
        () => false,
      );
      if (ok)
        return { wallMs: Math.round(performance.now() - started), cpuMs: await cpuMs(child.pid) };
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

interface Row {
  variant: Variant;
  case: string;
  runs: number[];
  medianMs: number;
  cpuRuns: number[];
  medianCpuMs: number;
}

const cases = {
  first: 'first start, PGlite (initdb, migrations, seed)',
  restart: 'restart, PGlite',
  postgres: 'restart, PostgreSQL',
} as const;

/** One run of a variant: a first start and a restart on a fresh folder, then PostgreSQL. */
async function measureOnce(variant: Variant, databaseUrl: string) {
  const dataDir = await mkdtemp(join(tmpdir(), 'mdc-start-'));
  try {
    const env = { DATA_DIR: dataDir, DATABASE_URL: '' };
    const result: Partial<Record<keyof typeof cases, Timing>> = {};
    result.first = await timeToHealth(variant, env);
    result.restart = await timeToHealth(variant, env);
    if (databaseUrl)
      result.postgres = await timeToHealth(variant, { ...env, DATABASE_URL: databaseUrl });
    return result;
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  const runs = envInt('BENCH_START_RUNS', 3);
  const databaseUrl = process.env.BENCH_DATABASE_URL ?? '';
  const timings = new Map<string, Timing[]>();
  // The variants take turns, so a change in the machine's load falls on both.
  for (let run = 0; run < runs; run++) {
    for (const variant of Object.keys(variants) as Variant[]) {
      log(`start time: ${variant}, run ${run + 1} of ${runs}`);
      for (const [key, timing] of Object.entries(await measureOnce(variant, databaseUrl))) {
        const id = `${variant}|${key}`;
        timings.set(id, [...(timings.get(id) ?? []), timing]);
      }
    }
  }
  const rows: Row[] = [];
  for (const variant of Object.keys(variants) as Variant[]) {
    for (const [key, name] of Object.entries(cases)) {
      const list = timings.get(`${variant}|${key}`) ?? [];
      if (!list.length) continue;
      const wall = list.map((t) => t.wallMs);
      const cpu = list.map((t) => t.cpuMs);
      rows.push({
        variant,
        case: name,
        runs: wall,
        medianMs: median(wall)!,
        cpuRuns: cpu,
        medianCpuMs: median(cpu)!,
      });
    }
  }
  const restartOfBuild = rows.find(
    (row) => row.variant === 'build' && row.case === 'restart, PGlite',
  );
  const pass = restartOfBuild !== undefined && restartOfBuild.medianMs <= BUDGET_MS;
  const machine = { cpus: cpus().length, loadavg: loadavg().map((value) => value.toFixed(2)) };
  const date = new Date().toISOString();
  const markdown = [
    `# Start time, ${date}`,
    '',
    `Machine: ${machine.cpus} cores, load average ${machine.loadavg.join(' ')} at the end.`,
    '',
    'Wall: spawn to the first health 200. CPU: user + system time of the server process by then.',
    '',
    '| server | case | median wall ms | runs | median CPU ms | runs |',
    '| --- | --- | --- | --- | --- | --- |',
    ...rows.map(
      (r) =>
        `| ${r.variant} | ${r.case} | ${r.medianMs} | ${r.runs.join(', ')} | ` +
        `${r.medianCpuMs} | ${r.cpuRuns.join(', ')} |`,
    ),
    '',
    `${pass ? 'PASS' : 'FAIL'}: a restart of the build is ready within ${BUDGET_MS} ms ` +
      `(median ${restartOfBuild?.medianMs ?? '—'} ms; it used ${restartOfBuild?.medianCpuMs ?? '—'} ms ` +
      'of CPU, what a quiet machine would take).',
    '',
  ].join('\n');
  const dir = join(repoRoot, 'bench/results');
  await mkdir(dir, { recursive: true });
  await writeFile(
    join(dir, 'start-time.json'),
    `${JSON.stringify({ date, machine, pass, rows }, null, 2)}\n`,
  );
  await writeFile(join(dir, 'start-time.md'), markdown);
  process.stdout.write(markdown);
}

await main();
