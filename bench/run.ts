import { existsSync } from 'node:fs';
import { relative } from 'node:path';
import { auditPages, chromePath } from './lighthouse.ts';
import {
  budgetLines,
  machineFacts,
  pagesForJson,
  renderMarkdown,
  writeResults,
  type Budgets,
} from './report.ts';
import { startServer } from './server.ts';
import { measureThroughput } from './throughput.ts';
import { measurePageCache, renderPageCacheMarkdown } from './page-cache.ts';
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

const THROUGHPUT_PATH = '/api/shop/products/?lang=pt';

// Budgets from ARCHITECTURE.md.
const BUDGETS: Budgets = {
  lighthouse: { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 },
  minThroughputRatio: 0.5,
  maxAppP99Ms: 20,
};

async function main(): Promise<void> {
  const settings = {
    lighthouseRuns: envInt('BENCH_LIGHTHOUSE_RUNS', 3),
    durationSec: envInt('BENCH_DURATION', 10),
  };
  if (!existsSync(chromePath())) {
    throw new Error(`no browser at ${chromePath()}; set CHROMIUM_PATH`);
  }
  const date = new Date().toISOString();
  const machine = machineFacts();

  const server = await startServer();
  let lighthouse;
  let throughput;
  try {
    lighthouse = await auditPages(server.origin, PAGES, settings.lighthouseRuns);
    throughput = await measureThroughput(server.origin, THROUGHPUT_PATH, settings.durationSec);
  } finally {
    await server.stop();
  }
  // Rendered pages with the page cache off, then on, each on a server of its own (decision 080).
  const pageCache = await measurePageCache(settings.durationSec);
  if (lighthouse.pages.every((page) => page.runScores.length === 0)) {
    // Not one page could be audited: a broken browser, not a slow site.
    throw new Error(`Lighthouse completed no run:\n${lighthouse.pages[0]?.errors.join('\n')}`);
  }

  const lines = budgetLines(lighthouse, throughput, BUDGETS);
  const markdown = `${renderMarkdown(date, machine, settings, lighthouse, lines, BUDGETS)}\n${renderPageCacheMarkdown(pageCache)}`;
  const allPass = lines.every((line) => line.pass !== false);
  const files = await writeResults(
    {
      date,
      machine,
      settings: { ...settings, formFactor: 'mobile', connections: throughput.connections },
      budgets: BUDGETS,
      allPass,
      lines,
      lighthouse: { environment: lighthouse.environment, pages: pagesForJson(lighthouse, BUDGETS) },
      throughput,
      pageCache,
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
