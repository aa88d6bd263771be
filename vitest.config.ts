import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The web app's own import prefix (the root tsconfig.json's paths), for its modules under test.
  resolve: { alias: { '~': fileURLToPath(new URL('./apps/web/app', import.meta.url)) } },
  test: {
    include: ['packages/**/*.test.ts', 'apps/**/*.test.ts', 'apps/**/*.test.tsx'],
    exclude: ['**/node_modules/**', '**/build/**'],
    // Integration tests each open their own database; PGlite's first open is slow.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
