/**
 * The deployment in deploy/, tried on this machine (issue 17 point 7), as `npm test`'s "deploy"
 * step: nginx on loopback with TLS (deploy/nginx/mdc.conf, the generated certificate) in front of
 * two instances started with the environment mdc@.service gives them (its Environment= lines and
 * an env file made from deploy/mdc.env.example), on a fresh PostgreSQL database at
 * TEST_DATABASE_URL's server and the Redis at TEST_REDIS_URL. Then:
 *
 *   1. a purchase through the proxy (offline payment provider), as the checkout page makes it;
 *   2. deploy/rolling-restart.sh restarts both instances while loops of requests run through the
 *      proxy: no request may fail, and each instance must have shut down cleanly (exit 0);
 *   3. deploy/backup.sh takes a backup (and removes an expired one), deploy/restore.sh restores it
 *      into a fresh database, where the order is found;
 *   4. TLS as Mozilla's "intermediate" configuration has it, checked with testssl.sh (protocols,
 *      suites, banner) and a TLS client (no session tickets, the client's suite order, OCSP
 *      stapling configured) (issue 29 point 7);
 *   5. slowloris (issue 29 point 6): 1,700 connections from 127.0.0.2 that never finish their
 *      request header (re-opened when closed) while 127.0.0.1 loads a page, asks the API and buys;
 *      nginx refuses none and closes each within 15 s; and 127.0.0.3 gets 429 beyond 100
 *      requests in progress (deploy/test/hardening.ts, decision 119).
 *
 * The instances run from a production install made in the temporary folder as README "Deploying"
 * says (the manifests, the build output, `npm ci --omit=dev`; deploy/test/production-install.ts),
 * standing in for /opt/mdc. This machine need not run systemd, so the test plays its part: it
 * starts the instances with the unit's command, working directory and environment (only PORT
 * differs: 18501/18502), and starts an instance again when it exits, as `systemctl restart`
 * would. Everything it made (processes, databases, the temporary folder) goes at the end, failed
 * or not.
 *
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres TEST_REDIS_URL=redis://127.0.0.1:6379 \
 *     node --import tsx deploy/test/deploy-test.ts          (after npm run build)
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, openSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import https from 'node:https';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';
import {
  checkoutUrls,
  customerInEvora,
} from '../../apps/server/src/test-support/checkout-fixtures.ts';
import {
  connectionLimit,
  destroyHardeningSockets,
  idleFlood,
  testssl,
  tlsDetails,
  type Target,
} from './hardening.ts';
import { nginxBinary, testsslBinary } from './nginx-binary.ts';
import { installProduction } from './production-install.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const deploy = join(root, 'deploy');
const ports = { https: 18443, http: 18480, instanceBase: 18500 };
const instanceIds = [1, 2];
// The production install (`npm ci --omit=dev`) takes up to about a minute of it on a busy machine.
const deadlineMs = 360_000;

const began = Date.now();
const log = (message: string) =>
  console.log(`[deploy ${((Date.now() - began) / 1000).toFixed(1).padStart(5)} s] ${message}`);

const nginx = nginxBinary();
const testsslBin = testsslBinary();
const serverUrl = process.env.TEST_DATABASE_URL || '';
const redisUrl = process.env.TEST_REDIS_URL || '';
if (!nginx || !testsslBin || !serverUrl) {
  const missing = [
    !nginx && 'nginx (apt-get install nginx)',
    !testsslBin && 'testssl.sh (apt-get install testssl.sh)',
    !serverUrl && 'TEST_DATABASE_URL',
  ];
  console.log(`deploy test: skipped (${missing.filter(Boolean).join(' and ')} not available)`);
  process.exit(0);
}
if (!existsSync(join(root, 'apps/web/build/server/index.js'))) {
  console.error('deploy test: the production build is missing; run `npm run build` first');
  process.exit(1);
}

const runFile = promisify(execFile);
/** The deploy scripts and nginx -t; those still running at the clean-up are stopped. */
const scripts = new Set<ChildProcess>();
function run(file: string, args: string[], options: { env?: NodeJS.ProcessEnv } = {}) {
  const running = runFile(file, args, options);
  scripts.add(running.child);
  running.child.once('exit', () => scripts.delete(running.child));
  return running;
}
const tag = randomBytes(4).toString('hex');
const database = `mdc_deploy_${tag}`;
const restoredDatabase = `mdc_deploy_${tag}_restored`;
const databaseUrl = (name: string) => {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.href;
};

// ── What the clean-up undoes ──────────────────────────────────────────────────────────────────
let temp: string | undefined;
/** The production install the instances run from (the unit's /opt/mdc). */
let app: string | undefined;
let nginxProcess: ChildProcess | undefined;
const instances = new Map<number, Instance>();
const createdDatabases: string[] = [];
let stopping = false;
let cleaning: Promise<void> | undefined;

function cleanUp(): Promise<void> {
  cleaning ??= (async () => {
    stopping = true;
    destroyHardeningSockets();
    for (const script of scripts) script.kill('SIGTERM');
    await Promise.all([...instances.values()].map((instance) => stopProcess(instance.process)));
    if (nginxProcess) await stopProcess(nginxProcess, 'SIGQUIT');
    if (createdDatabases.length) {
      await withServer(async (client) => {
        for (const name of createdDatabases) {
          await client.query(`drop database if exists ${name} with (force)`);
        }
      }).catch((error) => console.error(`deploy test: could not drop the databases: ${error}`));
    }
    if (temp) await rm(temp, { recursive: true, force: true });
  })();
  return cleaning;
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`deploy test: ${signal}, cleaning up`);
    void cleanUp().finally(() => process.exit(1));
  });
}
const watchdog = setTimeout(() => {
  console.error(`deploy test: FAILED, not done after ${deadlineMs / 1000} s`);
  void printLogs().finally(() => cleanUp().finally(() => process.exit(1)));
}, deadlineMs);

async function main() {
  for (const port of [ports.https, ports.http, ...instanceIds.map(portOf)]) {
    if (await portAnswers(port)) throw new Error(`port ${port} is in use; the test needs it`);
  }
  temp = await mkdtemp(join(tmpdir(), 'mdc-deploy-'));
  // nginx's workers run as an unprivileged user when the test runs as root: they must reach
  // their temporary folders in here.
  await chmod(temp, 0o755);
  app = join(temp, 'app');
  await installProduction(root, app);
  log(`production install in ${app}: the build output and npm ci --omit=dev`);

  // ── The set-up's certificate, the env file, the databases ──────────────────────────────────
  const tlsDir = join(temp, 'tls');
  await run(join(deploy, 'make-self-signed-cert.sh'), [tlsDir, 'localhost']);
  const ca = await readFile(join(tlsDir, 'fullchain.pem'));
  const client = new Client(ca);

  const envFile = join(temp, 'mdc.env');
  await writeFile(
    envFile,
    envFileFromExample(await readFile(join(deploy, 'mdc.env.example'), 'utf8'), {
      PUBLIC_URL: `https://localhost:${ports.https}`,
      DATABASE_URL: databaseUrl(database),
      REDIS_URL: redisUrl,
      JWT_SECRET: randomBytes(48).toString('base64'),
      DATA_DIR: join(temp, 'data'),
      // The test buys one of the demo wines.
      SEED_DEMO: 'true',
      BACKUP_DIR: join(temp, 'backups'),
    }),
  );
  const env = parseEnvFile(await readFile(envFile, 'utf8'));
  if (env.STRIPE_SECRET_KEY) throw new Error('the test needs the offline payment provider');

  await withServer(async (c) => {
    for (const name of [database, restoredDatabase]) {
      createdDatabases.push(name);
      await c.query(`create database ${name}`);
    }
  });
  log(`certificate, env file and databases ${database}, ${restoredDatabase} ready`);

  // ── Two instances as mdc@.service starts them, nginx in front ──────────────────────────────
  const unit = parseUnit(await readFile(join(deploy, 'systemd/mdc@.service'), 'utf8'));
  await Promise.all(instanceIds.map((id) => startInstance(id, unit, envFile)));
  await Promise.all(instanceIds.map((id) => waitReady(portOf(id), 90_000)));
  log(`instances ready on ${instanceIds.map(portOf).join(', ')} (redis: ${redisUrl || 'none'})`);

  await startNginx(tlsDir);
  const proxied = await client.request('GET', '/api/ready');
  expect(proxied.status === 200, `GET /api/ready through nginx: ${proxied.status}`);
  const plain = await httpStatus(`http://127.0.0.1:${ports.http}/shop`);
  expect(plain.status === 301, `plain http answers ${plain.status}, not a redirect`);
  expect(/^https:\/\/[^/]+\/shop$/.test(plain.location ?? ''), `redirect to ${plain.location}`);
  log('nginx serves https on 127.0.0.1 with the certificate; http redirects to https');
  // The operator's figures are not public: nginx does not pass /metrics on (decision 125).
  const metrics = await client.request('GET', '/metrics');
  expect(metrics.status === 404, `GET /metrics through nginx: ${metrics.status}, not 404`);
  expect(!metrics.body.includes('mdc_'), 'GET /metrics through nginx shows figures');
  // A link preview's drawing is read at run time from the build (decision 124), not apps/web/public.
  const preview = await client.request('GET', '/share/images/hero/three-bottles.png');
  expect(preview.status === 200, `a link preview's picture: ${preview.status}`);

  // ── 1. A purchase through the proxy ─────────────────────────────────────────────────────────
  const order = await purchase(client);
  log(`purchase through nginx: order ${order.code}, ${order.total} €`);

  // ── 2. Rolling restart under traffic ────────────────────────────────────────────────────────
  const traffic = startTraffic(client, 3);
  await sleep(1_000);
  const before = instanceIds.map((id) => instances.get(id)!.process.pid);
  const restartHelper = join(temp, 'restart-instance.sh');
  await writeFile(
    restartHelper,
    [
      '#!/bin/sh',
      '# Stands in for `systemctl restart mdc@N`: stops the instance and waits until it has',
      '# exited; the test, as systemd, starts it again.',
      'set -eu',
      `pid=$(cat "${temp}/run/$1.pid")`,
      'kill -TERM "$pid"',
      'while kill -0 "$pid" 2>/dev/null; do sleep 0.05; done',
      '',
    ].join('\n'),
    { mode: 0o755 },
  );
  const restartStarted = Date.now();
  const restart = await run(join(deploy, 'rolling-restart.sh'), [], {
    env: {
      ...process.env,
      MDC_INSTANCES: instanceIds.join(' '),
      MDC_PORT_BASE: String(ports.instanceBase),
      MDC_RESTART_COMMAND: restartHelper,
    },
  });
  console.log(restart.stdout.trimEnd().replace(/^/gm, '    '));
  await sleep(1_000);
  const result = await traffic.stop();
  const after = instanceIds.map((id) => instances.get(id)!.process.pid);
  const exits = instanceIds.map((id) => instances.get(id)!.exits);
  log(
    `rolling restart took ${((Date.now() - restartStarted) / 1000).toFixed(1)} s; ` +
      `${result.count} requests through nginx meanwhile, ${result.failures.length} failed`,
  );
  expect(result.failures.length === 0, `failed requests:\n  ${result.failures.join('\n  ')}`);
  expect(result.count >= 100, `only ${result.count} requests ran during the restart`);
  expect(
    before.every((pid, i) => pid !== after[i]),
    `not every instance was restarted (pids ${before} → ${after})`,
  );
  expect(
    exits.every((codes) => codes.length === 1 && codes[0] === 'exit 0'),
    `an instance did not shut down cleanly: ${JSON.stringify(exits)}`,
  );
  const again = await client.request('GET', `/api/checkout/orders/by-code/${order.code}/`);
  expect(again.status === 200, `the order after the restart: ${again.status}`);

  // ── 3. Backup with retention, restore into a fresh database ─────────────────────────────────
  const backupDir = env.BACKUP_DIR!;
  await mkdir(backupDir, { recursive: true });
  const expired = join(backupDir, 'mdc-2000-01-01T000000Z.dump');
  await writeFile(expired, 'an old backup');
  const longAgo = new Date(Date.now() - 40 * 86_400_000);
  await utimes(expired, longAgo, longAgo);
  // mdc-backup.service: the env file's variables only.
  const backup = await run(join(deploy, 'backup.sh'), [], {
    env: { PATH: process.env.PATH, ...env },
  });
  const dump = backup.stdout.trim().split('\n').pop()!;
  expect(existsSync(dump) && dump.startsWith(backupDir), `backup.sh printed ${dump}`);
  expect(!existsSync(expired), 'backup.sh kept a backup older than BACKUP_KEEP_DAYS');
  log(`backup ${dump.slice(backupDir.length + 1)}; the expired one removed`);

  const restore = await run(join(deploy, 'restore.sh'), [dump, databaseUrl(restoredDatabase)]);
  console.log(restore.stdout.trimEnd().replace(/^/gm, '    '));
  const refused = await run(join(deploy, 'restore.sh'), [dump, databaseUrl(restoredDatabase)]).then(
    () => 'restored twice',
    (error: { stderr?: string }) => error.stderr ?? '',
  );
  expect(/already has \d+ tables/.test(refused), `a second restore: ${refused}`);
  const restoredClient = new pg.Client({ connectionString: databaseUrl(restoredDatabase) });
  await restoredClient.connect();
  try {
    const { rows } = await restoredClient.query(
      'select email, total_cents from orders where code = $1',
      [order.code],
    );
    expect(rows.length === 1, `order ${order.code} not in the restored database`);
    expect(
      rows[0].email === order.email && rows[0].total_cents === order.totalCents,
      `the restored order differs: ${JSON.stringify(rows[0])}`,
    );
  } finally {
    await restoredClient.end();
  }
  log(`restored into ${restoredDatabase}: order ${order.code} found; a second restore refused`);

  await hardening(ca);
}

/** Steps 4 and 5: nginx's TLS and its defences against slow and idle connections. */
async function hardening(ca: Buffer) {
  // ── 4. TLS: Mozilla's intermediate configuration ───────────────────────────────────────────
  const target: Target = { port: ports.https, servername: 'localhost', ca };
  const tls = await testssl(target, testsslBin!, join(temp!, 'testssl.json'));
  log(
    `testssl.sh (${tls.seconds.toFixed(1)} s): TLS 1.2 + 1.3 only, ${tls.tls12} TLS 1.2 and ` +
      `${tls.tls13} TLS 1.3 suites, all intermediate; Server: ${tls.banner}`,
  );
  await tlsDetails(target, join(temp!, 'nginx/error.log'));
  log("no TLS 1.2 session ticket; the client's suite order wins; OCSP stapling configured");

  // ── 5. Slowloris: idle connections from one address, requests in progress per address ──────
  const flood = await idleFlood(
    target,
    { from: '127.0.0.2', count: 1_700, lifetimeMs: 15_000, holdMs: 25_000 },
    async () => {
      // Fresh connections from 127.0.0.1 while the flood holds all of its connections.
      const other = new Client(ca);
      const page = await other.request('GET', '/en/shop');
      expect(page.status === 200, `a page during the flood: ${page.status}`);
      await other.json('GET', '/api/shop/products/?lang=pt&shop=true');
      await purchase(other, 'flood');
    },
  );
  log(
    `${flood.opened} slow connections from 127.0.0.2 over the flood, 1,700 at a time (the first ` +
      `1,700 opened in ${flood.openedMs} ms); page, ` +
      `API and a purchase from 127.0.0.1 took ${flood.meanwhileMs} ms meanwhile; nginx closed ` +
      `each after at most ${(flood.longestMs / 1000).toFixed(1)} s`,
  );
  const limited = await connectionLimit(target, {
    from: '127.0.0.3',
    limit: 100,
    extra: 5,
    waitMs: 5_000,
  });
  log(`${limited.total} requests in progress from 127.0.0.3: ${limited.refused} answered 429`);
}

// ── The purchase, as the checkout page makes it ───────────────────────────────────────────────

async function purchase(client: Client, label = 'first') {
  const products = await client.json<{ results?: Product[] } | Product[]>(
    'GET',
    '/api/shop/products/?lang=pt&shop=true',
  );
  const list = Array.isArray(products) ? products : (products.results ?? []);
  const wine = list.find((p) => p.product_url === 'exmo') ?? list[0];
  if (!wine) throw new Error('no wine in the shop');
  const price = wine.new_price ?? wine.price;
  const shipping = await client.json<{ results: { id: number; price: string }[] }>(
    'GET',
    `/api/shipping/calculate/PT/PT-07/1/?lang=pt&subtotal=${Math.round(Number(price) * 100)}`,
  );
  const option = shipping.results[0];
  if (!option) throw new Error('no shipping option for Évora');
  const customer = { ...customerInEvora, email: `deploy-${tag}-${label}@example.com` };
  const cart = [{ id: wine.id, quantity: 1 }];
  const total = (Number(price) + Number(option.price)).toFixed(2);
  const intent = await client.json<{ clientSecret: string; paymentIntentId: string }>(
    'POST',
    checkoutUrls.intent,
    {
      checkout_id: randomBytes(12).toString('base64url'),
      cart,
      shipping_option_id: option.id,
      subtotal: price,
      shipping_cost: option.price,
      total,
      language: 'pt',
      customer,
      adult_confirmed: true,
    },
  );
  const paid = await client.json<{ status: string }>('POST', checkoutUrls.card, {
    paymentIntentId: intent.paymentIntentId,
    clientSecret: intent.clientSecret,
    card_number: '4242 4242 4242 4242',
    expiry: '12/34',
    cvc: '123',
  });
  expect(paid.status === 'succeeded', `the offline payment: ${JSON.stringify(paid)}`);
  const confirmed = await client.json<{ success: boolean; code: string }>(
    'POST',
    checkoutUrls.confirm,
    {
      cart,
      customer,
      paymentIntentId: intent.paymentIntentId,
      shipping_option_id: option.id,
      language: 'pt',
    },
  );
  expect(confirmed.success, `confirm-order: ${JSON.stringify(confirmed)}`);
  const shown = await client.request('GET', `/api/checkout/orders/by-code/${confirmed.code}/`);
  expect(shown.status === 200, `the thank-you page's order: ${shown.status}`);
  return {
    code: confirmed.code,
    email: customer.email,
    total,
    totalCents: Math.round(Number(total) * 100),
  };
}

interface Product {
  id: number;
  product_url: string;
  price: string;
  new_price?: string | null;
}

// ── Traffic during the restart ────────────────────────────────────────────────────────────────

function startTraffic(client: Client, loops: number) {
  const paths = ['/api/ready', '/api/shop/products/?lang=pt&shop=true', '/', '/en/shop'];
  let running = true;
  let count = 0;
  const failures: string[] = [];
  const loop = async (offset: number) => {
    for (let n = offset; running; n++) {
      const path = paths[n % paths.length]!;
      const at = ((Date.now() - began) / 1000).toFixed(1);
      try {
        const res = await client.request('GET', path);
        if (res.status !== 200) failures.push(`${at} s GET ${path}: ${res.status}`);
      } catch (error) {
        failures.push(`${at} s GET ${path}: ${error}`);
      }
      count++;
    }
  };
  const done = Promise.all(Array.from({ length: loops }, (_, i) => loop(i)));
  return {
    async stop() {
      running = false;
      await done;
      return { count, failures };
    },
  };
}

// ── Processes ─────────────────────────────────────────────────────────────────────────────────

interface Unit {
  workingDirectory: string;
  environment: [string, string][];
  execStart: string[];
}

interface Instance {
  process: ChildProcess;
  /** How each earlier process of this instance ended. */
  exits: string[];
}

/** The parts of deploy/systemd/mdc@.service that say how an instance runs. */
function parseUnit(text: string): Unit {
  const values = (key: string) =>
    text
      .split('\n')
      .filter((line) => line.startsWith(`${key}=`))
      .map((line) => line.slice(key.length + 1).trim());
  const execStart = values('ExecStart')[0]?.split(/\s+/);
  const workingDirectory = values('WorkingDirectory')[0];
  if (!execStart || !workingDirectory) throw new Error('mdc@.service: no ExecStart');
  return {
    workingDirectory,
    execStart,
    environment: values('Environment').map((assignment) => {
      const at = assignment.indexOf('=');
      return [assignment.slice(0, at), assignment.slice(at + 1)];
    }),
  };
}

async function startInstance(id: number, unit: Unit, envFile: string) {
  // As systemd: the unit's Environment=, then the EnvironmentFile= over it. Only the port is the
  // test's; the unit's /opt/mdc is the production install and its node the one running the test.
  const env: Record<string, string> = { PATH: process.env.PATH ?? '/usr/bin:/bin' };
  for (const [key, value] of unit.environment) env[key] = value.replaceAll('%i', String(id));
  Object.assign(env, parseEnvFile(await readFile(envFile, 'utf8')));
  expect(env.PORT === `300${id}`, `mdc@${id} would listen on ${env.PORT}`);
  env.PORT = String(portOf(id));
  expect(unit.workingDirectory === '/opt/mdc', `WorkingDirectory=${unit.workingDirectory}`);
  const [command, ...args] = unit.execStart;
  expect(command === '/usr/bin/node', `ExecStart=${unit.execStart.join(' ')}`);

  const runDir = join(temp!, 'run');
  const logFile = join(temp!, `mdc@${id}.log`);
  await mkdir(runDir, { recursive: true });
  const spawnOnce = async () => {
    const out = openSync(logFile, 'a');
    const child = spawn(process.execPath, args, { cwd: app, env, stdio: ['ignore', out, out] });
    await writeFile(join(runDir, `mdc@${id}.pid`), String(child.pid));
    return child;
  };
  const instance: Instance = { process: await spawnOnce(), exits: [] };
  instances.set(id, instance);
  const watch = (child: ChildProcess) =>
    child.once('exit', (code, signal) => {
      instance.exits.push(signal ? `signal ${signal}` : `exit ${code}`);
      if (stopping) return;
      // Restart=…: started again at once (the rolling restart's `systemctl restart`).
      void spawnOnce().then((next) => {
        instance.process = next;
        watch(next);
      });
    });
  watch(instance.process);
}

async function startNginx(tlsDir: string) {
  const prefix = join(temp!, 'nginx');
  await mkdir(prefix, { recursive: true });
  let site = await readFile(join(deploy, 'nginx/mdc.conf'), 'utf8');
  // The site as deploy/ has it, on loopback ports and with the generated certificate.
  const replacements: [string, string][] = [
    ['server 127.0.0.1:3001 ', `server 127.0.0.1:${portOf(1)} `],
    ['server 127.0.0.1:3002 ', `server 127.0.0.1:${portOf(2)} `],
    ['listen 80;', `listen 127.0.0.1:${ports.http};`],
    ['listen [::]:80;', ''],
    ['listen 443 ssl http2;', `listen 127.0.0.1:${ports.https} ssl http2;`],
    ['listen [::]:443 ssl http2;', ''],
    ['/etc/mdc/tls/', `${tlsDir}/`],
    ['server_name loja.example.pt;', 'server_name localhost;'],
  ];
  for (const [from, to] of replacements) {
    expect(site.includes(from), `nginx/mdc.conf no longer has "${from}"`);
    site = site.replaceAll(from, to);
  }
  await writeFile(join(prefix, 'mdc.conf'), site);
  // What Debian's /etc/nginx/nginx.conf gives the site, with this folder for files.
  const temps = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'];
  await writeFile(
    join(prefix, 'nginx.conf'),
    [
      'worker_processes 1;',
      // The two lines README "Deploying" step 5 has the operator change (decision 119).
      'worker_rlimit_nofile 8192;',
      `pid ${prefix}/nginx.pid;`,
      `error_log ${prefix}/error.log warn;`,
      'events { worker_connections 4096; }',
      'http {',
      `  access_log ${prefix}/access.log;`,
      // Debian's nginx.conf sets these for every site; mdc.conf must override them.
      '  ssl_protocols TLSv1 TLSv1.1 TLSv1.2 TLSv1.3;',
      '  ssl_prefer_server_ciphers on;',
      ...temps.map((kind) => `  ${kind}_temp_path ${prefix}/${kind}_temp;`),
      `  include ${prefix}/mdc.conf;`,
      '}',
      '',
    ].join('\n'),
  );
  const args = ['-p', prefix, '-e', join(prefix, 'error.log'), '-c', join(prefix, 'nginx.conf')];
  await run(nginx!, [...args, '-t', '-q']);
  nginxProcess = spawn(nginx!, [...args, '-g', 'daemon off;'], { stdio: 'inherit' });
  const started = Date.now();
  while (!(await portAnswers(ports.https))) {
    if (nginxProcess.exitCode !== null) throw new Error('nginx exited');
    if (Date.now() - started > 10_000) throw new Error('nginx did not listen within 10 s');
    await sleep(100);
  }
}

async function stopProcess(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM') {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((done) => child.once('exit', done));
  child.kill(signal);
  const timer = setTimeout(() => child.kill('SIGKILL'), 12_000);
  await exited;
  clearTimeout(timer);
}

async function printLogs() {
  if (!temp) return;
  for (const file of ['mdc@1.log', 'mdc@2.log', 'nginx/error.log']) {
    const text = await readFile(join(temp, file), 'utf8').catch(() => '');
    const tail = text.trimEnd().split('\n').slice(-15).join('\n    ');
    if (tail) console.error(`\n── last lines of ${file}\n    ${tail}`);
  }
}

// ── Small helpers ─────────────────────────────────────────────────────────────────────────────

function portOf(id: number) {
  return ports.instanceBase + id;
}

function expect(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** deploy/mdc.env.example with the test's values for the given keys (each must be there). */
function envFileFromExample(example: string, values: Record<string, string>): string {
  let text = example;
  for (const [key, value] of Object.entries(values)) {
    const line = new RegExp(`^${key}=.*$`, 'm');
    expect(line.test(text), `deploy/mdc.env.example has no ${key}`);
    text = text.replace(line, `${key}=${value}`);
  }
  return text;
}

/** An EnvironmentFile= as systemd reads it: KEY=VALUE lines, # comments, optional quotes. */
function parseEnvFile(text: string): Record<string, string> {
  const env: Record<string, string> = {};
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!line || line.startsWith('#') || line.startsWith(';')) continue;
    const at = line.indexOf('=');
    if (at < 0) continue;
    env[line.slice(0, at).trim()] = line
      .slice(at + 1)
      .trim()
      .replace(/^"(.*)"$|^'(.*)'$/, '$1$2');
  }
  return env;
}

async function withServer<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

function portAnswers(port: number): Promise<boolean> {
  return new Promise((done) => {
    const socket = connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      done(true);
    });
    socket.once('error', () => done(false));
  });
}

async function waitReady(port: number, timeoutMs: number) {
  const started = Date.now();
  for (;;) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/ready`);
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > timeoutMs) throw new Error(`port ${port} not ready in time`);
    await sleep(250);
  }
}

async function httpStatus(url: string) {
  const res = await fetch(url, { redirect: 'manual' });
  return { status: res.status, location: res.headers.get('location') };
}

/** HTTPS to nginx, trusting only the generated certificate (as a browser would a real one). */
class Client {
  private agent: https.Agent;
  constructor(ca: Buffer) {
    this.agent = new https.Agent({ ca, keepAlive: true, maxSockets: 16 });
  }

  request(method: string, path: string, body?: unknown) {
    return new Promise<{ status: number; body: string }>((done, fail) => {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const req = https.request(
        {
          host: '127.0.0.1',
          servername: 'localhost',
          port: ports.https,
          method,
          path,
          agent: this.agent,
          timeout: 20_000,
          headers: {
            host: `localhost:${ports.https}`,
            ...(payload ? { 'content-type': 'application/json' } : {}),
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            done({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
          );
          res.on('error', fail);
        },
      );
      req.on('timeout', () => req.destroy(new Error('timed out')));
      req.on('error', fail);
      req.end(payload);
    });
  }

  async json<T>(method: string, path: string, body?: unknown): Promise<T> {
    const res = await this.request(method, path, body);
    if (res.status !== 200) throw new Error(`${method} ${path}: ${res.status} ${res.body}`);
    return JSON.parse(res.body) as T;
  }
}

// Last, once every declaration above is initialised.
try {
  await main();
  log('passed');
} catch (error) {
  console.error(`deploy test: FAILED: ${error instanceof Error ? error.stack : error}`);
  await printLogs();
  process.exitCode = 1;
} finally {
  clearTimeout(watchdog);
  await cleanUp();
  log('cleaned up (processes, databases, temporary folder)');
  // The client's kept-alive connections must not hold the process open.
  process.exit();
}
