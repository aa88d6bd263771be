import type { Plugin } from 'vite';

/**
 * The code every page loads, as one file instead of some twenty small ones: one request, and gzip
 * compresses the whole better than the parts (docs/decisions/112-fast-public-pages.md). The set,
 * found when the browser build has read every module:
 * - React, React DOM, the scheduler and React Router;
 * - the root route's static import graph (header, footer, cart and sign-in state, messages);
 * - what at least half of the page routes import statically (page meta, pictures, bottles, the
 *   page header): a page that does not use one of those loads a few hundred bytes more, every
 *   other page one file less and better compressed.
 * A module fewer pages use stays in their chunks, so pages do not pay for each other.
 */
export function shellChunk(): {
  plugin: Plugin;
  group: { name: string; test: (id: string) => boolean };
} {
  const shell = new Set<string>();
  const plugin: Plugin = {
    name: 'mdc-shell-chunk',
    buildStart() {
      shell.clear();
    },
    buildEnd() {
      if (this.environment.name !== 'client') return;
      const ids = [...this.getModuleIds()];
      const imports = (id: string) => this.getModuleInfo(id)?.importedIds ?? [];
      const root = ids.find((id) => /[\\/]app[\\/]root\.tsx$/.test(id));
      for (const id of ourStaticGraph(root ? [root] : [], imports)) shell.add(id);
      const routes = ids.filter((id) => id.endsWith(routeSuffix) && !id.includes('root.tsx'));
      const pagesUsing = new Map<string, number>();
      for (const route of routes) {
        for (const id of ourStaticGraph(imports(route), imports)) {
          pagesUsing.set(id, (pagesUsing.get(id) ?? 0) + 1);
        }
      }
      for (const [id, pages] of pagesUsing) if (pages * 2 >= routes.length) shell.add(id);
    },
  };
  return {
    plugin,
    group: { name: 'shell', test: (id) => framework.test(id) || shell.has(id) },
  };
}

/** React and React Router, which every page runs. */
const framework = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/;

/** How React Router's build names a route module of the browser build. */
const routeSuffix = '?__react-router-build-client-route';

/** The modules of apps/web/app/ the given ones import, directly or not, themselves included. */
function ourStaticGraph(start: readonly string[], imports: (id: string) => readonly string[]) {
  const seen = new Set<string>();
  const stack = [...start];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (seen.has(id) || !/[\\/]apps[\\/]web[\\/]app[\\/]/.test(id) || id.includes('?')) continue;
    seen.add(id);
    stack.push(...imports(id));
  }
  return seen;
}
