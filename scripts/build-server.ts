/**
 * `npm run build`'s server step (docs/decisions/124-compiled-server.md): apps/server/src/main.ts
 * and create-admin.ts bundled by esbuild into apps/server/dist/, with the workspace packages
 * (@mdc/shared, core, db) inlined and every node_modules package left external, so production runs
 * `node apps/server/dist/main.js` over `npm ci --omit=dev`. Beside the bundle: the database
 * migrations (packages/db/src/client.ts reads them from there) and packages.json, the packages
 * the bundle imports; scripts/build-server.test.ts checks them against the production
 * dependencies.
 */
import { cpSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Metafile, type Plugin } from 'esbuild';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const serverDist = join(root, 'apps/server/dist');

/** The package a bare import names: `pg`, `@fastify/static`, `drizzle-orm` of `drizzle-orm/pg`. */
export function packageOf(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

/**
 * Bundled as well: the workspace's packages, and React Email's components, whose barrel
 * (`@react-email/components`, side-effect free) loads every component, Tailwind and Prism in
 * about a second of start-up, where the e-mails use eleven small ones.
 */
const bundled = ['@mdc/', '@react-email/'];

/** Every other import of a package from node_modules stays an import. */
const externalPackages: Plugin = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      bundled.some((prefix) => args.path.startsWith(prefix))
        ? undefined
        : { path: args.path, external: true },
    );
  },
};

/** The packages the bundle imports: at once (`static`), or only by a dynamic `import()`. */
export interface BundleImports {
  static: string[];
  dynamic: string[];
  /** What `node main.js` loads before serving: static imports reachable from main.js. */
  atStart: string[];
}

/**
 * The external packages main.js loads as it starts: the static imports of main.js and of the app's
 * chunk (which main.js imports at once), and those of every chunk they import statically. A package imported statically only by a chunk that is itself
 * reached by a dynamic `import()` loads on first use (docs/decisions/139-lazy-libraries.md).
 */
function packagesAtStart(outputs: Metafile['outputs'], entries: string[]): string[] {
  const seen = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const imported of outputs[file]?.imports ?? []) {
      if (imported.kind !== 'import-statement') continue;
      if (!imported.external) visit(imported.path);
      else if (!imported.path.startsWith('node:')) packages.add(packageOf(imported.path));
    }
  };
  for (const entry of entries) visit(entry);
  return [...packages].sort();
}

/** Bundles the server; `write: false` only reports what it imports (scripts/build-server.test.ts). */
export async function bundleServer({ write }: { write: boolean }): Promise<BundleImports> {
  const result = await build({
    absWorkingDir: root,
    entryPoints: ['apps/server/src/main.ts', 'apps/server/src/create-admin.ts'],
    outdir: serverDist,
    write,
    metafile: true,
    // Every chunk sits beside main.js: modules that find files from import.meta.url (the web
    // build, the admin build, the migrations) see one folder, apps/server/dist.
    entryNames: '[name]',
    chunkNames: '[name]-[hash]',
    bundle: true,
    // Split at dynamic imports: main.ts sets NODE_ENV before React is first imported, and heavy
    // modules (Vite in development, the PDF renderer) load only when asked for.
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node22.12',
    sourcemap: true,
    // Memory (docs/decisions/139-lazy-libraries.md): V8 keeps every module's source text, and
    // `--enable-source-maps` every map it reads. Without whitespace and comments the source is
    // a third the size and pure ASCII (a comment's "—" made V8 store a whole chunk in two bytes
    // a character); the maps still point stack traces at src/ lines, without carrying a copy of
    // the sources. Names are kept as they are, for logs and stack traces.
    minifyWhitespace: true,
    sourcesContent: false,
    logLevel: 'warning',
    plugins: [externalPackages],
  });
  const statics = new Set<string>();
  const dynamics = new Set<string>();
  for (const output of Object.values(result.metafile.outputs)) {
    for (const entry of output.imports) {
      if (!entry.external || entry.path.startsWith('node:')) continue;
      (entry.kind === 'dynamic-import' ? dynamics : statics).add(packageOf(entry.path));
    }
  }
  // main.js imports the app (buildApp) with import() once NODE_ENV is set: both load at start.
  const outputs = result.metafile.outputs;
  const starting = Object.keys(outputs).filter(
    (file) => file.endsWith('/main.js') || 'apps/server/src/app.ts' in outputs[file]!.inputs,
  );
  return {
    static: [...statics].sort(),
    dynamic: [...dynamics].filter((name) => !statics.has(name)).sort(),
    atStart: packagesAtStart(outputs, starting),
  };
}

export async function buildServer() {
  rmSync(serverDist, { recursive: true, force: true });
  const imports = await bundleServer({ write: true });
  cpSync(join(root, 'packages/db/migrations'), join(serverDist, 'migrations'), { recursive: true });
  writeFileSync(join(serverDist, 'packages.json'), `${JSON.stringify(imports, null, 2)}\n`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = performance.now();
  await buildServer();
  console.log(
    `server built into apps/server/dist in ${Math.round(performance.now() - started)} ms`,
  );
}
