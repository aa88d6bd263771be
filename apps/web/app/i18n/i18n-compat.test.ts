import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { siteLanguages } from '@mdc/shared';
import { areaCatalogues } from './catalogues.server';
import { createTranslator, translator, type Messages } from './i18n';

function leaves(value: Messages, prefix = ''): Array<[string, string]> {
  return Object.entries(value).flatMap(([key, child]) =>
    typeof child === 'string' ? [[`${prefix}${key}`, child]] : leaves(child, `${prefix}${key}.`),
  );
}

/** Values for every placeholder a message names, and a count that picks each plural form. */
function optionsFor(text: string, count: number): Record<string, unknown> {
  const options: Record<string, unknown> = { count };
  for (const [, name] of text.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)) {
    if (name !== 'count') options[name!] = `<${name}>`;
  }
  return options;
}

describe('the site translator (docs/decisions/112-fast-public-pages.md)', () => {
  it.each(siteLanguages)('says what i18next says for every message in %s', (lang) => {
    const messages: Messages = Object.assign({}, ...Object.values(areaCatalogues[lang]));
    const reference = createInstance();
    void reference.init({
      lng: lang,
      resources: { [lang]: { translation: messages } },
      initAsync: false,
      interpolation: { escapeValue: false },
    });
    const ours = createTranslator(lang, () => messages) as unknown as (
      key: string,
      options?: object,
    ) => string;
    const keys = new Set(leaves(messages).map(([key]) => key.replace(/_(zero|one|other)$/, '')));
    expect(keys.size).toBeGreaterThan(300);
    for (const key of keys) {
      const text = leaves(messages).find(([k]) => k.startsWith(key))?.[1] ?? '';
      for (const count of [0, 1, 2, 5]) {
        const options = optionsFor(text, count);
        expect(ours(key, options), `${lang} ${key} count=${count}`).toBe(
          reference.t(key, options as never),
        );
      }
      expect(ours(key), `${lang} ${key} without options`).toBe(reference.t(key as never));
    }
    expect(ours('no.such.key')).toBe(reference.t('no.such.key' as never));
  });

  it('knows every message on the server once the catalogues are loaded', () => {
    expect(translator('pt')('error.title')).toBe(areaCatalogues.pt.common.error.title);
    expect(translator('en')('shop.title')).toBe(areaCatalogues.en.shop.shop.title);
  });
});
