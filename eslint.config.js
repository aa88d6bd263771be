import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

/*
 * Layer boundaries (docs/decisions/103-layers-enforced.md). Imports go one way:
 *
 *   server → core → db → shared        web → shared        admin → shared
 *
 * A workspace imports the @mdc/* packages below it by name, never another workspace's files by a
 * relative path. Each rule names what a workspace may NOT import, type-only imports included
 * (@typescript-eslint/no-restricted-imports, so that apps/admin keeps its own no-restricted-imports
 * rule for react-admin's NumberInput beside it).
 */
const mdcExcept = (...allowed) => ({
  group: ['@mdc/*', ...allowed.map((name) => `!${name}`)],
  message: `Against the layer direction server → core → db → shared, web → shared, admin → shared${
    allowed.length ? ` (this workspace may import ${allowed.join(', ')})` : ''
  }.`,
});
const nodeBuiltins = {
  group: ['node:*'],
  message: 'Browser code: no Node built-ins (entry.server.tsx and *.server.ts are the exception).',
};
// Packages that only run on the server: the browser apps reach them through the API.
const serverPackages = {
  group: [
    'drizzle-orm',
    'drizzle-orm/*',
    'pg',
    '@electric-sql/pglite',
    'fastify',
    '@fastify/*',
    'ioredis',
    'nodemailer',
    'sharp',
    'stripe',
  ],
  message: 'Server-only package: browser code gets this through the API.',
};
const restrict = (...patterns) => ['error', { patterns }];
// Core has one entry for the server (package.json `exports`); its folders are not addressed.
const coreEntryOnly = {
  group: ['@mdc/core/*'],
  message:
    'Import core through @mdc/core, its one entry (docs/decisions/133-domains-as-modules.md).',
};

/*
 * Core's domains as modules (docs/decisions/133-domains-as-modules.md). Each folder of
 * packages/core/src is a domain with one entry, its index.ts; another folder imports it only
 * through that entry and only along an arrow below (what each folder may import). The platform
 * folders (the audit log, captcha, the domain events, HTML cleaning, the mail outbox, the admin
 * helpers) may be used by every domain; nothing imports checkout, dashboard or operations, and
 * cross-domain effects travel as domain events instead of imports.
 */
const platform = ['audit', 'captcha', 'events', 'html', 'mail', 'support'];
export const coreDomainArrows = {
  // The platform.
  audit: [],
  captcha: ['rate-limit'],
  events: [],
  html: [],
  mail: ['support'],
  'rate-limit': [],
  support: ['audit'],
  // Domains that stand alone on the platform.
  accounts: platform,
  bookings: platform,
  contact: platform,
  content: platform,
  'discount-codes': platform,
  invoices: platform,
  media: platform,
  newsletter: platform,
  operations: platform,
  payments: platform,
  settings: platform,
  shipping: platform,
  'stock-alerts': platform,
  // Domains that read others.
  'e-label': [...platform, 'settings'],
  catalogue: [...platform, 'e-label', 'settings'],
  withdrawal: [...platform, 'payments', 'settings'],
  orders: [...platform, 'discount-codes', 'invoices', 'payments', 'settings', 'withdrawal'],
  dashboard: [...platform, 'orders'],
  // The one orchestrator of a sale (docs/product/architecture.md#layout-and-layering).
  checkout: [
    ...platform,
    'catalogue',
    'discount-codes',
    'invoices',
    'orders',
    'payments',
    'settings',
    'shipping',
  ],
};

const testFiles = ['**/*.test.ts', '**/*.test.tsx', '**/test-support/**', '**/*-test-support.ts'];

const layerBoundaries = [
  {
    files: ['packages/shared/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': restrict(
        mdcExcept(),
        { group: ['node:*'], message: 'shared runs in the browser too: no Node built-ins.' },
        serverPackages,
      ),
    },
  },
  {
    files: ['packages/db/**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/no-restricted-imports': restrict(mdcExcept('@mdc/shared')) },
  },
  {
    files: ['packages/core/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': restrict(mdcExcept('@mdc/db', '@mdc/shared')),
    },
  },
  {
    files: ['apps/server/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': restrict(
        mdcExcept('@mdc/core', '@mdc/shared'),
        coreEntryOnly,
      ),
    },
  },
  {
    // The server's tests build their fixtures and read their results straight from the database
    // (seeded rows, sent e-mails, the audit log), so tests and their support files may import
    // @mdc/db; the server's own code reaches the database through core only.
    files: testFiles.map((glob) => `apps/server/${glob}`).concat('apps/server/**/page-test-app.ts'),
    rules: {
      '@typescript-eslint/no-restricted-imports': restrict(
        mdcExcept('@mdc/core', '@mdc/db', '@mdc/shared'),
        coreEntryOnly,
      ),
    },
  },
  {
    files: ['apps/web/app/**/*.{ts,tsx}', 'apps/admin/src/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': restrict(
        mdcExcept('@mdc/shared'),
        nodeBuiltins,
        serverPackages,
      ),
    },
  },
  {
    // React Router's server entry and *.server modules run in the server process only; tests run
    // in Node.
    files: [
      'apps/web/app/entry.server.tsx',
      'apps/web/app/**/*.server.{ts,tsx}',
      ...testFiles.map((glob) => `apps/web/app/${glob}`),
      ...testFiles.map((glob) => `apps/admin/src/${glob}`),
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': restrict(
        mdcExcept('@mdc/shared'),
        serverPackages,
      ),
    },
  },
  {
    // A core domain is imported through its index.ts and along an arrow of coreDomainArrows.
    files: ['packages/core/src/**/*.{ts,tsx}'],
    plugins: { core: { rules: { 'domain-imports': coreDomainImports() } } },
    rules: { 'core/domain-imports': 'error' },
  },
  {
    // No workspace reaches into another's files by a relative path (`../../packages/db/src/...`).
    files: ['packages/*/**/*.{ts,tsx}', 'apps/*/**/*.{ts,tsx}'],
    plugins: { mdc: { rules: { 'no-cross-workspace-relative': noCrossWorkspaceRelative() } } },
    rules: { 'mdc/no-cross-workspace-relative': 'error' },
  },
];

/*
 * No function over 150 lines (issue 18, docs/product/architecture.md#layout-and-layering): a
 * longer one is split by responsibility. Blank lines and comments do not count; IIFEs do. Vitest
 * files (*.test.ts[x]) are left out: a describe block holds a whole suite and its shared set-up,
 * and many exceed 150 lines. Their support files (fakes, fixtures) are code and are checked, and
 * so are the e2e journeys (one function each).
 */
const functionSize = [
  {
    files: ['**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'max-lines-per-function': [
        'error',
        { max: 150, skipBlankLines: true, skipComments: true, IIFEs: true },
      ],
    },
  },
];

/** What a relative import in packages/core/src may reach (coreDomainArrows). */
function coreDomainImports() {
  const coreSrc = resolve(dirname(fileURLToPath(import.meta.url)), 'packages/core/src');
  // The domain folder a path lies in; null for the wiring files at the root (services.ts, …).
  const domainOf = (path) => {
    const parts = relative(coreSrc, path).split(sep);
    return parts[0] === '..' || parts.length < 2 ? null : parts[0];
  };
  const check = (context, node) => {
    const source = node.source?.value;
    if (typeof source !== 'string' || !source.startsWith('.')) return;
    const target = resolve(dirname(context.filename), source);
    if (relative(coreSrc, target).startsWith('..')) return; // another workspace: the rule above
    const from = domainOf(context.filename);
    const to = domainOf(target);
    if (to === null || to === from) return;
    if (relative(coreSrc, target) !== join(to, 'index.ts')) {
      context.report({
        node: node.source,
        message: `Deep import into the ${to} domain: import its entry, '${from ? '..' : '.'}/${to}/index.ts'.`,
      });
    }
    if (from === null) return;
    const allowed = coreDomainArrows[from];
    if (!allowed) {
      context.report({
        node: node.source,
        message: `The core folder ${from} has no entry in coreDomainArrows (eslint.config.js): add it with what it may import.`,
      });
    } else if (!allowed.includes(to)) {
      context.report({
        node: node.source,
        message: `The ${from} domain may not import ${to} (allowed: ${allowed.join(', ') || 'none'}); tell it with a domain event instead (docs/decisions/133-domains-as-modules.md).`,
      });
    }
  };
  return {
    meta: { type: 'problem', schema: [] },
    create: (context) => ({
      ImportDeclaration: (node) => check(context, node),
      ExportNamedDeclaration: (node) => check(context, node),
      ExportAllDeclaration: (node) => check(context, node),
      ImportExpression: (node) => check(context, node),
    }),
  };
}

function noCrossWorkspaceRelative() {
  const root = dirname(fileURLToPath(import.meta.url));
  // packages/<name> or apps/<name>: the workspace a path belongs to.
  const workspaceOf = (path) => relative(root, path).split(sep).slice(0, 2).join('/');
  const check = (context, node) => {
    const source = node.source?.value;
    if (typeof source !== 'string' || !source.startsWith('.')) return;
    const from = workspaceOf(context.filename);
    const to = workspaceOf(resolve(dirname(context.filename), source));
    if (to !== from) {
      context.report({
        node: node.source,
        message: `Relative import leaves ${from} for ${to}: import the workspace's package (@mdc/*) instead.`,
      });
    }
  };
  return {
    meta: { type: 'problem', schema: [] },
    create: (context) => ({
      ImportDeclaration: (node) => check(context, node),
      ExportNamedDeclaration: (node) => check(context, node),
      ExportAllDeclaration: (node) => check(context, node),
      ImportExpression: (node) => check(context, node),
    }),
  };
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/build/**',
      '**/dist/**',
      '**/.react-router/**',
      'data/**',
      '.scratch/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['apps/web/**/*.{ts,tsx}', 'apps/admin/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  ...layerBoundaries,
  ...functionSize,
  {
    // Staff type decimal commas: every number field is ui/decimal-input.tsx, which reads them
    // (docs/decisions/091-admin-numbers.md); react-admin's NumberInput drops the comma.
    files: ['apps/admin/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-admin',
              importNames: ['NumberInput'],
              message: 'Use DecimalInput from apps/admin/src/ui: it reads the decimal comma.',
            },
          ],
        },
      ],
    },
  },
);
