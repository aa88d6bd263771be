import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { bundleServer, packageOf } from './build-server.ts';

/**
 * The server's build runs over `npm ci --omit=dev` (docs/decisions/124-compiled-server.md): every
 * package its bundle imports must be a production dependency of apps/server, where the bundle
 * lives, so npm installs it where apps/server/dist finds it (a dependency declared only by
 * packages/core may sit in packages/core/node_modules, out of the bundle's reach).
 */
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const manifest = (path: string) =>
  JSON.parse(readFileSync(join(root, path, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
    devDependencies?: Record<string, string>;
  };

/** Imported only by a dynamic import() on a path production does not take. */
const developmentOnly: Record<string, string> = {
  vite: 'npm run dev (main.ts --dev) only: Vite serves the pages with hot reload',
};

describe('the server build', () => {
  it('names package and subpath imports by their package', () => {
    expect(packageOf('drizzle-orm/pglite/migrator')).toBe('drizzle-orm');
    expect(packageOf('@fastify/static')).toBe('@fastify/static');
    expect(packageOf('@electric-sql/pglite/vector')).toBe('@electric-sql/pglite');
    expect(packageOf('pg')).toBe('pg');
  });

  it('imports only production dependencies of apps/server, at the versions the packages ask', async () => {
    const imports = await bundleServer({ write: false });
    const server = manifest('apps/server');
    const runtime = server.dependencies ?? {};
    expect(imports.static).toContain('fastify');
    expect(imports.dynamic).toContain('vite');

    for (const name of imports.static) expect(runtime, name).toHaveProperty([name]);
    for (const name of imports.dynamic) {
      if (developmentOnly[name]) expect(server.devDependencies, name).toHaveProperty([name]);
      else expect(runtime, name).toHaveProperty([name]);
    }
    for (const workspace of ['packages/core', 'packages/db', 'packages/shared']) {
      for (const [name, version] of Object.entries(manifest(workspace).dependencies ?? {})) {
        if (name in runtime) expect(`${name}@${runtime[name]}`).toBe(`${name}@${version}`);
      }
    }
  });

  // Decision 139: these load on first use; a static import through a domain's index.ts (decision
  // 133) would bring them back into every instance's memory at start.
  it('loads the heavy libraries only on first use, not at start', async () => {
    const imports = await bundleServer({ write: false });
    expect(imports.atStart).toContain('fastify');
    const lazy = ['stripe', 'sharp', 'pdf-lib', 'qrcode', 'sanitize-html', 'nodemailer'];
    expect(imports.atStart.filter((name) => lazy.includes(name))).toEqual([]);
  });

  it('finds every imported package from apps/server in this install', async () => {
    const imports = await bundleServer({ write: false });
    const reachable = (name: string) =>
      ['apps/server/node_modules', 'node_modules'].some((folder) =>
        existsSync(join(root, folder, name, 'package.json')),
      );
    const missing = [...imports.static, ...imports.dynamic].filter((name) => !reachable(name));
    expect(missing).toEqual([]);
  });
});
