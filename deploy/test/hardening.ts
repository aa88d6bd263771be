/**
 * The deploy test's checks of nginx's hardening (issue 29 points 6 and 7, decision 119): a
 * slowloris flood from one loopback address, the per-address limit of requests in progress, and
 * the TLS configuration as testssl.sh and a TLS client see it. The flood and the limit connect
 * only to loopback, from addresses the caller names; every connection is closed before a check
 * returns, failed or not (and any left by a throw at the test's clean-up).
 */
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import type { Socket } from 'node:net';
import { connect as tlsConnect, type TLSSocket } from 'node:tls';
import { promisify } from 'node:util';

export interface Target {
  /** nginx's https port on 127.0.0.1. */
  port: number;
  /** The certificate's name (SNI) and the generated certificate to trust. */
  servername: string;
  ca: Buffer;
}

/** Sockets still open at the clean-up (a check that threw) are destroyed there. */
const open = new Set<Socket>();
export function destroyHardeningSockets() {
  for (const socket of open) socket.destroy();
  open.clear();
}

function track<T extends Socket>(socket: T): T {
  open.add(socket);
  socket.once('close', () => open.delete(socket));
  return socket;
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

function expect(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

// ── 6. Slowloris ──────────────────────────────────────────────────────────────────────────────

/**
 * Slowloris: `count` connections from `from` that each finish the TLS handshake, send part of a
 * request header and then nothing, so each holds one of nginx's worker connections until nginx
 * gives up on the header (client_header_timeout). Those nginx closes are opened again, as a
 * slowloris tool does, while `meanwhile` runs (requests from 127.0.0.1; at most `holdMs`). nginx
 * must refuse none of them and close each within `lifetimeMs`; the check waits for that at most
 * `holdMs` after `meanwhile`. Whatever happens, the flood ends there.
 */
export async function idleFlood(
  target: Target,
  options: { from: string; count: number; lifetimeMs: number; holdMs: number },
  meanwhile: () => Promise<void>,
) {
  const started = Date.now();
  const flood: { socket: Socket; openedAt: number; closedAt?: number }[] = [];
  const openNow = () => flood.filter((c) => c.closedAt === undefined).length;
  let refused = 0;
  /** Opens up to 100 connections (the listen backlog is 511), towards `count` open ones. */
  const fill = async () => {
    const opened = await Promise.allSettled(
      Array.from({ length: Math.min(100, options.count - openNow()) }, () =>
        openSlow(target, options.from),
      ),
    );
    for (const result of opened) {
      if (result.status === 'rejected') refused++;
      else {
        const connection: (typeof flood)[number] = { socket: result.value, openedAt: Date.now() };
        flood.push(connection);
        result.value.once('close', () => (connection.closedAt = Date.now()));
      }
    }
  };
  let flooding = true;
  try {
    for (let tried = 0; tried < options.count; tried += 100) await fill();
    const openedMs = Date.now() - started;
    const topUp = (async () => {
      while (flooding) await Promise.all([fill(), sleep(100)]);
    })();
    const outcome = await Promise.race([
      meanwhile().then(() => 'done'),
      sleep(options.holdMs).then(() => `not done within ${options.holdMs / 1000} s`),
    ]).catch((error: unknown) => `failed: ${error instanceof Error ? error.message : error}`);
    flooding = false;
    await topUp;
    const meanwhileMs = Date.now() - started - openedMs;
    expect(
      outcome === 'done' && refused === 0,
      `requests from 127.0.0.1 while ${options.from} held ${options.count} slow connections: ` +
        `${outcome}; nginx refused ${refused} of the flood's ${flood.length + refused} connections`,
    );
    const waitUntil = Date.now() + options.holdMs;
    while (openNow() > 0 && Date.now() < waitUntil) await sleep(100);
    const lifetimes = flood.map((c) => (c.closedAt ?? Infinity) - c.openedAt);
    const longest = Math.max(...lifetimes);
    expect(
      longest <= options.lifetimeMs,
      `nginx kept a slow connection ${Number.isFinite(longest) ? `${(longest / 1000).toFixed(1)} s` : 'open'} ` +
        `(${openNow()} of ${flood.length} still open; wanted each closed within ` +
        `${options.lifetimeMs / 1000} s)`,
    );
    return { opened: flood.length, openedMs, meanwhileMs, longestMs: longest };
  } finally {
    flooding = false;
    for (const connection of flood) connection.socket.destroy();
  }
}

async function openSlow(target: Target, from: string) {
  const socket = await tlsOpen(target, { localAddress: from });
  // A request header begun and never finished (no blank line).
  socket.write(`GET /en/shop HTTP/1.1\r\nHost: ${target.servername}:${target.port}\r\n`);
  return socket;
}

/**
 * `limit + extra` requests in progress at once from `from`: each sends a POST's header announcing
 * a body that never comes, so nginx holds it while it waits for the body. nginx must answer
 * exactly `extra` of them at once with 429 (the limit per address), and the others nothing yet.
 */
export async function connectionLimit(
  target: Target,
  options: { from: string; limit: number; extra: number; waitMs: number },
) {
  const total = options.limit + options.extra;
  const sockets: TLSSocket[] = [];
  const statuses: string[] = [];
  try {
    await Promise.all(
      Array.from({ length: total }, async () => {
        const socket = await tlsOpen(target, { localAddress: options.from });
        sockets.push(socket);
        socket.once('data', (chunk: Buffer) => {
          statuses.push(chunk.toString('latin1').split('\r\n')[0] ?? '');
        });
        socket.write(
          'POST /api/contact/ HTTP/1.1\r\n' +
            `Host: ${target.servername}:${target.port}\r\n` +
            'Content-Type: application/json\r\nContent-Length: 1000\r\n\r\n',
        );
      }),
    );
    const started = Date.now();
    while (statuses.length < options.extra && Date.now() - started < options.waitMs) {
      await sleep(50);
    }
    // A moment for answers beyond the expected ones, were the limit higher than it should be.
    await sleep(300);
    const refused = statuses.filter((line) => / 429 /.test(line)).length;
    expect(
      refused === options.extra && statuses.length === options.extra,
      `${total} requests in progress from ${options.from}: wanted ${options.extra} × 429 at ` +
        `once, got ${statuses.length} answers (${[...new Set(statuses)].join(', ') || 'none'})`,
    );
    return { total, refused };
  } finally {
    for (const socket of sockets) socket.destroy();
  }
}

function tlsOpen(
  target: Target,
  options: { localAddress?: string; maxVersion?: 'TLSv1.2'; ciphers?: string } = {},
) {
  return new Promise<TLSSocket>((done, fail) => {
    const socket = track(
      tlsConnect({
        host: '127.0.0.1',
        port: target.port,
        servername: target.servername,
        ca: target.ca,
        ALPNProtocols: ['http/1.1'],
        ...options,
      }),
    );
    socket.once('secureConnect', () => {
      socket.setTimeout(0);
      socket.off('error', fail);
      // Closed by nginx (a timeout) or by the check: nothing to report.
      socket.on('error', () => {});
      done(socket);
    });
    socket.once('error', fail);
    socket.setTimeout(10_000, () => socket.destroy(new Error('TLS handshake timed out')));
  });
}

// ── 7. TLS ────────────────────────────────────────────────────────────────────────────────────

/** Mozilla's "intermediate" TLS 1.2 suites with ECDHE (decision 119), OpenSSL's names. */
const intermediateTls12 = new Set([
  'ECDHE-ECDSA-AES128-GCM-SHA256',
  'ECDHE-RSA-AES128-GCM-SHA256',
  'ECDHE-ECDSA-AES256-GCM-SHA384',
  'ECDHE-RSA-AES256-GCM-SHA384',
  'ECDHE-ECDSA-CHACHA20-POLY1305',
  'ECDHE-RSA-CHACHA20-POLY1305',
]);

interface Finding {
  id: string;
  severity: string;
  finding: string;
}

/**
 * testssl.sh on the https port (protocols -p, ciphers per protocol -E, HTTP header -h: the
 * three checks that matter here, about 12 s), its JSON output parsed: TLS 1.2 and 1.3 only,
 * only Mozilla's intermediate suites (no CBC, CAMELLIA, ARIA, CCM), no version in the banner.
 */
export async function testssl(target: Target, testsslBin: string, jsonFile: string) {
  const started = Date.now();
  await promisify(execFile)(
    testsslBin,
    [
      ...['--quiet', '--warnings', 'off', '--color', '0', '--ip', '127.0.0.1'],
      ...['-p', '-E', '-h', '--jsonfile', jsonFile],
      `https://${target.servername}:${target.port}/`,
    ],
    { timeout: 90_000 },
  ).catch((error: { code?: unknown; killed?: boolean }) => {
    // testssl.sh exits non-zero when it has findings; only a run cut short is a failure.
    if (error.killed || typeof error.code !== 'number') throw error;
  });
  const seconds = (Date.now() - started) / 1000;
  const findings = JSON.parse(await readFile(jsonFile, 'utf8')) as Finding[];
  const byId = new Map(findings.map((f) => [f.id, f.finding]));
  const problems: string[] = [];
  for (const id of ['SSLv2', 'SSLv3', 'TLS1', 'TLS1_1']) {
    if (!byId.get(id)?.startsWith('not offered')) problems.push(`${id}: ${byId.get(id)}`);
  }
  for (const id of ['TLS1_2', 'TLS1_3']) {
    if (!byId.get(id)?.startsWith('offered')) problems.push(`${id}: ${byId.get(id)}`);
  }
  const suites = findings.filter((f) => f.id.startsWith('cipher-'));
  const tls12 = suites.filter((f) => f.id.startsWith('cipher-tls1_2_'));
  const tls13 = suites.filter((f) => f.id.startsWith('cipher-tls1_3_'));
  for (const suite of suites) {
    // "TLS 1.2   xc02c   ECDHE-ECDSA-AES256-GCM-SHA384   ECDH 253   AESGCM   256   TLS_ECDHE_…"
    const name = suite.finding.split(/\s+/)[3] ?? '';
    const allowed = suite.id.startsWith('cipher-tls1_3_') || intermediateTls12.has(name);
    if (!allowed || /CBC|CAMELLIA|ARIA|CCM/i.test(suite.finding)) {
      problems.push(`offered: ${suite.finding.replace(/\s+/g, ' ')}`);
    }
  }
  if (!tls12.length || !tls13.length) problems.push('testssl.sh listed no TLS 1.2 or 1.3 suite');
  const banner = byId.get('banner_server');
  if (!banner || /\d/.test(banner)) problems.push(`the Server header: ${banner}`);
  expect(!problems.length, `testssl.sh (${jsonFile}):\n  ${problems.join('\n  ')}`);
  return { seconds, tls12: tls12.length, tls13: tls13.length, banner };
}

/**
 * What testssl.sh 3.0 cannot tell apart on TLS 1.3 (its stateful tickets) or does not check
 * with the flags above: no session ticket on TLS 1.2 (ssl_session_tickets off), the client's
 * suite order wins (ssl_prefer_server_ciphers off), and OCSP stapling is on, which nginx says
 * at start when the certificate (self-signed here) names no OCSP responder.
 */
export async function tlsDetails(target: Target, nginxErrorLog: string) {
  const tls12 = await tlsOpen(target, { maxVersion: 'TLSv1.2' });
  const ticket = tls12.getTLSTicket();
  tls12.destroy();
  expect(!ticket, `nginx gave a TLS 1.2 session ticket (${ticket?.length} bytes)`);

  const [a, b] = ['ECDHE-ECDSA-CHACHA20-POLY1305', 'ECDHE-ECDSA-AES128-GCM-SHA256'];
  for (const order of [`${a}:${b}`, `${b}:${a}`]) {
    const socket = await tlsOpen(target, { maxVersion: 'TLSv1.2', ciphers: order });
    const chosen = socket.getCipher().name;
    socket.destroy();
    expect(chosen === order.split(':')[0], `client offered ${order}, nginx chose ${chosen}`);
  }

  const errors = await readFile(nginxErrorLog, 'utf8');
  expect(
    errors.includes('"ssl_stapling" ignored, no OCSP responder URL in the certificate'),
    'nginx did not consider OCSP stapling (no "ssl_stapling ignored" warning for the self-signed certificate)',
  );
}
