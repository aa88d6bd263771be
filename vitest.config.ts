import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/*
 * Two projects (docs/decisions/090-test-pipeline.md):
 * - `unit`: pure logic and components, no servers.
 * - `db`: the integration suites, named `*.db.test.ts`: the API over a real database, each suite
 *   once per kind in TEST_DATABASE_KINDS (packages/db/src/testing.ts), Redis when TEST_REDIS_URL
 *   is set. The global set-up migrates one template database per kind; each suite copies it.
 */
const testFiles = (suffix: string) => [
  // The repository's own configuration (eslint.config.test.ts).
  `*${suffix}.ts`,
  `packages/**/*${suffix}.ts`,
  `apps/**/*${suffix}.ts`,
  `apps/**/*${suffix}.tsx`,
];
const exclude = ['**/node_modules/**', '**/build/**'];

export default defineConfig({
  // The web app's own import prefix (the root tsconfig.json's paths), for its modules under test.
  resolve: { alias: { '~': fileURLToPath(new URL('./apps/web/app', import.meta.url)) } },
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Both cores of the CI machine (vitest would leave one idle there).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // Test files share their worker's loaded modules instead of importing the whole server again
    // (2 s a file): every suite builds its own app over its own database, and no suite mocks a
    // module or changes the environment, so nothing they share can carry over.
    isolate: false,
    unstubGlobals: true,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          // scripts/: repository checks such as repo-citations.test.ts (docs/product/README.md).
          include: [...testFiles('.test'), 'scripts/**/*.test.ts'],
          exclude: [...exclude, '**/*.db.test.*'],
        },
      },
      {
        extends: true,
        test: {
          name: 'db',
          include: testFiles('.db.test'),
          exclude,
          globalSetup: ['packages/db/src/testing-global-setup.ts'],
        },
      },
    ],
  },
});
