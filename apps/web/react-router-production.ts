import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * React Router as the browser needs it (docs/decisions/112-fast-public-pages.md); browser build
 * only: the server keeps the one react-router instance Node resolves, shared by apps/server and
 * the server build.
 * - Its package resolves to its development build under every export condition; its production
 *   build differs only in `ENABLE_DEV_WARNINGS = false`, which lets the minifier drop the warnings
 *   and the developer hints (about 0.6 kB gzip on every page).
 * - That build names its components for React's developer tools (`Form.displayName = "Form"`)
 *   and makes them with `React.forwardRef(…)`, `createContext(…)` and `memo(…)` calls the bundler
 *   must assume do something: `<Form>`, `useSubmit`, `fetcher.Form`, `<ScrollRestoration>` and
 *   what they call stayed in every page although none uses them. The names go and those calls are
 *   marked pure, so unused components drop out (1.4 kB gzip; bundle.test.ts). Whole lines are
 *   removed or text inserted within a line, so the lines of the package's source map still hold.
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
    transform(code, id) {
      if (!id.startsWith(dist)) return null;
      // `map: null`: positions move only within a line, so the package's own map is kept.
      const trimmed = code
        .replace(/^\w+\.displayName = "[^"]*";$/gm, '')
        .replace(/= (React\d*)\.(forwardRef|createContext|memo)\(/g, '= /* @__PURE__ */ $1.$2(');
      return { code: trimmed, map: null };
    },
  };
}
