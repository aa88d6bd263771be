import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Core's folders are domains (orders, checkout, withdrawal, payments, …); their imports must run
 * one way, so each can be read and changed without the others' insides: no cycle between folders.
 */
const root = dirname(fileURLToPath(import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [path] : [];
  });
}

const folderOf = (file: string) => relative(root, file).split('/')[0]!;

function folderGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of sourceFiles(root)) {
    const from = folderOf(file);
    if (!relative(root, file).includes('/')) continue; // index.ts, services.ts: the wiring
    for (const [, spec] of readFileSync(file, 'utf8').matchAll(/from '(\.\.?\/[^']+)'/g)) {
      const to = folderOf(resolve(dirname(file), spec!));
      if (to !== from) graph.set(from, (graph.get(from) ?? new Set()).add(to));
    }
  }
  return graph;
}

function cycles(graph: Map<string, Set<string>>): string[] {
  const found: string[] = [];
  const visit = (node: string, path: string[]) => {
    for (const next of graph.get(node) ?? []) {
      const at = path.indexOf(next);
      if (at >= 0) found.push([...path.slice(at), next].join(' → '));
      else visit(next, [...path, next]);
    }
  };
  for (const node of graph.keys()) visit(node, [node]);
  return [...new Set(found)];
}

describe('core folders', () => {
  it('import each other one way only', () => {
    const graph = folderGraph();
    expect(graph.get('checkout')).toContain('orders');
    expect(cycles(graph)).toEqual([]);
  });

  it('would see a cycle', () => {
    expect(
      cycles(
        new Map([
          ['a', new Set(['b'])],
          ['b', new Set(['a'])],
        ]),
      ),
    ).toContain('a → b → a');
  });
});
