/**
 * The repository explains itself (issue 18, docs/product/architecture.md#layout-and-layering):
 * comments and documents cite `docs/product/` and `docs/decisions/`, never a document kept beside
 * the repository (the old specification's numbered sections, its architecture and toolchain notes)
 * or any path outside it. Every cited product or decision file must exist, and a cited `#anchor`
 * must be one of that file's headings.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const thisFile = relative(root, fileURLToPath(import.meta.url))
  .split(sep)
  .join('/');

const textFile = /\.(ts|tsx|js|mjs|cjs|json|md|css|ya?ml|sh|html)$/;
const skipped = new Set(['package-lock.json', thisFile]);

/** Tracked files; without git (an unpacked archive), every file outside the ignored folders. */
function sourceFiles(): string[] {
  let files: string[];
  try {
    files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
      cwd: root,
      encoding: 'utf8',
    })
      .split('\0')
      .filter(Boolean);
  } catch {
    files = [];
    const ignored = new Set(['node_modules', '.git', 'build', 'dist', 'data', 'test-results']);
    const walk = (dir: string) => {
      for (const name of readdirSync(join(root, dir))) {
        if (ignored.has(name)) continue;
        const path = dir ? `${dir}/${name}` : name;
        if (statSync(join(root, path)).isDirectory()) walk(path);
        else files.push(path);
      }
    };
    walk('');
  }
  return files.filter(
    (file) => textFile.test(file) && !skipped.has(file) && existsSync(join(root, file)),
  );
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
const slug = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');

const anchorCache = new Map<string, Set<string>>();
function anchorsOf(file: string): Set<string> {
  let anchors = anchorCache.get(file);
  if (anchors) return anchors;
  anchors = new Set();
  let fenced = false;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (line.startsWith('```')) fenced = !fenced;
    const heading = fenced ? null : /^#{1,6}\s+(.*)$/.exec(line);
    if (heading?.[1]) anchors.add(slug(heading[1]));
  }
  anchorCache.set(file, anchors);
  return anchors;
}

/** Citations of documents that live outside the repository, by what gives them away. */
const outsideCitations: [RegExp, string][] = [
  [/\bspec\s+00[01]\b/i, 'a section of the old specification (cite docs/product/ instead)'],
  [/§\s*\d/, 'a numbered specification section (cite docs/product/ instead)'],
  [/\bARCHITECTURE\.md\b/, 'ARCHITECTURE.md (now docs/product/architecture.md)'],
  [/\bTOOLCHAIN\.md\b/, 'TOOLCHAIN.md (now docs/product/architecture.md#toolchain)'],
  [/\/work\/shared\b/, 'a folder outside the repository'],
];

const files = sourceFiles();
const texts = new Map(files.map((file) => [file, readFileSync(join(root, file), 'utf8')]));

function problems(check: (file: string, line: string) => string | null): string[] {
  const found: string[] = [];
  for (const [file, text] of texts) {
    text.split('\n').forEach((line, i) => {
      const problem = check(file, line);
      if (problem) found.push(`${file}:${i + 1}: ${problem}`);
    });
  }
  return found;
}

/** A cited file (and anchor) that is missing, or null. */
function missingTarget(path: string, anchor: string | undefined): string | null {
  if (!existsSync(path)) return `cites ${relative(root, path)}, which does not exist`;
  if (anchor && path.endsWith('.md') && !anchorsOf(path).has(anchor))
    return `cites #${anchor}, which is no heading of ${relative(root, path)}`;
  return null;
}

describe('the repository explains itself', () => {
  it('finds the files to check', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(texts.has('docs/product/README.md')).toBe(true);
  });

  it('cites no document kept outside the repository', () => {
    expect(
      problems((_, line) => {
        const hit = outsideCitations.find(([pattern]) => pattern.test(line));
        return hit ? `cites ${hit[1]}` : null;
      }),
    ).toEqual([]);
  });

  it('names no relative path that leaves the repository', () => {
    // The layer rules and their test spell imports as seen from files inside the workspaces.
    const importExamples = new Set(['eslint.config.js', 'eslint.config.test.ts']);
    expect(
      problems((file, line) => {
        if (importExamples.has(file)) return null;
        for (const match of line.matchAll(/(?:\.\.\/)+[\w.-]+/g)) {
          const target = resolve(root, dirname(file), match[0]);
          if (relative(root, target).startsWith('..')) return `${match[0]} leaves the repository`;
        }
        return null;
      }),
    ).toEqual([]);
  });

  it('cites only product and decision documents that exist, at headings they have', () => {
    expect(
      problems((_, line) => {
        for (const match of line.matchAll(
          /\bdocs\/(?:product|decisions)\/[\w.-]+\.md(?:#([\w-]+))?/g,
        )) {
          const path = join(root, match[0].split('#')[0] ?? '');
          const problem = missingTarget(path, match[1]);
          if (problem) return problem;
        }
        return null;
      }),
    ).toEqual([]);
  });

  it('links from the Markdown documents only to files that exist', () => {
    expect(
      problems((file, line) => {
        if (!file.endsWith('.md')) return null;
        for (const match of line.matchAll(/\]\(([^)\s]+)\)/g)) {
          const target = match[1] ?? '';
          if (/^(?:[a-z]+:|#|\/)/i.test(target)) continue;
          const [path = '', anchor] = target.split('#');
          const problem = missingTarget(resolve(root, dirname(file), path), anchor);
          if (problem) return problem;
        }
        return null;
      }),
    ).toEqual([]);
  });
});
