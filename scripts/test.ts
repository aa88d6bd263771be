/**
 * `npm test`: every check, each kind of work once, in the order that fails fastest, with each
 * step's wall time (docs/decisions/090-test-pipeline.md).
 *
 *   static checks      eslint, prettier, TypeScript
 *   build              the production build the page tests and the journeys serve
 *   unit               pure logic and components (vitest project `unit`)
 *   db on PGlite       the integration suites on the embedded database (vitest project `db`)
 *   db on PostgreSQL   the same on TEST_DATABASE_URL's server, with Redis at TEST_REDIS_URL
 *   deploy             deploy/ tried for real: nginx with TLS before two instances, a purchase, a
 *                      rolling restart under traffic, a backup restored, TLS checked with
 *                      testssl.sh, an idle-connection flood (deploy/test/deploy-test.ts)
 *   e2e                the browser journeys (on PostgreSQL when TEST_DATABASE_URL is set, plus the
 *                      embedded database's smoke journey)
 *
 * Without TEST_DATABASE_URL the PostgreSQL step is reported as skipped and the journeys meet
 * PGlite; the deploy step also needs nginx and testssl.sh (`apt-get install nginx testssl.sh`)
 * and says which is missing.
 * `npm test -- --from <step>` starts at a later step (the build must exist).
 */
import { spawn } from 'node:child_process';
import { nginxBinary, testsslBinary } from '../deploy/test/nginx-binary.ts';

interface Step {
  name: string;
  command: string;
  env?: Record<string, string | undefined>;
  /** Why the step does not run here, if it does not. */
  skip?: string | undefined;
}

const postgres = process.env.TEST_DATABASE_URL || '';
const nginx = nginxBinary();
const testssl = testsslBinary();
const noServers = {
  TEST_DATABASE_URL: undefined,
  DATABASE_URL: undefined,
  TEST_REDIS_URL: undefined,
};

const steps: Step[] = [
  { name: 'lint', command: 'eslint .' },
  { name: 'format', command: 'prettier --check .' },
  { name: 'typecheck', command: 'npm run typecheck --silent' },
  { name: 'build', command: 'npm run build --silent' },
  { name: 'unit', command: 'vitest run --project unit', env: noServers },
  {
    name: 'db on PGlite',
    command: 'vitest run --project db',
    env: { ...noServers, TEST_DATABASE_KINDS: 'pglite' },
  },
  {
    name: 'db on PostgreSQL + Redis',
    command: 'vitest run --project db',
    env: { TEST_DATABASE_KINDS: 'postgres', DATABASE_URL: undefined },
    skip: postgres
      ? undefined
      : 'TEST_DATABASE_URL is not set: the integration suites ran on PGlite only',
  },
  {
    name: 'deploy',
    command: 'node --import tsx deploy/test/deploy-test.ts',
    env: { DATABASE_URL: undefined, ...(nginx ? { NGINX_BIN: nginx } : {}) },
    skip:
      postgres && nginx && testssl
        ? undefined
        : `${[!nginx && 'nginx (apt-get install nginx)', !testssl && 'testssl.sh (apt-get install testssl.sh)', !postgres && 'TEST_DATABASE_URL'].filter(Boolean).join(' and ')} not available: the deployment was not tried`,
  },
  {
    name: postgres ? 'e2e on PostgreSQL (+ PGlite smoke)' : 'e2e on PGlite',
    command: 'playwright test',
    env: { DATABASE_URL: undefined },
  },
];

const fromIndex = process.argv.indexOf('--from');
const from = fromIndex >= 0 ? process.argv[fromIndex + 1] : undefined;
const start = from ? steps.findIndex((step) => step.name.startsWith(from)) : 0;
if (start < 0) {
  console.error(`npm test: no step starts with "${from}" (${steps.map((s) => s.name).join(', ')})`);
  process.exit(2);
}

const times: [string, string][] = [];
const runStart = Date.now();
let failed: string | undefined;
for (const step of steps.slice(start)) {
  if (step.skip) {
    console.log(`\n── ${step.name}: skipped (${step.skip})`);
    times.push([step.name, 'skipped']);
    continue;
  }
  console.log(`\n── ${step.name}: ${step.command}`);
  const began = Date.now();
  const code = await run(step);
  times.push([step.name, `${seconds(Date.now() - began)}${code === 0 ? '' : '  FAILED'}`]);
  if (code !== 0) {
    failed = step.name;
    break;
  }
}
times.push(['total', seconds(Date.now() - runStart)]);

console.log('\n── step times');
const width = Math.max(...times.map(([name]) => name.length));
for (const [name, time] of times) console.log(`   ${name.padEnd(width)}  ${time}`);
if (failed) {
  console.error(`\nnpm test failed at: ${failed}`);
  process.exit(1);
}

function run(step: Step): Promise<number> {
  const env = { ...process.env };
  for (const [key, value] of Object.entries(step.env ?? {})) {
    if (value === undefined) delete env[key];
    else env[key] = value;
  }
  // The project's own binaries (node_modules/.bin) come first, as in an npm script.
  return new Promise((resolve) => {
    const child = spawn(step.command, { shell: true, stdio: 'inherit', env });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

function seconds(ms: number): string {
  const s = Math.round(ms / 1000);
  return s >= 60 ? `${Math.floor(s / 60)} min ${String(s % 60).padStart(2, '0')} s` : `${s} s`;
}
