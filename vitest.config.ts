import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['packages/**/*.test.ts', 'apps/**/*.test.ts', 'apps/**/*.test.tsx'],
    exclude: ['**/node_modules/**', '**/build/**'],
    // Integration tests each open their own database; PGlite's first open is slow.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
