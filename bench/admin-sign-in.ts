/**
 * The staff sign-in screen (/admin/): the JavaScript its first load downloads (weighed as
 * page-bytes.ts weighs the public pages) and the time until staff can use the form, in headless
 * Chromium with a fresh profile per run, median of several runs, on this machine's CPU and with
 * Chromium's CPU slowed down as a phone's.
 *
 * "Usable" means: the e-mail field is visible, a script has typed into it (so it is enabled and
 * editable), and the sign-in button answered a click: submitting without a password marks the
 * password field invalid (aria-invalid="true"), which takes the form's own script, not only its
 * markup. No request reaches the sign-in API.
 *
 * Also runs alone (no build step; the admin must be built: npm run build):
 *   node --import tsx bench/admin-sign-in.ts   (BENCH_SIGN_IN_RUNS, BENCH_PORT, CHROMIUM_PATH)
 */
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import { bytesOfPage, type PageBytes } from './page-bytes.ts';
import { startServer } from './server.ts';
import { envInt, log, median, registerCleanup, runCleanups, shuttingDown } from './util.ts';

export const ADMIN_SIGN_IN_PATH = '/admin/';
/** Chromium's CPU slowdown standing for a mid-range phone, as in Lighthouse's mobile preset. */
export const PHONE_CPU_SLOWDOWN = 4;
const RUN_TIMEOUT_MS = 90_000;

export interface SignInTiming {
  /** CPU slowdown (1 = this machine as it is). */
  cpuSlowdown: number;
  /** Milliseconds from navigation to the e-mail field shown, per run. */
  fieldShownMs: number[];
  /** Milliseconds from navigation to the form answering a submit, per run. */
  interactiveMs: number[];
  medianFieldShownMs: number | null;
  medianInteractiveMs: number | null;
}

export interface AdminSignInResult {
  path: string;
  bytes: PageBytes;
  timings: SignInTiming[];
}

/** The browser the e2e journeys use (playwright.config.ts): the headless shell when installed. */
function browserPath(): string {
  const installed = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'];
  const path = process.env.CHROMIUM_PATH || installed.find((candidate) => existsSync(candidate));
  if (!path || !existsSync(path)) {
    throw new Error(`no Chromium at ${path ?? installed.join(' or ')}; set CHROMIUM_PATH`);
  }
  return path;
}

export async function measureAdminSignIn(
  origin: string,
  runs: number,
  slowdowns: readonly number[] = [1, PHONE_CPU_SLOWDOWN],
): Promise<AdminSignInResult> {
  log(`bytes ${ADMIN_SIGN_IN_PATH}`);
  const bytes = await bytesOfPage(origin, ADMIN_SIGN_IN_PATH);
  const url = new URL(ADMIN_SIGN_IN_PATH, origin).href;
  const timings: SignInTiming[] = [];
  for (const cpuSlowdown of slowdowns) {
    const fieldShownMs: number[] = [];
    const interactiveMs: number[] = [];
    for (let run = 1; run <= runs; run += 1) {
      if (shuttingDown()) throw new Error('interrupted');
      log(`admin sign-in, CPU ${cpuSlowdown}×, run ${run}/${runs}`);
      const timing = await timeSignInScreen(url, cpuSlowdown);
      fieldShownMs.push(timing.fieldShownMs);
      interactiveMs.push(timing.interactiveMs);
    }
    timings.push({
      cpuSlowdown,
      fieldShownMs,
      interactiveMs,
      medianFieldShownMs: median(fieldShownMs),
      medianInteractiveMs: median(interactiveMs),
    });
  }
  return { path: ADMIN_SIGN_IN_PATH, bytes, timings };
}

/** One run: a new browser (a fresh profile, nothing cached), one page, in Portuguese. */
async function timeSignInScreen(url: string, cpuSlowdown: number) {
  const browser = await chromium.launch({
    executablePath: browserPath(),
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  const unregister = registerCleanup(() => browser.close());
  try {
    const page = await browser.newPage({ viewport: { width: 412, height: 915 } });
    page.setDefaultTimeout(RUN_TIMEOUT_MS);
    await page.addInitScript(() => window.localStorage.setItem('adminLocale', 'pt'));
    if (cpuSlowdown > 1) {
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    }
    const started = Date.now();
    await page.goto(url, { waitUntil: 'commit' });
    const email = page.getByLabel('E-mail');
    await email.waitFor({ state: 'visible' });
    const fieldShownMs = Date.now() - started;
    // fill waits until the field is enabled and editable as well.
    await email.fill('bench@example.com');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.locator('input[name=password][aria-invalid=true]').waitFor({ state: 'attached' });
    return { fieldShownMs, interactiveMs: Date.now() - started };
  } finally {
    unregister();
    await browser.close();
  }
}

const seconds = (ms: number | null) => (ms === null ? '—' : `${(ms / 1000).toFixed(2)} s`);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export function renderAdminSignIn(result: AdminSignInResult): string[] {
  const { bytes } = result;
  const scripts = bytes.assets.filter((asset) => asset.kind === 'js').length;
  return [
    `## Staff sign-in screen \`${result.path}\``,
    '',
    `First load: ${kb(bytes.jsGzipBytes)} of JavaScript gzip (${kb(bytes.jsRawBytes)} raw) in ` +
      `${scripts} file(s), ${kb(bytes.cssGzipBytes)} of CSS gzip. Times from navigation, fresh ` +
      'profile, median of the runs listed.',
    '',
    '| CPU | E-mail field shown | Form answers a submit | Runs (form answers) |',
    '| --- | ---: | ---: | --- |',
    ...result.timings.map(
      (t) =>
        `| ${t.cpuSlowdown === 1 ? 'this machine' : `${t.cpuSlowdown}× slower (phone)`} | ` +
        `${seconds(t.medianFieldShownMs)} | ${seconds(t.medianInteractiveMs)} | ` +
        `${t.interactiveMs.map((ms) => seconds(ms)).join(', ')} |`,
    ),
  ];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    const port = envInt('BENCH_PORT', 0);
    const server = await startServer(port > 0 ? { port } : {});
    try {
      const result = await measureAdminSignIn(server.origin, envInt('BENCH_SIGN_IN_RUNS', 3));
      process.stdout.write(`${renderAdminSignIn(result).join('\n')}\n`);
    } finally {
      await server.stop();
    }
  } finally {
    await runCleanups();
  }
}
