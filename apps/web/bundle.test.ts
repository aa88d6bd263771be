import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The browser build's shape that the speed budgets rest on (docs/decisions/112-fast-public-pages.md),
 * read from the build that `npm test` makes before this step: React Router's client manifest
 * lists each route's module and the chunks it imports up front.
 */
const assets = fileURLToPath(new URL('./build/client/assets/', import.meta.url));

interface ManifestRoute {
  module: string;
  imports?: string[];
}

function clientManifest(): { entry: ManifestRoute; routes: Record<string, ManifestRoute> } {
  const file = readdirSync(assets).find((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (!file) throw new Error(`no client manifest in ${assets}: run \`npm run build\` first`);
  const text = readFileSync(assets + file, 'utf8');
  return JSON.parse(text.slice(text.indexOf('{'), text.lastIndexOf('}') + 1));
}

/** The files a page's first load fetches: the entry, the root and the route, with their imports. */
function firstLoad(routeId: string): string[] {
  const { entry, routes } = clientManifest();
  const files = [entry, routes.root!, routes[routeId]!].flatMap((route) => [
    route.module,
    ...(route.imports ?? []),
  ]);
  return [...new Set(files)].map((path) => path.replace('/assets/', ''));
}

const marketingRoutes = [
  'home-pt',
  'wineList-pt',
  'wine-pt',
  'about-pt',
  'shop-pt',
  'shopProduct-pt',
];

describe('the browser build', () => {
  it('sends the code every page needs, React and React Router included, as one file', () => {
    const root = firstLoad('root');
    const shell = root.filter((file) => file.startsWith('shell-'));
    expect(shell).toHaveLength(1);
    const code = readFileSync(assets + shell[0], 'utf8');
    expect(code, 'React DOM').toContain('__reactContainer');
    expect(code, 'React Router').toContain('HydratedRouter');
    // Some twenty small chunks before the shell chunk: the entry, the runtime, the shell, the root.
    expect(root.length).toBeLessThanOrEqual(4);
  });

  it("leaves out React Router's components that no page uses", () => {
    const [shell] = firstLoad('root').filter((file) => file.startsWith('shell-'));
    const code = readFileSync(assets + shell!, 'utf8');
    // <Form>, useSubmit and fetcher.Form: apps/web/react-router-production.ts.
    expect(code).not.toContain('useSubmit');
    expect(code).not.toContain('fetcher.Form');
  });

  it.each(marketingRoutes)('loads neither zod nor the form library on %s', (routeId) => {
    for (const file of firstLoad(routeId)) {
      expect(readFileSync(assets + file, 'utf8'), `${file} carries zod`).not.toContain('$ZodType');
      expect(file, 'react-hook-form (apps/web/app/features/forms/form-library.ts)').not.toMatch(
        /^form-library-/,
      );
    }
  });
});
