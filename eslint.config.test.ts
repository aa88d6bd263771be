import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/*
 * The layer rules in eslint.config.js bite (docs/decisions/103-layers-enforced.md): each import
 * against server → core → db → shared, web → shared, admin → shared is an error, each import
 * along them is not. The files need not exist: ESLint picks the rules by path.
 */
// The map of core's domains, from the configuration itself (a JavaScript file without types).
const { coreDomainArrows } = (await import(
  new URL('./eslint.config.js', import.meta.url).href
)) as {
  coreDomainArrows: Record<string, string[]>;
};

const eslint = new ESLint({ cwd: fileURLToPath(new URL('.', import.meta.url)) });

const layerRule = '@typescript-eslint/no-restricted-imports';
const relativeRule = 'mdc/no-cross-workspace-relative';

async function boundaryErrors(filePath: string, source: string, typeOnly = false) {
  const code = typeOnly
    ? `import type { A } from '${source}';\nexport type B = A;\n`
    : `import { a } from '${source}';\nexport const b = a;\n`;
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === layerRule || message.ruleId === relativeRule)
    .map((message) => message.ruleId);
}

describe('layer boundaries', () => {
  it.each([
    // shared imports no other workspace, nor Node or server packages.
    ['packages/shared/src/x.ts', '@mdc/db'],
    ['packages/shared/src/x.ts', '@mdc/core'],
    ['packages/shared/src/x.ts', 'node:fs'],
    ['packages/shared/src/x.ts', 'drizzle-orm'],
    // db → shared only.
    ['packages/db/src/x.ts', '@mdc/core'],
    ['packages/db/src/x.ts', '@mdc/server'],
    // core → db, shared.
    ['packages/core/src/x.ts', '@mdc/server'],
    ['packages/core/src/x.ts', '@mdc/web'],
    // server → core, shared: its code reaches the database through core.
    ['apps/server/src/x.ts', '@mdc/db'],
    ['apps/server/src/x.ts', '@mdc/admin'],
    // web → shared, in the browser.
    ['apps/web/app/x.ts', '@mdc/core'],
    ['apps/web/app/x.ts', '@mdc/db'],
    ['apps/web/app/x.ts', '@mdc/server'],
    ['apps/web/app/x.ts', 'node:fs'],
    ['apps/web/app/x.ts', 'drizzle-orm'],
    ['apps/web/app/entry.server.tsx', '@mdc/core'],
    // admin → shared, in the browser.
    ['apps/admin/src/x.ts', '@mdc/core'],
    ['apps/admin/src/x.ts', '@mdc/db'],
    ['apps/admin/src/x.ts', '@mdc/web'],
    ['apps/admin/src/x.ts', 'node:fs'],
    ['apps/admin/src/x.ts', 'fastify'],
  ])('%s may not import %s', async (filePath, source) => {
    expect(await boundaryErrors(filePath, source)).toEqual([layerRule]);
  });

  it('forbids type-only imports against the direction too', async () => {
    expect(await boundaryErrors('apps/web/app/context.ts', '@mdc/core', true)).toEqual([layerRule]);
    expect(await boundaryErrors('packages/db/src/x.ts', '@mdc/core', true)).toEqual([layerRule]);
  });

  it.each([
    ['packages/db/src/x.ts', '../../core/src/index.ts'],
    ['apps/server/src/x.ts', '../../../packages/db/src/index.ts'],
    ['apps/web/app/x.ts', '../../admin/src/app.tsx'],
  ])('%s may not reach into another workspace with %s', async (filePath, source) => {
    expect(await boundaryErrors(filePath, source)).toEqual([relativeRule]);
  });

  it.each([
    ['packages/db/src/x.ts', '@mdc/shared'],
    ['packages/core/src/x.ts', '@mdc/db'],
    ['packages/core/src/x.ts', '@mdc/shared'],
    ['apps/server/src/x.ts', '@mdc/core'],
    ['apps/server/src/x.ts', '@mdc/shared'],
    // The server's tests and their support files build fixtures over the database.
    ['apps/server/src/api/x.db.test.ts', '@mdc/db'],
    ['apps/server/src/api/checkout/checkout-test-support.ts', '@mdc/db'],
    ['apps/server/src/test-support/test-app.ts', '@mdc/db'],
    ['apps/web/app/x.ts', '@mdc/shared'],
    ['apps/web/app/entry.server.tsx', 'node:stream'],
    ['apps/admin/src/x.ts', '@mdc/shared'],
    ['packages/core/src/mail/x.ts', '../support/read-cache.ts'],
  ])('%s may import %s', async (filePath, source) => {
    expect(await boundaryErrors(filePath, source)).toEqual([]);
  });
});

/*
 * Core's domains as modules (docs/decisions/133-domains-as-modules.md): a folder of
 * packages/core/src imports another only through its index.ts and along an arrow of
 * coreDomainArrows; the server imports core through @mdc/core only.
 */
describe('core domains', () => {
  const domainRule = 'core/domain-imports';

  async function domainErrors(filePath: string, code: string) {
    const [result] = await eslint.lintText(code, { filePath });
    return (result?.messages ?? [])
      .filter((message) => message.ruleId === domainRule || message.ruleId === layerRule)
      .map((message) => message.message);
  }
  const importOf = (source: string) => `import { a } from '${source}';\nexport const b = a;\n`;

  it.each([
    // Deep: past another domain's entry.
    ['packages/core/src/orders/x.ts', '../payments/payment-provider.ts', /Deep import.*payments/],
    [
      'packages/core/src/services.ts',
      './orders/order-admin.ts',
      /Deep import.*'\.\/orders\/index\.ts'/,
    ],
    ['packages/core/src/orders/x.test.ts', '../mail/outbox.ts', /Deep import.*mail/],
    // Against the map: nothing imports checkout; stock alerts hear orders through events.
    [
      'packages/core/src/payments/x.ts',
      '../checkout/index.ts',
      /payments domain may not import checkout/,
    ],
    [
      'packages/core/src/orders/x.ts',
      '../stock-alerts/index.ts',
      /orders domain may not import stock-alerts/,
    ],
    ['packages/core/src/mail/x.ts', '../orders/index.ts', /mail domain may not import orders/],
    // A new folder has to be put on the map first.
    [
      'packages/core/src/loyalty/x.ts',
      '../orders/index.ts',
      /loyalty has no entry in coreDomainArrows/,
    ],
  ])('%s may not import %s', async (filePath, source, message) => {
    expect(await domainErrors(filePath, importOf(source))).toEqual([
      expect.stringMatching(message),
    ]);
  });

  it('refuses a type-only import, a re-export and a dynamic import past the entry too', async () => {
    const file = 'packages/core/src/checkout/x.ts';
    const typeOnly = `import type { A } from '../orders/order-rows.ts';\nexport type B = A;\n`;
    const reExport = `export { emailView } from '../orders/order-reads.ts';\n`;
    const dynamic = `export const m = () => import('../orders/order-reads.ts');\n`;
    for (const code of [typeOnly, reExport, dynamic]) {
      expect(await domainErrors(file, code)).toEqual([expect.stringMatching(/Deep import/)]);
    }
  });

  it('refuses a deep import of @mdc/core from the server', async () => {
    expect(
      await domainErrors('apps/server/src/api/x.ts', importOf('@mdc/core/src/orders/index.ts')),
    ).toEqual([expect.stringMatching(/through @mdc\/core, its one entry/)]);
  });

  it('has an entry and a place on the map for every core folder, and the map has no cycle', () => {
    const coreSrc = fileURLToPath(new URL('packages/core/src/', import.meta.url));
    const folders = readdirSync(coreSrc).filter((name) =>
      statSync(join(coreSrc, name)).isDirectory(),
    );
    expect(folders.filter((folder) => !existsSync(join(coreSrc, folder, 'index.ts')))).toEqual([]);
    expect(Object.keys(coreDomainArrows).sort()).toEqual(folders.sort());
    const arrows = coreDomainArrows;
    const reaches = (from: string, to: string, seen = new Set<string>()): boolean =>
      (arrows[from] ?? []).some(
        (next) => next === to || (!seen.has(next) && reaches(next, to, seen.add(next))),
      );
    expect(folders.filter((folder) => reaches(folder, folder))).toEqual([]);
  });

  it.each([
    ['packages/core/src/checkout/x.ts', '../orders/index.ts'],
    ['packages/core/src/checkout/x.ts', './checkout-quote.ts'],
    ['packages/core/src/orders/x.ts', '../events/index.ts'],
    ['packages/core/src/invoices/x.ts', '../mail/index.ts'],
    ['packages/core/src/services.ts', './orders/index.ts'],
    ['packages/core/src/orders/x.ts', '@mdc/db'],
    ['apps/server/src/api/x.ts', '@mdc/core'],
  ])('%s may import %s', async (filePath, source) => {
    expect(await domainErrors(filePath, importOf(source))).toEqual([]);
  });
});

/*
 * No function over 150 lines (issue 18): `max-lines-per-function` counts a function's lines
 * without blank lines and comments, IIFEs included; vitest files are left out.
 */
describe('function size', () => {
  const sizeRule = 'max-lines-per-function';

  /**
   * A function spanning `lines` counted lines: its opening line, `lines - 3` statements, a return
   * and its closing brace. `padded` puts a comment and a blank line before each statement.
   */
  function functionOf(lines: number, { iife = false, padded = false } = {}) {
    const statements = Array.from({ length: lines - 3 }, (_, i) =>
      i === 0 ? '  let total = 0;' : `  total += ${i};`,
    ).map((line, i) => (padded ? `  // step ${i}\n\n${line}` : line));
    const body = `${statements.join('\n')}\n  return total;\n}`;
    return iife ? `export const b = (() => {\n${body})();\n` : `export function big() {\n${body}\n`;
  }

  async function sizeErrors(filePath: string, code: string) {
    const [result] = await eslint.lintText(code, { filePath });
    return (result?.messages ?? [])
      .filter((message) => message.ruleId === sizeRule)
      .map((message) => message.message);
  }

  it('allows a function of 150 lines and refuses one of 151', async () => {
    expect(functionOf(151).split('\n').filter(Boolean)).toHaveLength(151);
    expect(await sizeErrors('packages/core/src/x.ts', functionOf(150))).toEqual([]);
    expect(await sizeErrors('packages/core/src/x.ts', functionOf(151))).toEqual([
      expect.stringMatching(/too many lines \(151\)\. Maximum allowed is 150/),
    ]);
  });

  it.each(['apps/server/src/x.ts', 'apps/web/app/x.tsx', 'apps/admin/src/x.tsx', 'e2e/x.spec.ts'])(
    'checks %s',
    async (filePath) => {
      expect(await sizeErrors(filePath, functionOf(151))).toHaveLength(1);
    },
  );

  it('counts an IIFE, but not blank lines or comments', async () => {
    expect(
      await sizeErrors('packages/core/src/x.ts', functionOf(151, { iife: true })),
    ).toHaveLength(1);
    expect(await sizeErrors('packages/core/src/x.ts', functionOf(150, { padded: true }))).toEqual(
      [],
    );
  });

  it('leaves vitest files out', async () => {
    expect(await sizeErrors('packages/core/src/x.test.ts', functionOf(151))).toEqual([]);
    expect(await sizeErrors('apps/web/app/x.test.tsx', functionOf(151))).toEqual([]);
  });

  it('applies to packages/core/src/orders/order-admin.ts too: no source file is left out', async () => {
    expect(
      await sizeErrors('packages/core/src/orders/order-admin.ts', functionOf(151)),
    ).toHaveLength(1);
  });
});
