import { mkdir, rename, writeFile } from 'node:fs/promises';
import { cpus, totalmem } from 'node:os';
import { fileURLToPath } from 'node:url';
import {
  CATEGORIES,
  type CategoryId,
  type FailedAudit,
  type LighthouseResult,
} from './lighthouse.ts';
import type { ThroughputResult } from './throughput.ts';

export interface Budgets {
  /** Minimum median score, 0-100, per Lighthouse category. */
  lighthouse: Record<CategoryId, number>;
  /** Minimum app requests/s as a share of the bare node:http server's. */
  minThroughputRatio: number;
  maxAppP99Ms: number;
}

export interface BudgetLine {
  metric: string;
  value: number | null;
  /** The value as shown in the table, with its unit. */
  shown: string;
  budget: string;
  /** null for figures reported for context only. */
  pass: boolean | null;
}

export interface Settings {
  lighthouseRuns: number;
  durationSec: number;
}

const CATEGORY_TITLES: Record<CategoryId, string> = {
  performance: 'Performance',
  accessibility: 'Accessibility',
  'best-practices': 'Best practices',
  seo: 'SEO',
};

const resultsDir = fileURLToPath(new URL('./results/', import.meta.url));

export function budgetLines(
  lighthouse: LighthouseResult,
  throughput: ThroughputResult,
  budgets: Budgets,
): BudgetLine[] {
  const lines: BudgetLine[] = [];
  for (const page of lighthouse.pages) {
    for (const id of CATEGORIES) {
      const value = page.scores[id];
      const min = budgets.lighthouse[id];
      lines.push({
        metric: `Lighthouse ${page.path} · ${CATEGORY_TITLES[id]}`,
        value,
        shown: value === null ? 'error' : String(value),
        budget: min >= 100 ? '100' : `>= ${min}`,
        pass: value !== null && value >= min,
      });
    }
  }

  const { app, bare, ratio } = throughput;
  const failed = app.non2xx + app.errors + app.timeouts;
  lines.push(
    {
      metric: `App ${throughput.path} req/s`,
      value: round(app.requestsPerSec, 0),
      shown: String(round(app.requestsPerSec, 0)),
      budget: '—',
      pass: null,
    },
    {
      metric: 'Bare node:http req/s (same bytes)',
      value: round(bare.requestsPerSec, 0),
      shown: String(round(bare.requestsPerSec, 0)),
      budget: '—',
      pass: null,
    },
    {
      metric: 'Throughput ratio app / bare',
      value: round(ratio, 2),
      shown: round(ratio, 2).toFixed(2),
      budget: `>= ${budgets.minThroughputRatio}`,
      pass: ratio >= budgets.minThroughputRatio,
    },
    {
      metric: 'App p99 latency',
      value: app.p99Ms,
      shown: `${app.p99Ms} ms`,
      budget: `<= ${budgets.maxAppP99Ms} ms`,
      pass: app.p99Ms <= budgets.maxAppP99Ms,
    },
    {
      metric: 'Bare node:http p99 latency',
      value: bare.p99Ms,
      shown: `${bare.p99Ms} ms`,
      budget: '—',
      pass: null,
    },
    {
      // Fast error answers would make every other throughput figure meaningless.
      metric: 'App non-2xx / errors / timeouts under load',
      value: failed,
      shown: String(failed),
      budget: '0',
      pass: failed === 0,
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
  lighthouse: LighthouseResult,
  lines: BudgetLine[],
  budgets: Budgets,
): string {
  const out: string[] = [
    `# Bench results — ${date}`,
    '',
    `Node ${machine.node}, ${machine.cpuModel}, ${machine.cores} cores, ${machine.memoryGb} GB. ` +
      `Lighthouse: mobile, median of ${settings.lighthouseRuns} run(s)` +
      (lighthouse.environment
        ? ` (v${lighthouse.environment.lighthouseVersion}, ` +
          `benchmarkIndex ${lighthouse.environment.benchmarkIndex})`
        : '') +
      `. Load: 10 connections, ${settings.durationSec} s after a 2 s warm-up.`,
    '',
    '| Metric | Value | Budget | Result |',
    '| --- | ---: | ---: | :---: |',
    ...lines.map(
      (l) =>
        `| ${l.metric} | ${l.shown} | ${l.budget} | ${l.pass === null ? '—' : l.pass ? 'pass' : 'FAIL'} |`,
    ),
  ];

  const failing: string[] = [];
  for (const page of lighthouse.pages) {
    for (const id of CATEGORIES) {
      const score = page.scores[id];
      if (score === null || score >= budgets.lighthouse[id]) continue;
      const runs = page.runScores.length;
      failing.push(
        '',
        `### ${page.path} · ${CATEGORY_TITLES[id]} ${score} (budget ${budgets.lighthouse[id]})`,
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
  if (failing.length > 0) out.push('', '## Below budget: failing audits', ...failing);
  return `${out.join('\n')}\n`;
}

function describeAudit(audit: FailedAudit, runs: number): string {
  const score = audit.worstScore === null ? 'error' : `score ${audit.worstScore}`;
  const value = audit.displayValue ? ` — ${audit.displayValue}` : '';
  const weight = audit.weight > 0 ? `weight ${audit.weight}` : 'diagnostic';
  return `\`${audit.id}\` ${audit.title}${value} (${score}, ${weight}, failed in ${audit.failedRuns}/${runs} runs)`;
}

/** Only the failures that explain a missed budget: the rest is noise in a committed file. */
export function pagesForJson(lighthouse: LighthouseResult, budgets: Budgets) {
  return lighthouse.pages.map((page) => ({
    ...page,
    failedAudits: Object.fromEntries(
      CATEGORIES.filter((id) => {
        const score = page.scores[id];
        return score !== null && score < budgets.lighthouse[id];
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
