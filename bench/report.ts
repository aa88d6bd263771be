import { mkdir, rename, writeFile } from 'node:fs/promises';
import { cpus, totalmem } from 'node:os';
import { fileURLToPath } from 'node:url';
import {
  CATEGORIES,
  DEFAULT_CPU_SLOWDOWN,
  REFERENCE_BENCHMARK_INDEX,
  type CategoryId,
  type FailedAudit,
  type LighthouseResult,
  type PageResult,
} from './lighthouse.ts';
import { median } from './util.ts';
import { renderAdminSignIn, type AdminSignInResult } from './admin-sign-in.ts';
import type { CheckoutRaceResult } from './checkout-race.ts';
import type { PageBytesResult } from './page-bytes.ts';
import type { PageCacheFigures } from './page-cache.ts';
import type { ThroughputResult } from './throughput.ts';

export interface Budgets {
  /** Minimum median score, 0-100, per Lighthouse category. */
  lighthouse: Record<CategoryId, number>;
  /**
   * Pages audited for the record but outside the Lighthouse budget of docs/product/architecture.md#budgets (cart and
   * checkout: private, noindex pages, so SEO's "is crawlable" audit fails by design).
   */
  lighthouseUnbudgeted: string[];
  /** Minimum median performance of those pages (issue 35: cart and checkout at least 95). */
  minUnbudgetedPerformance: number;
  /** Maximum JavaScript (gzip) of a marketing page as a multiple of the bare React 19 page's. */
  maxMarketingJsRatio: number;
  /** Maximum JavaScript (gzip) of the shop's product page as a multiple of the bare page's. */
  maxProductJsRatio: number;
  /** Minimum requests/s of the shop's product page as a share of the same static HTML. */
  minProductPageRatio: number;
  maxProductPageP99Ms: number;
  /** Minimum app requests/s of the catalogue API as a share of the bare node:http server's. */
  minThroughputRatio: number;
  maxAppP99Ms: number;
  /** Minimum requests/s of a server-rendered marketing page as a share of the same static HTML. */
  minRenderedPageRatio: number;
  /** Every buyer of the checkout race answered within this. */
  maxCheckoutRaceMs: number;
  /** The staff sign-in form answers within this (median), on this machine and as a phone. */
  maxAdminSignInMs: number;
}

/** One budget of docs/product/architecture.md#budgets checked against one measured figure. */
export interface BudgetLine {
  kind: 'lighthouse' | 'bytes' | 'sign-in' | 'load' | 'checkout';
  metric: string;
  value: number | null;
  /** The value as shown in the table, with its unit. */
  shown: string;
  budget: string;
  pass: boolean;
}

export interface Settings {
  lighthouseRuns: number;
  durationSec: number;
  /** Runs per CPU setting of the staff sign-in screen; the median is reported. */
  signInRuns: number;
}

/** Everything one bench run measured. */
export interface Measurements {
  lighthouse: LighthouseResult;
  pageBytes: PageBytesResult;
  adminSignIn: AdminSignInResult;
  catalogue: ThroughputResult;
  shipping: ThroughputResult;
  productPage: ThroughputResult;
  pageCache: PageCacheFigures[];
  checkoutRace: CheckoutRaceResult;
}

const CATEGORY_TITLES: Record<CategoryId, string> = {
  performance: 'Performance',
  accessibility: 'Accessibility',
  'best-practices': 'Best practices',
  seo: 'SEO',
};

const resultsDir = fileURLToPath(new URL('./results/', import.meta.url));

export function budgetLines(m: Measurements, budgets: Budgets): BudgetLine[] {
  const lines: BudgetLine[] = [];
  for (const page of m.lighthouse.pages) {
    if (budgets.lighthouseUnbudgeted.includes(page.path)) {
      const value = page.scores.performance;
      const min = budgets.minUnbudgetedPerformance;
      lines.push({
        kind: 'lighthouse',
        metric: `Lighthouse ${page.path} · Performance`,
        value,
        shown: value === null ? 'error' : String(value),
        budget: `>= ${min}`,
        pass: value !== null && value >= min,
      });
      continue;
    }
    for (const id of CATEGORIES) {
      const value = page.scores[id];
      const min = budgets.lighthouse[id];
      lines.push({
        kind: 'lighthouse',
        metric: `Lighthouse ${page.path} · ${CATEGORY_TITLES[id]}`,
        value,
        shown: value === null ? 'error' : String(value),
        budget: min >= 100 ? '100' : `>= ${min}`,
        pass: value !== null && value >= min,
      });
    }
  }

  for (const page of m.pageBytes.pages.filter((p) => p.marketing)) {
    lines.push({
      kind: 'bytes',
      metric: `JavaScript of ${page.path} (${page.type}) ÷ bare React 19`,
      value: round(page.jsRatio, 2),
      shown: `${page.jsRatio.toFixed(2)}×`,
      budget: `<= ${budgets.maxMarketingJsRatio}×`,
      pass: page.jsRatio <= budgets.maxMarketingJsRatio,
    });
  }

  for (const page of m.pageBytes.pages.filter((p) => p.type === 'product page')) {
    lines.push({
      kind: 'bytes',
      metric: `JavaScript of ${page.path} (${page.type}) ÷ bare React 19`,
      value: round(page.jsRatio, 2),
      shown: `${page.jsRatio.toFixed(2)}×`,
      budget: `<= ${budgets.maxProductJsRatio}×`,
      pass: page.jsRatio <= budgets.maxProductJsRatio,
    });
  }

  for (const timing of m.adminSignIn.timings) {
    const ms = timing.medianInteractiveMs;
    const cpu = timing.cpuSlowdown === 1 ? 'this machine' : `CPU ${timing.cpuSlowdown}× slower`;
    lines.push({
      kind: 'sign-in',
      metric: `Staff sign-in ${m.adminSignIn.path} answers a submit (median, ${cpu})`,
      value: ms,
      shown: ms === null ? 'error' : `${(ms / 1000).toFixed(2)} s`,
      budget: `<= ${budgets.maxAdminSignInMs / 1000} s`,
      pass: ms !== null && ms <= budgets.maxAdminSignInMs,
    });
  }

  const product = m.productPage;
  lines.push(
    {
      kind: 'load',
      metric: `Throughput ${product.path} ÷ the same HTML static`,
      value: round(product.ratio, 3),
      shown: product.ratio.toFixed(3),
      budget: `>= ${budgets.minProductPageRatio}`,
      pass: product.ratio >= budgets.minProductPageRatio,
    },
    {
      kind: 'load',
      metric: `p99 latency ${product.path}`,
      value: product.app.p99Ms,
      shown: `${product.app.p99Ms} ms`,
      budget: `<= ${budgets.maxProductPageP99Ms} ms`,
      pass: product.app.p99Ms <= budgets.maxProductPageP99Ms,
    },
  );

  const { app, ratio } = m.catalogue;
  lines.push(
    {
      kind: 'load',
      metric: `Throughput ${m.catalogue.path} ÷ bare node:http`,
      value: round(ratio, 2),
      shown: ratio.toFixed(2),
      budget: `>= ${budgets.minThroughputRatio}`,
      pass: ratio >= budgets.minThroughputRatio,
    },
    {
      kind: 'load',
      metric: `p99 latency ${m.catalogue.path}`,
      value: app.p99Ms,
      shown: `${app.p99Ms} ms`,
      budget: `<= ${budgets.maxAppP99Ms} ms`,
      pass: app.p99Ms <= budgets.maxAppP99Ms,
    },
  );

  // Every page the page cache step measures is a marketing page (home, wine detail). The budget
  // is on the pages as production serves them, with the page cache (decision 080); the renderer
  // alone (cache off) is shown for the record in the load table, next to its on ÷ off factor.
  for (const figures of m.pageCache) {
    const r = figures.on.ratio;
    lines.push({
      kind: 'load',
      metric: `Throughput ${figures.path} (page cache on) ÷ the same HTML static`,
      value: round(r, 3),
      shown: r.toFixed(3),
      budget: `>= ${budgets.minRenderedPageRatio}`,
      pass: r >= budgets.minRenderedPageRatio,
    });
  }

  // Fast error answers would make every other throughput figure meaningless.
  const failed = loadRows(m).reduce((sum, row) => sum + failures(row.result), 0);
  lines.push({
    kind: 'load',
    metric: 'Non-2xx, errors and timeouts under load, every target',
    value: failed,
    shown: String(failed),
    budget: '0',
    pass: failed === 0,
  });

  const race = m.checkoutRace;
  const refused = race.buyers - race.bottles;
  lines.push(
    {
      kind: 'checkout',
      metric: `Checkout race: orders for ${race.bottles} bottles, ${race.buyers} buyers`,
      value: race.reserved,
      shown: `${race.reserved} (stock after: ${race.stockAfter})`,
      budget: `exactly ${race.bottles}`,
      pass: race.reserved === race.bottles && race.stockAfter === 0,
    },
    {
      kind: 'checkout',
      metric: 'Checkout race: other buyers told sold out (409 sold_out with a message)',
      value: race.soldOut,
      shown: `${race.soldOut} (${race.others.length} other answers)`,
      budget: `${refused}, no other answer`,
      pass: race.soldOut === refused && race.others.length === 0,
    },
    {
      kind: 'checkout',
      metric: 'Checkout race: slowest answer',
      value: race.maxLatencyMs,
      shown: `${race.maxLatencyMs} ms`,
      budget: `<= ${budgets.maxCheckoutRaceMs} ms`,
      pass: race.maxLatencyMs <= budgets.maxCheckoutRaceMs,
    },
  );
  return lines;
}

export function machineFacts() {
  const cpuList = cpus();
  return {
    node: process.version,
    platform: `${process.platform} ${process.arch}`,
    cpuModel: cpuList[0]?.model.trim() ?? 'unknown',
    cores: cpuList.length,
    memoryGb: round(totalmem() / 1024 ** 3, 1),
  };
}

export function renderMarkdown(
  date: string,
  machine: ReturnType<typeof machineFacts>,
  settings: Settings,
  m: Measurements,
  lines: BudgetLine[],
  budgets: Budgets,
): string {
  const { lighthouse } = m;
  const verdict = (pass: boolean) => (pass ? 'pass' : 'FAIL');
  const lighthouseLines = lines.filter((l) => l.kind === 'lighthouse');
  const lighthouseFailed = lighthouseLines.filter((l) => !l.pass).length;
  const out: string[] = [
    `# Bench results — ${date}`,
    '',
    `Node ${machine.node}, ${machine.cpuModel}, ${machine.cores} cores, ${machine.memoryGb} GB. ` +
      `Lighthouse: mobile, median of ${settings.lighthouseRuns} run(s)` +
      (lighthouse.environment
        ? ` (v${lighthouse.environment.lighthouseVersion}, ` +
          `benchmarkIndex ${lighthouse.environment.benchmarkIndex})`
        : '') +
      `. Load: ${m.catalogue.connections} connections, ${settings.durationSec} s after a ` +
      `${m.catalogue.warmupSec} s warm-up.`,
    '',
    '## Budgets',
    '',
    '| Budget | Value | Limit | Result |',
    '| --- | ---: | ---: | :---: |',
    `| Lighthouse, every page and category | ${lighthouseLines.length - lighthouseFailed} of ` +
      `${lighthouseLines.length} within | performance >= ${budgets.lighthouse.performance}, ` +
      `others 100 | ${verdict(lighthouseFailed === 0)} |`,
    ...lines
      .filter((l) => l.kind !== 'lighthouse')
      .map((l) => `| ${l.metric} | ${l.shown} | ${l.budget} | ${verdict(l.pass)} |`),
    '',
    ...renderLighthouse(lighthouse, budgets),
    '',
    'Cart and checkout: docs/product/architecture.md#budgets budgets home, wine list, ' +
      'wine detail, shop list and product page in every category; cart and checkout in ' +
      `performance only (>= ${budgets.minUnbudgetedPerformance}). Both are \`noindex\` (private pages), which ` +
      "Lighthouse's SEO category counts as a failure.",
    '',
    ...renderBytes(m.pageBytes, budgets),
    '',
    ...renderAdminSignIn(m.adminSignIn),
    '',
    '## Load (autocannon): the app next to a bare node:http server sending the same bytes',
    '',
    'Pages: the bare server stands for the same HTML served as a static file.',
    '',
    ...renderLoadTable(loadRows(m)),
    '',
    ...renderCheckoutRace(m.checkoutRace),
  ];

  const failing: string[] = [];
  for (const page of lighthouse.pages) {
    for (const id of CATEGORIES) {
      const score = page.scores[id];
      if (score === null || score >= minimumOf(page.path, id, budgets)) continue;
      const runs = page.runScores.length;
      failing.push(
        '',
        `### ${page.path} · ${CATEGORY_TITLES[id]} ${score} (budget ${minimumOf(page.path, id, budgets)})`,
        '',
      );
      const audits = page.failedAudits[id];
      if (audits.length === 0)
        failing.push('- no single audit failed; the score is the sum of near misses');
      for (const audit of audits) {
        failing.push(`- ${describeAudit(audit, runs)}`);
        for (const example of audit.examples) failing.push(`  - ${example}`);
      }
    }
    for (const error of page.errors)
      failing.push('', `### ${page.path} · Lighthouse error`, '', `- ${error}`);
  }
  if (failing.length > 0) out.push('', '## Lighthouse below budget: failing audits', ...failing);
  return `${out.join('\n')}\n`;
}

/** The minimum score of a page in a category: 0 where it has no budget. */
function minimumOf(path: string, id: CategoryId, budgets: Budgets): number {
  if (!budgets.lighthouseUnbudgeted.includes(path)) return budgets.lighthouse[id];
  return id === 'performance' ? budgets.minUnbudgetedPerformance : 0;
}

const ms = (value: number | null) => (value === null ? '–' : `${value.toLocaleString('en')} ms`);

/**
 * Scores at the reference host's CPU slowdown (budgeted) and at Lighthouse's default 4×, with the
 * host's benchmarkIndex and where the main thread's time goes (issue 35, docs/quality.md).
 */
export function renderLighthouse(lighthouse: LighthouseResult, budgets: Budgets): string[] {
  const all = [...lighthouse.pages, ...lighthouse.atDefault];
  const indexes = all.flatMap((page) => page.benchmarkIndexes);
  const multipliers = lighthouse.pages.flatMap((page) => page.multipliers);
  const range = (values: number[]) =>
    values.length === 0 ? '–' : `${Math.min(...values)}–${Math.max(...values)}`;
  const cell = (page: PageResult | undefined, id: CategoryId) => {
    const score = page?.scores[id] ?? null;
    if (score === null || !page) return 'error';
    const min = minimumOf(page.path, id, budgets);
    return min === 0 || score >= min ? String(score) : `**${score}** FAIL`;
  };
  const others = CATEGORIES.filter((id) => id !== 'performance');
  return [
    '## Lighthouse',
    '',
    `This host's benchmarkIndex: ${range(indexes)} (median ${median(indexes) ?? '–'}). ` +
      `Budgets apply at the CPU slowdown of a host of benchmarkIndex ${REFERENCE_BENCHMARK_INDEX} ` +
      `(${DEFAULT_CPU_SLOWDOWN} × this run's index ÷ ${REFERENCE_BENCHMARK_INDEX}, ` +
      `per pair of runs: ${range(multipliers)}×); ` +
      `Lighthouse's default ${DEFAULT_CPU_SLOWDOWN}× beside it. Blocking time, long tasks ` +
      '(50 ms or more, simulated) and script evaluation are medians at the scaled slowdown; ' +
      '"longest" are the longest tasks of the run with the median blocking time, with the ' +
      'script they are attributed to.',
    '',
    `| Page | Perf (scaled) | Perf (${DEFAULT_CPU_SLOWDOWN}×) | Index (at ${DEFAULT_CPU_SLOWDOWN}×) | Slowdown | TBT | Long tasks | Scripting | Longest | ${others.map((id) => CATEGORY_TITLES[id]).join(' | ')} |`,
    `| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- | ${others.map(() => '---:').join(' | ')} |`,
    ...lighthouse.pages.map((page) => {
      const reference = lighthouse.atDefault.find((p) => p.path === page.path);
      const { timing } = page;
      const longest = timing.longest.map((t) => `${t.durationMs} ${t.source}`).join(', ') || '–';
      const tasks =
        timing.longTaskCount === null ? '–' : `${timing.longTaskCount} (${ms(timing.longTaskMs)})`;
      const note = budgets.lighthouseUnbudgeted.includes(page.path) ? ' (perf. only)' : '';
      return (
        `| \`${page.path}\`${note} | ${cell(page, 'performance')} | ${reference?.scores.performance ?? 'error'} | ` +
        `${median(reference?.benchmarkIndexes ?? []) ?? '–'} | ${median(page.multipliers) ?? '–'}× | ` +
        `${ms(timing.tbtMs)} | ${tasks} | ${ms(timing.scriptingMs)} | ${longest} | ` +
        `${others.map((id) => cell(page, id)).join(' | ')} |`
      );
    }),
  ];
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function renderBytes(bytes: PageBytesResult, budgets: Budgets): string[] {
  const limit = budgets.maxMarketingJsRatio;
  const out = [
    `## JavaScript and CSS on first load (gzip level ${bytes.gzipLevel})`,
    '',
    '| Page | Type | JS gzip | CSS gzip | Files | JS ÷ bare | Budget |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: |',
    `| bare React 19 (bench/bare-react) | — | ${kb(bytes.bare.jsGzipBytes)} | ` +
      `${kb(bytes.bare.cssGzipBytes)} | ${bytes.bare.assets.length} | 1.00× | |`,
    ...bytes.pages.map(
      (page) =>
        `| \`${page.path}\` | ${page.type} | ${kb(page.jsGzipBytes)} | ` +
        `${kb(page.cssGzipBytes)} | ${page.assets.length} | ${page.jsRatio.toFixed(2)}× | ` +
        `${page.marketing ? `<= ${limit}×` : '—'} |`,
    ),
    '',
    'Marketing pages carry the budget; the shop pages are shown for comparison.',
  ];
  // The pages share most of their scripts: each file once, with how many of them load it.
  const over = bytes.pages.filter((page) => page.marketing && page.jsRatio > limit);
  const scripts = new Map<string, { gzipBytes: number; pages: number }>();
  for (const asset of over.flatMap((page) => page.assets.filter((a) => a.kind === 'js'))) {
    const known = scripts.get(asset.url);
    scripts.set(asset.url, { gzipBytes: asset.gzipBytes, pages: (known?.pages ?? 0) + 1 });
  }
  if (scripts.size > 0) {
    out.push('', `Heaviest scripts of the ${over.length} marketing page(s) over budget:`, '');
    for (const [url, { gzipBytes, pages }] of [...scripts]
      .sort(([, a], [, b]) => b.gzipBytes - a.gzipBytes)
      .slice(0, 8)) {
      out.push(`- \`${url}\` ${kb(gzipBytes)}, on ${pages} of them`);
    }
  }
  return out;
}

/** One autocannon target of the load table. */
export interface LoadRow {
  name: string;
  /** Rendered pages: whether the page cache was on; blank for APIs. */
  cache: string;
  result: ThroughputResult;
  /** Page cache on: requests/s divided by those with the cache off. */
  speedup?: number;
}

function loadRows(m: Measurements): LoadRow[] {
  return [
    { name: 'catalogue API', cache: '', result: m.catalogue },
    { name: 'shipping calculation', cache: '', result: m.shipping },
    { name: 'product page (shop)', cache: 'on (2 s)', result: m.productPage },
    ...pageCacheRows(m.pageCache),
  ];
}

export function pageCacheRows(figures: PageCacheFigures[]): LoadRow[] {
  return figures.flatMap((f) => [
    { name: 'rendered page', cache: 'off', result: f.off },
    { name: 'rendered page', cache: 'on', result: f.on, speedup: f.speedup },
  ]);
}

const failures = (r: ThroughputResult) => r.app.non2xx + r.app.errors + r.app.timeouts;

export function renderLoadTable(rows: LoadRow[]): string[] {
  const fixed = (n: number, digits = 0) => n.toFixed(digits);
  return [
    '| Target | Path | Page cache | App req/s | Bare req/s | App ÷ bare | p50 ms | p99 ms | Bare p99 ms | Non-2xx, errors | On ÷ off |',
    '| --- | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows.map(
      ({ name, cache, result: r, speedup }) =>
        `| ${name} | \`${r.path}\` | ${cache} | ${fixed(r.app.requestsPerSec)} | ` +
        `${fixed(r.bare.requestsPerSec)} | ${fixed(r.ratio, 3)} | ${r.app.p50Ms} | ` +
        `${r.app.p99Ms} | ${r.bare.p99Ms} | ${failures(r)} | ` +
        `${speedup === undefined ? '' : `${fixed(speedup, 1)}×`} |`,
    ),
  ];
}

export function renderCheckoutRace(race: CheckoutRaceResult): string[] {
  const others = race.others.map((o) => `${o.status}${o.error ? ` ${o.error}` : ''}`);
  return [
    `## Checkout race: ${race.buyers} buyers at once for the last ${race.bottles} bottles of ${race.wine}`,
    '',
    '| Database | 200 reserved | 409 sold_out | Other answers | Stock after | Median ms | Max ms |',
    '| --- | ---: | ---: | --- | ---: | ---: | ---: |',
    `| ${race.database} | ${race.reserved} | ${race.soldOut} | ${others.join(', ') || 'none'} | ` +
      `${race.stockAfter} | ${race.medianLatencyMs} | ${race.maxLatencyMs} |`,
  ];
}

function describeAudit(audit: FailedAudit, runs: number): string {
  const score = audit.worstScore === null ? 'error' : `score ${audit.worstScore}`;
  const value = audit.displayValue ? ` — ${audit.displayValue}` : '';
  const weight = audit.weight > 0 ? `weight ${audit.weight}` : 'diagnostic';
  return `\`${audit.id}\` ${audit.title}${value} (${score}, ${weight}, failed in ${audit.failedRuns}/${runs} runs)`;
}

/** Only the failures that explain a missed budget: the rest is noise in a committed file. */
export function pagesForJson(pages: readonly PageResult[], budgets: Budgets) {
  return pages.map((page) => ({
    ...page,
    failedAudits: Object.fromEntries(
      CATEGORIES.filter((id) => {
        const score = page.scores[id];
        return score !== null && score < minimumOf(page.path, id, budgets);
      }).map((id) => [id, page.failedAudits[id]]),
    ),
  }));
}

/** Written to a .tmp first, so an interrupted run never leaves a half-written report behind. */
export async function writeResults(json: unknown, markdown: string): Promise<string[]> {
  await mkdir(resultsDir, { recursive: true });
  const files: Array<[string, string]> = [
    ['latest.json', `${JSON.stringify(json, null, 2)}\n`],
    ['latest.md', markdown],
  ];
  const written: string[] = [];
  for (const [name, content] of files) {
    const target = `${resultsDir}${name}`;
    await writeFile(`${target}.tmp`, content);
    await rename(`${target}.tmp`, target);
    written.push(target);
  }
  return written;
}

function round(value: number, digits: number): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}
