import { describe, expect, it } from 'vitest';
import { catalogues } from './i18n.ts';

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) =>
    keysOf(child, prefix ? `${prefix}.${key}` : key),
  );
}

describe('message catalogues', () => {
  it('have every key in every site language, and no empty text', () => {
    const pt = keysOf(catalogues.pt).sort();
    const en = keysOf(catalogues.en).sort();
    expect(en).toEqual(pt);
    for (const [lang, catalogue] of Object.entries(catalogues)) {
      for (const key of keysOf(catalogue)) {
        const text = key
          .split('.')
          .reduce<unknown>((node, part) => (node as never)[part], catalogue);
        expect(text, `${lang}:${key}`).toMatch(/\S/);
      }
    }
  });
});
