import { existsSync } from 'node:fs';
import { relative } from 'node:path';
import { measureAdminSignIn } from './admin-sign-in.ts';
import { auditPages, chromePath } from './lighthouse.ts';
import { runCheckoutRace } from './checkout-race.ts';
import { measurePageBytes, type PageType } from './page-bytes.ts';
import { measurePageCache } from './page-cache.ts';
import {
  budgetLines,
  machineFacts,
  pagesForJson,
  renderMarkdown,
  writeResults,
  type Budgets,
  type Measurements,
} from './report.ts';
import { startServer } from './server.ts';
import { measureThroughput } from './throughput.ts';
import { envInt, log, runCleanups, shuttingDown, withTimeout } from './util.ts';

// Pages audited by Lighthouse. Kept one per line (hence prettier-ignore) so adding a page is a
// one-line diff.
// prettier-ignore
const PAGES = [
  '/',
  '/en',
  '/lista-de-vinhos',
  '/en/wines-list',
  '/vinhos/exmo',
  '/en/wines/exmo',
  '/shop',
  '/en/shop',
  '/shop/vinho/exmo',
  '/en/shop/wine/exmo',
  '/shop/cart',
  '/en/shop/cart',
  '/shop/checkout/',
  '/en/shop/checkout/',
];

// JavaScript and CSS per page type; en pages share the code of their pt twins.
// prettier-ignore
const PAGE_TYPES: PageType[] = [
  { path: '/', type: 'home', marketing: true },
  { path: '/lista-de-vinhos', type: 'wine list', marketing: true },
  { path: '/vinhos/exmo', type: 'wine detail', marketing: true },
  { path: '/shop', type: 'shop list', marketing: false },
  { path: '/shop/vinho/exmo', type: 'product page', marketing: false },
  { path: '/shop/cart', type: 'cart', marketing: false },
  { path: '/shop/checkout/', type: 'checkout', marketing: false },
];

const CATALOGUE_PATH = '/api/shop/products/?lang=pt';
// What the checkout page asks when a buyer in Lisbon has six bottles in the cart.
const SHIPPING_PATH = '/api/shipping/calculate/PT/PT-11/6/?lang=pt';
// A shop page: kept by the page cache for 2 s and dropped when an order moves stock (decision 112).
const PRODUCT_PAGE_PATH = '/shop/vinho/exmo';

// Budgets from docs/product/architecture.md#budgets.
const BUDGETS: Budgets = {
  lighthouse: { performance: 98, accessibility: 100, 'best-practices': 100, seo: 100 },
  lighthouseUnbudgeted: ['/shop/cart', '/en/shop/cart', '/shop/checkout/', '/en/shop/checkout/'],
  minUnbudgetedPerformance: 95,
  maxMarketingJsRatio: 1.8,
  maxProductJsRatio: 2.2,
  minProductPageRatio: 0.25,
  maxProductPageP99Ms: 50,
  minThroughputRatio: 0.5,
  maxAppP99Ms: 20,
  minRenderedPageRatio: 0.25,
  maxCheckoutRaceMs: 2_000,
  maxAdminSignInMs: 3_000,
};

async function main(): Promise<void> {
  const settings = {
    lighthouseRuns: envInt('BENCH_LIGHTHOUSE_RUNS', 3),
    durationSec: envInt('BENCH_DURATION', 10),
    signInRuns: envInt('BENCH_SIGN_IN_RUNS', 3),
  };
  if (!existsSync(chromePath())) {
    throw new Error(`no browser at ${chromePath()}; set CHROMIUM_PATH`);
  }
  const date = new Date().toISOString();
  const machine = machineFacts();

  const server = await startServer();
  let lighthouse;
  let pageBytes;
  let adminSignIn;
  let catalogue;
  let shipping;
  let productPage;
  try {
    lighthouse = await auditPages(server.origin, PAGES, settings.lighthouseRuns);
    pageBytes = await measurePageBytes(server.origin, PAGE_TYPES);
    adminSignIn = await measureAdminSignIn(server.origin, settings.signInRuns);
    catalogue = await measureThroughput(server.origin, CATALOGUE_PATH, settings.durationSec);
    shipping = await measureThroughput(server.origin, SHIPPING_PATH, settings.durationSec);
    productPage = await measureThroughput(server.origin, PRODUCT_PAGE_PATH, settings.durationSec);
  } finally {
    await server.stop();
  }
  if (lighthouse.pages.every((page) => page.runScores.length === 0)) {
    // Not one page could be audited: a broken browser, not a slow site.
    throw new Error(`Lighthouse completed no run:\n${lighthouse.pages[0]?.errors.join('\n')}`);
  }
  // Rendered pages with the page cache off, then on, each on a server of its own (decision 080).
  const pageCache = await measurePageCache(settings.durationSec);
  // On a server of its own too: it changes stock and writes orders.
  const checkoutRace = await runCheckoutRace();

  const measurements: Measurements = {
    lighthouse,
    pageBytes,
    adminSignIn,
    catalogue,
    shipping,
    productPage,
    pageCache,
    checkoutRace,
  };
  const lines = budgetLines(measurements, BUDGETS);
  const markdown = renderMarkdown(date, machine, settings, measurements, lines, BUDGETS);
  const allPass = lines.every((line) => line.pass);
  const files = await writeResults(
    {
      date,
      machine,
      settings: { ...settings, formFactor: 'mobile', connections: catalogue.connections },
      budgets: BUDGETS,
      allPass,
      lines,
      ...measurements,
      lighthouse: {
        environment: lighthouse.environment,
        pages: pagesForJson(lighthouse.pages, BUDGETS),
        atDefaultSlowdown: pagesForJson(lighthouse.atDefault, BUDGETS),
      },
    },
    markdown,
  );

  process.stdout.write(markdown);
  log(`wrote ${files.map((file) => relative(process.cwd(), file)).join(', ')}`);
  // A missed budget is a finding, not a failure of the tool: the exit code stays 0.
  log(allPass ? 'all budgets met' : 'some budgets missed (see FAIL lines)');
}

let exiting: { code: number; cleaned: Promise<void> } | undefined;

/** Idempotent: a signal arriving while main() unwinds must not exit before cleanup is done. */
async function shutDown(code: number): Promise<never> {
  // Bounded: a child that ignores SIGTERM still gets SIGKILL within the server's own grace period.
  exiting ??= {
    code,
    cleaned: withTimeout(runCleanups(), 15_000, 'cleanup').catch((error: unknown) =>
      log(String(error)),
    ),
  };
  await exiting.cleaned;
  process.exit(exiting.code);
}

for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
] as const) {
  process.once(signal, () => {
    log(`${signal}: stopping the server and browsers`);
    void shutDown(code);
  });
}

try {
  await main();
  // Lighthouse leaves timers behind; exiting explicitly keeps the run from lingering.
  await shutDown(0);
} catch (error) {
  // After a signal, the errors of the steps it cut short are expected and say nothing new.
  if (shuttingDown()) await shutDown(1);
  log(`crashed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  await shutDown(1);
}
