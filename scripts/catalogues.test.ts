import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import englishMessages from 'ra-language-english';
import { convertRaTranslationsToI18next } from 'ra-i18n-i18next';
import { adminErrorCodes } from '@mdc/shared';

/**
 * Every message catalogue of the project, in i18next's JSON format
 * (docs/decisions/106-one-i18n-and-email-templates.md): the site's, the admin's and the e-mails'.
 * Each has every key of Portuguese in every language its surface is in, no empty text, and the
 * same {{variables}} in every language.
 */

const root = join(import.meta.dirname, '..');
type Tree = { [key: string]: string | Tree };

const load = (path: string): Tree => JSON.parse(readFileSync(path, 'utf8')) as Tree;

/** [dotted key, text] of every text in a catalogue. */
function textsOf(tree: Tree, prefix = ''): Array<[string, string]> {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[`${prefix}${key}`, value] as [string, string]]
      : textsOf(value, `${prefix}${key}.`),
  );
}

/** The {{variables}} of a text, sorted. */
const variablesOf = (text: string) =>
  [...text.matchAll(/\{\{\s*([\w.]+)\s*(?:,[^}]*)?\}\}/g)].map((m) => m[1]!).sort();

/** Plural forms of a key (`_one`, `_other`) are one key; their variables may differ by `count`. */
const baseKey = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');

function merge(...trees: Tree[]): Tree {
  const out: Tree = {};
  for (const tree of trees)
    for (const [key, value] of Object.entries(tree)) {
      const current = out[key];
      out[key] =
        typeof value === 'object' && typeof current === 'object' ? merge(current, value) : value;
    }
  return out;
}

/** One catalogue in its languages; `reference` is Portuguese. */
function expectSameKeys(
  name: string,
  byLang: Record<string, Tree>,
  allowEmpty = new Set<string>(),
) {
  const reference = textsOf(byLang.pt!);
  const keys = reference.map(([key]) => key).sort();
  const variables = new Map<string, string[]>();
  for (const [key, text] of reference) {
    const base = baseKey(key);
    variables.set(
      base,
      [...new Set([...(variables.get(base) ?? []), ...variablesOf(text)])].sort(),
    );
  }
  for (const [lang, tree] of Object.entries(byLang)) {
    const texts = textsOf(tree);
    expect(texts.map(([key]) => key).sort(), `${lang}/${name}: keys`).toEqual(keys);
    const seen = new Map<string, string[]>();
    for (const [key, text] of texts) {
      if (!allowEmpty.has(key)) expect(text, `${lang}/${name}: ${key}`).toMatch(/\S/);
      const base = baseKey(key);
      seen.set(base, [...new Set([...(seen.get(base) ?? []), ...variablesOf(text)])].sort());
    }
    for (const [key, vars] of seen)
      expect(vars, `${lang}/${name}: variables of ${key}`).toEqual(variables.get(key));
  }
}

describe('site catalogues (apps/web/app/i18n)', () => {
  const dir = join(root, 'apps/web/app/i18n');
  const areas = readdirSync(join(dir, 'pt')).map((file) => file.replace(/\.json$/, ''));
  /** Areas that the guest pages use exist in Spanish and French too. */
  const guestAreas = new Set(['guest', 'shell']);

  it.each(areas)('%s: every key of Portuguese in each language it needs', (area) => {
    const languages = guestAreas.has(area) ? ['pt', 'en', 'es', 'fr'] : ['pt', 'en'];
    expectSameKeys(
      area,
      Object.fromEntries(languages.map((lang) => [lang, load(join(dir, lang, `${area}.json`))])),
    );
  });

  it('has no top-level key in two areas', () => {
    const seen = new Map<string, string>();
    for (const area of areas) {
      for (const key of Object.keys(load(join(dir, 'pt', `${area}.json`)))) {
        expect(seen.get(key), `${key} in ${area}`).toBeUndefined();
        seen.set(key, area);
      }
    }
  });
});

describe('admin catalogues (apps/admin/src/i18n)', () => {
  const dir = join(root, 'apps/admin/src/i18n');
  const files = (lang: string) =>
    readdirSync(join(dir, lang))
      .filter((file) => file.endsWith('.json'))
      .map((file) => load(join(dir, lang, file)));
  const english = convertRaTranslationsToI18next(englishMessages) as unknown as Tree;
  const pt = merge(...files('pt'));
  const en = merge(english, ...files('en'));

  it("has every key in pt and en, react-admin's own included", () => {
    // The rich-text editor (ra-input-rich-text) carries its English texts as defaults; only
    // Portuguese names them.
    const { tiptap, ...ptRa } = pt.ra as Tree;
    expect(Object.keys(tiptap as Tree).length).toBeGreaterThan(20);
    // react-admin's own "null" boolean label is a deliberate blank.
    expectSameKeys('admin', { pt: { ...pt, ra: ptRa }, en }, new Set(['ra.boolean.null']));
  });

  it('names every refusal the admin API gives (AdminErrorCode)', () => {
    for (const tree of [pt, en]) {
      const keys = new Set(textsOf(tree).map(([key]) => key));
      expect(adminErrorCodes.filter((code) => !keys.has(`admin.errors.${code}`))).toEqual([]);
    }
  });
});

describe('e-mail catalogues (packages/core/src/mail/i18n)', () => {
  const dir = join(root, 'packages/core/src/mail/i18n');

  it('emails: the visitors’ texts, in pt and en', () => {
    expectSameKeys('emails', {
      pt: load(join(dir, 'pt/emails.json')),
      en: load(join(dir, 'en/emails.json')),
    });
  });

  it('estate-emails: the notices staff read, in Portuguese only', () => {
    expect(readdirSync(join(dir, 'en'))).toEqual(['emails.json']);
    expectSameKeys('estate-emails', { pt: load(join(dir, 'pt/estate-emails.json')) });
  });
});

describe('server catalogues (packages/core: refusals, invoices, technical sheet; decision 135)', () => {
  const core = join(root, 'packages/core/src');
  const both = (dir: string, file: string) => ({
    pt: load(join(core, dir, 'pt', file)),
    en: load(join(core, dir, 'en', file)),
  });

  it('refusals: every code the API answers, in pt and en', () => {
    expectSameKeys('refusals', both('support/i18n', 'refusals.json'));
  });

  it('invoices: the pro-forma’s labels and the credit note’s line, in pt and en', () => {
    expectSameKeys('invoices', both('invoices/i18n', 'invoices.json'));
  });

  it('technical-sheet: the PDF’s labels, in pt and en', () => {
    expectSameKeys('technical-sheet', both('catalogue/i18n', 'technical-sheet.json'));
  });
});

describe('the refusal catalogue’s staff texts (decision 135)', () => {
  it('are the admin app’s own texts of each code, in pt and en', () => {
    for (const lang of ['pt', 'en']) {
      const server = load(join(root, `packages/core/src/support/i18n/${lang}/refusals.json`));
      const admin = load(join(root, `apps/admin/src/i18n/${lang}/admin.json`)).admin as Tree;
      expect(server.admin, lang).toEqual(admin.errors);
    }
  });
});
