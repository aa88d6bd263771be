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

export interface PageResult {
  path: string;
  url: string;
  /** Median over the successful runs, 0-100; null when no run produced a score. */
  scores: CategoryScores;
  runScores: CategoryScores[];
  failedAudits: Record<CategoryId, FailedAudit[]>;
  /** Runs Lighthouse could not complete (page error, timeout), one message each. */
  errors: string[];
}

export interface LighthouseEnvironment {
  lighthouseVersion: string;
  userAgent: string;
  /** Lighthouse's own CPU yardstick; performance scores are only comparable at similar values. */
  benchmarkIndex: number;
}

export interface LighthouseResult {
  pages: PageResult[];
  /** From the first completed run; null when no run completed. */
  environment: LighthouseEnvironment | null;
}

export function chromePath(): string {
  return process.env.CHROMIUM_PATH || '/usr/bin/chromium';
}

export async function auditPages(
  origin: string,
  paths: readonly string[],
  runs: number,
): Promise<LighthouseResult> {
  const pages: PageResult[] = [];
  let environment: LighthouseEnvironment | null = null;
  for (const path of paths) {
    const url = new URL(path, origin).href;
    const lhrs: Result[] = [];
    const errors: string[] = [];
    // A run Lighthouse could not complete (a trace without its navigation, NO_NAVSTART, seen now
    // and then on one page or another) is run again, up to twice per page, so the median is of
    // `runs` completed runs whenever possible; the failures stay listed in `errors`. A run that
    // threw (a timeout: the page or the browser stuck) is not repeated.
    let attempts = runs;
    for (let run = 1; run <= attempts; run += 1) {
      if (shuttingDown()) throw new Error('interrupted');
      log(`lighthouse ${path} run ${run}/${runs}`);
      try {
        const lhr = await auditOnce(url);
        if (lhr.runtimeError) {
          errors.push(`run ${run}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
          if (attempts < runs + RETRIES_PER_PAGE) attempts += 1;
        } else {
          lhrs.push(lhr);
          environment ??= {
            lighthouseVersion: lhr.lighthouseVersion,
            userAgent: lhr.environment.hostUserAgent,
            benchmarkIndex: lhr.environment.benchmarkIndex,
          };
        }
      } catch (error) {
        errors.push(`run ${run}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    for (const error of errors) log(`lighthouse ${path} ${error}`);
    pages.push(summarise(path, url, lhrs, errors));
  }
  return { pages, environment };
}

/** A fresh browser per run, so caches and service workers of one run never speed up the next. */
async function auditOnce(url: string): Promise<Result> {
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
  return { path, url, scores, runScores, failedAudits, errors };
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
