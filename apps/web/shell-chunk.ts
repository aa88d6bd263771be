import type { Plugin } from 'vite';

/**
 * The code every page loads (the root route's own imports: header, footer, cart and sign-in
 * state, messages, the shop's price helpers) as one file instead of some twenty small ones: one
 * request, and gzip compresses the whole better than the parts (about a quarter less on a
 * marketing page; docs/decisions/112-fast-public-pages.md). The set is the root route's static
 * import graph, our code only (React and React Router have their own chunks), found when the
 * browser build has read every module, so a module only some pages use stays in their chunks.
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
      const root = [...this.getModuleIds()].find((id) => /[\\/]app[\\/]root\.tsx$/.test(id));
      const stack = root ? [root] : [];
      while (stack.length > 0) {
        const id = stack.pop()!;
        if (shell.has(id) || !/[\\/]apps[\\/]web[\\/]app[\\/]/.test(id)) continue;
        shell.add(id);
        stack.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
  };
  return { plugin, group: { name: 'shell', test: (id) => shell.has(id) } };
}
