import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pages, type PageKey } from '@mdc/shared';
import { areasOfPath, otherAreas, pageAreas, sameMessages, shellAreas } from './page-areas';

/*
 * Which message areas (i18n/<lang>/<area>.json) a module and everything it imports can show:
 * every string literal that starts with an area's top-level key (`'shop.` …) counts.
 */

const appDir = resolve(import.meta.dirname, '..');
const i18nDir = join(appDir, 'i18n');

/** Top-level key → area, from the Portuguese files. */
function topKeyAreas(): Map<string, string> {
  const owners = new Map<string, string>();
  for (const file of readdirSync(join(i18nDir, 'pt'))) {
    const area = file.replace(/\.json$/, '');
    const body = JSON.parse(readFileSync(join(i18nDir, 'pt', file), 'utf8')) as object;
    for (const key of Object.keys(body)) owners.set(key, area);
  }
  return owners;
}

function resolveImport(from: string, specifier: string): string | undefined {
  let base: string;
  if (specifier.startsWith('~/')) base = join(appDir, specifier.slice(2));
  else if (specifier.startsWith('.')) base = resolve(dirname(from), specifier);
  else return undefined;
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')];
  return candidates.find((file) => /\.tsx?$/.test(file) && existsSync(file));
}

const importPattern = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"]([^'"]+)['"]/g;
const literalPattern = /['"`]([a-zA-Z]+)\.[a-zA-Z]/g;

/** The areas named by `entry` and the modules it imports, statically or with import(). */
function areasUsedBy(entries: readonly string[], owners = topKeyAreas()): Set<string> {
  const seen = new Set<string>();
  const areas = new Set<string>();
  const queue = entries.map((entry) => join(appDir, entry));
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file) || file.endsWith('.test.ts') || file.endsWith('.test.tsx')) continue;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const [, key] of source.matchAll(literalPattern)) {
      const area = owners.get(key!);
      if (area) areas.add(area);
    }
    for (const [, specifier] of source.matchAll(importPattern)) {
      const target = resolveImport(file, specifier!);
      if (target) queue.push(target);
    }
  }
  return areas;
}

const shopLayout = 'routes/shop/shop-layout.tsx';
/** Each page's route modules (apps/web/app/routes.ts). */
const routeFiles: Record<Exclude<PageKey, 'wineLabel'>, string[]> = {
  home: ['routes/home.tsx'],
  about: ['routes/content-page.tsx'],
  grapes: ['routes/content-page.tsx'],
  wineTourism: ['routes/wine-tourism.tsx'],
  region: ['routes/region.tsx'],
  contact: ['routes/contact.tsx'],
  house: ['routes/house.tsx'],
  legal: ['routes/legal.tsx'],
  wineList: ['routes/wine-list.tsx'],
  wine: ['routes/wine-detail.tsx'],
  shop: [shopLayout, 'routes/shop/shop-list.tsx'],
  shopProduct: [shopLayout, 'routes/shop/product.tsx'],
  cart: [shopLayout, 'routes/shop/cart.tsx'],
  checkout: [shopLayout, 'routes/shop/checkout.tsx'],
  profile: [shopLayout, 'routes/shop/profile.tsx'],
  login: [shopLayout, 'routes/shop/login.tsx'],
  thankYou: [shopLayout, 'routes/shop/thank-you.tsx'],
};
const otherRoutes = [
  'routes/not-found.tsx',
  'routes/guest.tsx',
  shopLayout,
  'routes/shop/shop-not-found.tsx',
  'routes/shop/thank-you-no-code.tsx',
];

describe('messages sent with each page (docs/decisions/112-fast-public-pages.md)', () => {
  it('sends the root layout every area its modules name', () => {
    expect([...areasUsedBy(['root.tsx'])].sort()).toEqual([...shellAreas, 'shell'].sort());
  });

  it.each(Object.entries(routeFiles))('sends %s every area its modules name', (page, files) => {
    const sent = new Set<string>([...shellAreas, 'shell', ...pageAreas[page as PageKey]]);
    const missing = [...areasUsedBy(files)].filter((area) => !sent.has(area));
    expect(missing, `add to pageAreas.${page}`).toEqual([]);
  });

  it('sends the not-found, guest and thank-you-without-code pages what they name', () => {
    const sent = new Set<string>([...shellAreas, 'shell', ...otherAreas]);
    expect([...areasUsedBy(otherRoutes)].filter((area) => !sent.has(area))).toEqual([]);
  });

  it('sends a page fewer areas than the whole site', () => {
    const home = areasOfPath(pages.home.en);
    expect(home.lang).toBe('en');
    expect(home.areas).toEqual([...shellAreas, ...pageAreas.home]);
    expect(areasOfPath('/vinhos/exmo').areas).not.toContain('checkout');
    expect(areasOfPath('/no/such/page').areas).toEqual([...shellAreas, ...otherAreas]);
  });

  it('reloads the messages only when the next page needs others', () => {
    expect(sameMessages('/vinhos/exmo', '/vinhos/other')).toBe(true);
    expect(sameMessages('/vinhos/exmo', '/en/wines/exmo')).toBe(false);
    expect(sameMessages('/', '/shop/checkout/')).toBe(false);
    // The shell's texts follow the document's language: a guest page has four.
    expect(sameMessages('/pt/hellofrommontedacapela', '/es/hellofrommontedacapela')).toBe(false);
  });
});
