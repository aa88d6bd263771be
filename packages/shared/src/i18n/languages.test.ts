import { describe, expect, it } from 'vitest';
import { siteLangFromAcceptLanguage } from './languages.ts';

describe('siteLangFromAcceptLanguage', () => {
  it.each([
    ['pt-PT,pt;q=0.9,en;q=0.8', 'pt'],
    ['en-GB,en;q=0.9', 'en'],
    ['de-DE,de;q=0.9,en;q=0.5,pt;q=0.4', 'en'],
    ['fr;q=0.9, pt-BR;q=0.8', 'pt'],
    ['en;q=0.2, pt;q=0.7', 'pt'],
    ['EN, pt', 'en'],
  ])('%s prefers %s', (header, lang) => {
    expect(siteLangFromAcceptLanguage(header)).toBe(lang);
  });

  it.each([undefined, '', '*', 'de, fr', 'pt;q=0'])('gives null for %s', (header) => {
    expect(siteLangFromAcceptLanguage(header)).toBeNull();
  });
});
