import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const dir = import.meta.dirname;

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) =>
    keysOf(child, prefix ? `${prefix}.${key}` : key),
  );
}

function load(lang: string, area: string): unknown {
  return JSON.parse(readFileSync(join(dir, lang, `${area}.json`), 'utf8'));
}

const areas = readdirSync(join(dir, 'pt')).map((file) => file.replace(/\.json$/, ''));
/** Areas that the guest pages use exist in Spanish and French too. */
const guestAreas = new Set(['guest', 'shell']);

describe('message catalogues', () => {
  it.each(areas)('%s has every key of Portuguese in each language it needs, none empty', (area) => {
    const pt = load('pt', area);
    const languages = guestAreas.has(area) ? ['pt', 'en', 'es', 'fr'] : ['pt', 'en'];
    for (const lang of languages) {
      const catalogue = load(lang, area);
      expect(keysOf(catalogue).sort(), `${lang}/${area}`).toEqual(keysOf(pt).sort());
      for (const key of keysOf(catalogue)) {
        const text = key
          .split('.')
          .reduce<unknown>((node, part) => (node as never)[part], catalogue);
        expect(text, `${lang}/${area}: ${key}`).toMatch(/\S/);
      }
    }
  });

  it('has no top-level key in two areas', () => {
    const seen = new Map<string, string>();
    for (const area of areas) {
      for (const key of Object.keys(load('pt', area) as object)) {
        expect(seen.get(key), `${key} in ${area}`).toBeUndefined();
        seen.set(key, area);
      }
    }
  });
});
