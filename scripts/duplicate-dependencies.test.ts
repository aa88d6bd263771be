import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * One version of each package that ships (docs/decisions/111-one-form-library.md, "dependency
 * drift"): a package installed twice in package-lock.json (at two versions, or at one version in
 * two folders), outside the dev-only tools (`"dev": true`), ends twice in a browser bundle or in
 * the server's runtime. Align the declared
 * versions (or, when a dependency's range forces it, an `overrides` entry) before adding a name
 * here; each entry says which ranges keep the two versions apart.
 */
const allowed: Record<string, string> = {
  'react-is':
    'hoist-non-react-statics 3 (emotion) pins ^16.7.0; MUI and ra-core ask for React 19’s copy',
  tslib: 'pdf-lib 1.17.1 (invoices) depends on tslib ^1.11.1; the rest on ^2',
  'fast-uri': 'json-schema-resolver 3 (@fastify/swagger) asks ^3; fastify’s ajv-compiler ^4',
  cookie: 'react-router 7 asks ^1; light-my-request (fastify.inject) ^2',
  'set-cookie-parser': 'react-router 7 asks ^2; light-my-request (fastify.inject) ^3',
  yaml: 'cosmiconfig 7 (emotion’s babel macro) asks ^1.10; @fastify/swagger ^2',
  entities: 'dom-serializer 2 (sanitize-html) asks ^4; htmlparser2 ^7',
  htmlparser2:
    'html-to-text 9 (@react-email/render, e-mails on the server) asks ^8; sanitize-html 2.17 ^10',
  'ra-ui-materialui':
    'one version (5.15.4), two folders: npm keeps ra-input-rich-text’s peer copy in apps/admin ' +
    'beside react-admin’s own, even after `npm dedupe`; only the lazy rich-text editor uses it',
};

interface LockEntry {
  version?: string;
  dev?: boolean;
  link?: boolean;
}

/** Package name → the version of each copy installed, leaving out dev-only packages and links. */
export function runtimeVersions(packages: Record<string, LockEntry>): Map<string, string[]> {
  const versions = new Map<string, string[]>();
  for (const [path, entry] of Object.entries(packages)) {
    const at = path.lastIndexOf('node_modules/');
    if (at < 0 || entry.dev || entry.link || !entry.version) continue;
    const name = path.slice(at + 'node_modules/'.length);
    versions.set(name, [...(versions.get(name) ?? []), entry.version]);
  }
  return versions;
}

const lock = JSON.parse(readFileSync(new URL('../package-lock.json', import.meta.url), 'utf8')) as {
  packages: Record<string, LockEntry>;
};
const duplicated = [...runtimeVersions(lock.packages)]
  .filter(([, versions]) => versions.length > 1)
  .map(([name, versions]) => `${name} ${versions.sort().join(' ')}`);

describe('installed runtime dependencies', () => {
  it('hold one copy of each package, but for the listed exceptions', () => {
    expect(duplicated.filter((line) => !(line.split(' ')[0]! in allowed))).toEqual([]);
  });

  it('list no exception that is no longer needed', () => {
    const names = new Set(duplicated.map((line) => line.split(' ')[0]!));
    expect(Object.keys(allowed).filter((name) => !names.has(name))).toEqual([]);
  });

  it('find a package installed twice', () => {
    const versions = runtimeVersions({
      '': {},
      'node_modules/a': { version: '1.0.0' },
      'node_modules/b/node_modules/a': { version: '2.0.0' },
      'node_modules/c': { version: '1.0.0', dev: true },
      'node_modules/d/node_modules/c': { version: '2.0.0' },
      'node_modules/@mdc/web': { link: true },
    });
    expect(versions.get('a')).toEqual(['1.0.0', '2.0.0']);
    expect(versions.get('c')).toEqual(['2.0.0']);
    expect(versions.has('@mdc/web')).toBe(false);
  });
});
