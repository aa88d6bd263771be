import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/*
 * The layer rules in eslint.config.js bite (docs/decisions/103-layers-enforced.md): each import
 * against server → core → db → shared, web → shared, admin → shared is an error, each import
 * along them is not. The files need not exist: ESLint picks the rules by path.
 */
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
