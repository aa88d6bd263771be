import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { log, median, registerCleanup, shuttingDown, withTimeout } from './util.ts';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type CategoryId = (typeof CATEGORIES)[number];
export type CategoryScores = Record<CategoryId, number | null>;

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
// A mobile run takes 10-30 s here; four minutes means the browser or the page is stuck.
const RUN_TIMEOUT_MS = 240_000;
const MAX_EXAMPLES = 5;
const RETRIES_PER_PAGE = 2;
// These modes carry no pass/fail verdict, so listing them would only bury the real failures.
const UNSCORED_MODES = new Set<string>(['informative', 'notApplicable', 'manual']);

export interface FailedAudit {
  id: string;
  title: string;
  /** Weight in the category score; 0 means a diagnostic that only hints at a cause. */
  weight: number;
  worstScore: number | null;
  displayValue?: string;
  failedRuns: number;
  /** A few offending items (URL, element, message) so the fix can start without a report. */
  examples: string[];
}

/** A long task of the main thread as Lighthouse simulates it (its `long-tasks` audit). */
export interface LongTask {
  /** The script it is attributed to (file name only), or `document`/`unattributable`. */
  source: string;
  durationMs: number;
  startMs: number;
}

/** Main-thread figures of one page at one CPU slowdown, medians over the completed runs. */
export interface PageTiming {
  /** Lighthouse's `total-blocking-time`, simulated. */
  tbtMs: number | null;
  /** Tasks of 50 ms or more (`long-tasks`, simulated durations), and their sum. */
  longTaskCount: number | null;
  longTaskMs: number | null;
  /** The run with the median blocking time: its longest tasks, longest first. */
  longest: LongTask[];
  /** Script evaluation on the main thread (`bootup-time`, its `scripting` column), simulated. */
  scriptingMs: number | null;
}

export interface PageResult {
  path: string;
  url: string;
  /** Median over the successful runs, 0-100; null when no run produced a score. */
  scores: CategoryScores;
  runScores: CategoryScores[];
  failedAudits: Record<CategoryId, FailedAudit[]>;
  /** Runs Lighthouse could not complete (page error, timeout), one message each. */
  errors: string[];
  /** The CPU slowdown of each completed run (Lighthouse's default is 4). */
  multipliers: number[];
  /** The host's `benchmarkIndex` as each completed run measured it. */
  benchmarkIndexes: number[];
  timing: PageTiming;
}

export interface LighthouseEnvironment {
  lighthouseVersion: string;
  userAgent: string;
  /** Lighthouse's own CPU yardstick; performance scores are only comparable at similar values. */
  benchmarkIndex: number;
}

export interface LighthouseResult {
  /**
   * At the CPU slowdown of the reference host (`REFERENCE_BENCHMARK_INDEX`): the budgets apply to
   * these.
   */
  pages: PageResult[];
  /** The same pages at Lighthouse's default slowdown (4), for comparison with earlier runs. */
  atDefault: PageResult[];
  /** From the first completed run; null when no run completed. */
  environment: LighthouseEnvironment | null;
}

export function chromePath(): string {
  return process.env.CHROMIUM_PATH || '/usr/bin/chromium';
}

/** Lighthouse's mobile CPU slowdown, calibrated by its authors on a host of about this index. */
export const DEFAULT_CPU_SLOWDOWN = 4;
/**
 * The host the budgets are meant for (issue 35): benchmarkIndex ~2,100 at the default slowdown,
 * slower than the hosts the bench ran on and still faster than many visitors' phones.
 */
export const REFERENCE_BENCHMARK_INDEX = 2_100;

/**
 * The slowdown that makes this host behave as the reference host at 4×: Lighthouse multiplies the
 * CPU time it observes, so a host twice as fast needs twice the factor (docs/quality.md).
 */
export function scaledSlowdown(benchmarkIndex: number): number {
  return (
    Math.round(((DEFAULT_CPU_SLOWDOWN * benchmarkIndex) / REFERENCE_BENCHMARK_INDEX) * 100) / 100
  );
}

/**
 * Each run is a pair: one at the default slowdown, whose `benchmarkIndex` sets the slowdown of the
 * second one, run right after it (the index moves with the host's load, so the pair shares it).
 */
export async function auditPages(
  origin: string,
  paths: readonly string[],
  runs: number,
): Promise<LighthouseResult> {
  const pages: PageResult[] = [];
  const atDefault: PageResult[] = [];
  let environment: LighthouseEnvironment | null = null;
  for (const path of paths) {
    const url = new URL(path, origin).href;
    const reference = new Series(path, url);
    const scaled = new Series(path, url);
    // A run Lighthouse could not complete (a trace without its navigation, NO_NAVSTART, seen now
    // and then on one page or another) is run again, up to twice per page, so the median is of
    // `runs` completed runs whenever possible; the failures stay listed in `errors`. A run that
    // threw (a timeout: the page or the browser stuck) is not repeated.
    let attempts = runs;
    for (let run = 1; run <= attempts; run += 1) {
      if (shuttingDown()) throw new Error('interrupted');
      log(`lighthouse ${path} run ${run}/${runs} at ${DEFAULT_CPU_SLOWDOWN}x`);
      const lhr = await reference.run(run, DEFAULT_CPU_SLOWDOWN);
      if (lhr === 'retry' && attempts < runs + RETRIES_PER_PAGE) attempts += 1;
      if (typeof lhr === 'string') continue;
      environment ??= {
        lighthouseVersion: lhr.lighthouseVersion,
        userAgent: lhr.environment.hostUserAgent,
        benchmarkIndex: lhr.environment.benchmarkIndex,
      };
      const multiplier = scaledSlowdown(lhr.environment.benchmarkIndex);
      log(
        `lighthouse ${path} run ${run}/${runs} at ${multiplier}x ` +
          `(benchmarkIndex ${lhr.environment.benchmarkIndex})`,
      );
      await scaled.run(run, multiplier);
    }
    for (const error of [...reference.errors, ...scaled.errors]) log(`lighthouse ${path} ${error}`);
    atDefault.push(reference.summary());
    pages.push(scaled.summary());
  }
  return { pages, atDefault, environment };
}

/** The runs of one page at one kind of slowdown. */
class Series {
  readonly lhrs: Result[] = [];
  readonly errors: string[] = [];
  constructor(
    readonly path: string,
    readonly url: string,
  ) {}

  /** The report, or `retry` (Lighthouse could not complete it) or `failed` (it threw). */
  async run(run: number, multiplier: number): Promise<Result | 'retry' | 'failed'> {
    try {
      const lhr = await auditOnce(this.url, multiplier);
      if (lhr.runtimeError) {
        this.errors.push(
          `run ${run} (${multiplier}x): ${lhr.runtimeError.code} ${lhr.runtimeError.message}`,
        );
        return 'retry';
      }
      this.lhrs.push(lhr);
      return lhr;
    } catch (error) {
      this.errors.push(
        `run ${run} (${multiplier}x): ${error instanceof Error ? error.message : String(error)}`,
      );
      return 'failed';
    }
  }

  summary(): PageResult {
    return summarise(this.path, this.url, this.lhrs, this.errors);
  }
}

/** A fresh browser per run, so caches and service workers of one run never speed up the next. */
export async function auditOnce(url: string, cpuSlowdownMultiplier: number): Promise<Result> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromePath(),
    chromeFlags: CHROME_FLAGS,
    logLevel: 'silent',
    // run.ts owns signal handling, so the browser dies together with the server.
    handleSIGINT: false,
  });
  const unregister = registerCleanup(() => chrome.kill());
  try {
    const runnerResult = await withTimeout(
      lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
        // Deep-merged into the mobile defaults: only the CPU factor changes.
        throttling: { cpuSlowdownMultiplier },
      }),
      RUN_TIMEOUT_MS,
      `Lighthouse on ${url}`,
      () => chrome.kill(),
    );
    if (!runnerResult) throw new Error('Lighthouse returned no result');
    return runnerResult.lhr;
  } finally {
    unregister();
    chrome.kill();
  }
}

function summarise(path: string, url: string, lhrs: Result[], errors: string[]): PageResult {
  const runScores = lhrs.map((lhr) => {
    const scores = emptyScores();
    for (const id of CATEGORIES) {
      const score = lhr.categories[id]?.score;
      scores[id] = typeof score === 'number' ? Math.round(score * 100) : null;
    }
    return scores;
  });

  const scores = emptyScores();
  for (const id of CATEGORIES) {
    const values = runScores.map((s) => s[id]).filter((v): v is number => v !== null);
    const value = median(values);
    scores[id] = value === null ? null : Math.round(value);
  }

  const failedAudits: Record<CategoryId, FailedAudit[]> = {
    performance: failedAuditsOf(lhrs, 'performance'),
    accessibility: failedAuditsOf(lhrs, 'accessibility'),
    'best-practices': failedAuditsOf(lhrs, 'best-practices'),
    seo: failedAuditsOf(lhrs, 'seo'),
  };
  return {
    path,
    url,
    scores,
    runScores,
    failedAudits,
    errors,
    multipliers: lhrs.map((lhr) => lhr.configSettings.throttling.cpuSlowdownMultiplier ?? 0),
    benchmarkIndexes: lhrs.map((lhr) => lhr.environment.benchmarkIndex),
    timing: timingOf(lhrs),
  };
}

export function timingOf(lhrs: readonly Result[]): PageTiming {
  const runs = lhrs.map((lhr) => {
    const tasks = longTasksOf(lhr);
    return {
      tbt: lhr.audits['total-blocking-time']?.numericValue ?? null,
      tasks,
      scripting: scriptingOf(lhr),
    };
  });
  const medianOf = (values: Array<number | null>) => {
    const value = median(values.filter((v): v is number => v !== null));
    return value === null ? null : Math.round(value);
  };
  const tbtMs = medianOf(runs.map((run) => run.tbt));
  // The run whose blocking time is nearest the median shows where that time goes.
  const typical = [...runs].sort(
    (a, b) => Math.abs((a.tbt ?? 0) - (tbtMs ?? 0)) - Math.abs((b.tbt ?? 0) - (tbtMs ?? 0)),
  )[0];
  return {
    tbtMs,
    longTaskCount: medianOf(runs.map((run) => run.tasks.length)),
    longTaskMs: medianOf(runs.map((run) => run.tasks.reduce((sum, t) => sum + t.durationMs, 0))),
    longest: typical?.tasks.slice(0, 4) ?? [],
    scriptingMs: medianOf(runs.map((run) => run.scripting)),
  };
}

/** The rows of an audit's table, whatever its columns. */
function itemsOf(lhr: Result, audit: string): Array<Record<string, unknown>> {
  const details: unknown = lhr.audits[audit]?.details;
  if (!isRecord(details) || !Array.isArray(details.items)) return [];
  return details.items.filter(isRecord);
}

export function longTasksOf(lhr: Result): LongTask[] {
  return itemsOf(lhr, 'long-tasks').map((item) => ({
    source: sourceName(item.url),
    durationMs: Math.round(Number(item.duration) || 0),
    startMs: Math.round(Number(item.startTime) || 0),
  }));
}

function scriptingOf(lhr: Result): number | null {
  if (!lhr.audits['bootup-time']?.details) return null;
  return itemsOf(lhr, 'bootup-time').reduce((sum, item) => sum + (Number(item.scripting) || 0), 0);
}

/** `https://host/assets/shell-abc.js` → `shell-abc.js`; the page's own URL → `document`. */
function sourceName(url: unknown): string {
  if (typeof url !== 'string' || url === '') return 'unattributable';
  if (!/^https?:/.test(url)) return url;
  const { pathname } = new URL(url);
  return pathname.endsWith('.js') ? (pathname.split('/').pop() ?? pathname) : 'document';
}

/** Failures merged over all runs, so a flaky audit shows up with how often it failed. */
function failedAuditsOf(lhrs: Result[], category: CategoryId): FailedAudit[] {
  const byId = new Map<string, FailedAudit>();
  for (const lhr of lhrs) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || UNSCORED_MODES.has(audit.scoreDisplayMode)) continue;
      // A null score outside the unscored modes means the audit itself errored: a failure too.
      if (audit.score !== null && audit.score >= 1) continue;
      const examples = ref.weight > 0 ? examplesOf(audit.details) : [];
      const known = byId.get(ref.id);
      if (known) {
        known.failedRuns += 1;
        for (const example of examples) {
          if (known.examples.length >= MAX_EXAMPLES) break;
          if (!known.examples.includes(example)) known.examples.push(example);
        }
        if (known.worstScore !== null && (audit.score === null || audit.score < known.worstScore)) {
          known.worstScore = audit.score;
          known.displayValue = audit.displayValue;
        }
        continue;
      }
      byId.set(ref.id, {
        id: ref.id,
        title: audit.title,
        weight: ref.weight,
        worstScore: audit.score,
        displayValue: audit.displayValue,
        failedRuns: 1,
        examples: examples.slice(0, MAX_EXAMPLES),
      });
    }
  }
  // Heaviest first: those are the ones that move the score.
  return [...byId.values()].sort((a, b) => b.weight - a.weight || a.id.localeCompare(b.id));
}

/**
 * Audit details are loosely typed tables whose columns differ per audit; these fields are the ones
 * that name the culprit (console message, issue type, resource URL, offending element).
 */
function examplesOf(details: unknown): string[] {
  if (!isRecord(details) || !Array.isArray(details.items)) return [];
  const examples: string[] = [];
  for (const item of details.items) {
    if (!isRecord(item)) continue;
    const parts = [
      item.description,
      item.issueType,
      isRecord(item.sourceLocation) ? item.sourceLocation.url : undefined,
      item.url,
      isRecord(item.node) ? (item.node.selector ?? item.node.snippet) : undefined,
    ].filter((part): part is string => typeof part === 'string' && part !== '');
    const example = [...new Set(parts)].join(' — ');
    if (example !== '' && !examples.includes(example)) examples.push(example);
    if (examples.length >= MAX_EXAMPLES) break;
  }
  return examples;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function emptyScores(): CategoryScores {
  return { performance: null, accessibility: null, 'best-practices': null, seo: null };
}
