import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * React Router's package resolves to its development build under every export condition; its
 * production build differs only in `ENABLE_DEV_WARNINGS = false`, which lets the minifier drop the
 * warnings and the developer hints from the browser's framework chunk (about 0.6 kB gzip on every
 * page; docs/decisions/112-fast-public-pages.md). Browser build only: the server keeps the one
 * react-router instance Node resolves, shared by apps/server and the server build.
 */
export function reactRouterProduction(): Plugin {
  const require = createRequire(import.meta.url);
  const dist = join(dirname(require.resolve('react-router/package.json')), 'dist', 'production');
  const files: Record<string, string> = {
    'react-router': join(dist, 'index.mjs'),
    'react-router/dom': join(dist, 'dom-export.mjs'),
  };
  return {
    name: 'mdc-react-router-production',
    apply: 'build',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    resolveId(source) {
      return files[source];
    },
  };
}
