import { describe, expect, it } from 'vitest';
import { matchPage, pages, pathTo, twinPath, type PageKey } from './paths.ts';

describe('route table', () => {
  it('builds paths with encoded parameters', () => {
    expect(pathTo('wine', 'pt', { productUrl: 'exmo' })).toBe('/vinhos/exmo');
    expect(pathTo('wine', 'en', { productUrl: 'avo-zeca' })).toBe('/en/wines/avo-zeca');
    expect(pathTo('shopProduct', 'en', { productUrl: 'a b' })).toBe('/en/shop/wine/a%20b');
    expect(() => pathTo('wine', 'pt')).toThrow(/productUrl/);
  });

  it('matches every page of the table in both languages', () => {
    for (const page of Object.keys(pages) as PageKey[]) {
      for (const lang of ['pt', 'en'] as const) {
        const path = pathTo(page, lang, { productUrl: 'exmo', code: 'abc' });
        expect(matchPage(path)).toMatchObject({ page, lang });
      }
    }
  });

  it('finds the twin page in the other language', () => {
    expect(twinPath('/vinhos/exmo', 'en')).toBe('/en/wines/exmo');
    expect(twinPath('/en/wines-list', 'pt')).toBe('/lista-de-vinhos');
    expect(twinPath('/', 'en')).toBe('/en');
    expect(twinPath('/en', 'pt')).toBe('/');
    expect(twinPath('/shop/checkout', 'en')).toBe('/en/shop/checkout/');
    expect(twinPath('/no-such-page', 'en')).toBe('/en');
  });

  it('does not match unknown or partial paths', () => {
    expect(matchPage('/vinhos')).toBeNull();
    expect(matchPage('/vinhos/a/b')).toBeNull();
    expect(matchPage('/enx')).toBeNull();
  });
});
