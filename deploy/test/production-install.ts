/**
 * What a server gets (README "Deploying", docs/decisions/124-compiled-server.md): the manifests
 * and the lock file, the build output, and `npm ci --omit=dev`: no TypeScript loader, no
 * development tree. The deploy test runs its instances from the folder this makes, so a runtime
 * package left in devDependencies, or a file the build forgot, fails it.
 */
import { execFile } from 'node:child_process';
import { cp, mkdir, readdir } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The build output `npm run build` makes, which a server runs. */
export const buildOutput = ['apps/server/dist', 'apps/web/build', 'apps/admin/dist'];

/** Copies the manifests and the build into `target` and installs the production dependencies. */
export async function installProduction(root: string, target: string): Promise<void> {
  await mkdir(target, { recursive: true });
  for (const file of ['package.json', 'package-lock.json', '.npmrc']) {
    await cp(join(root, file), join(target, file));
  }
  for (const group of ['apps', 'packages']) {
    for (const name of await readdir(join(root, group))) {
      const manifest = join(group, name, 'package.json');
      if (existsSync(join(root, manifest))) await cp(join(root, manifest), join(target, manifest));
    }
  }
  for (const folder of buildOutput) {
    if (!existsSync(join(root, folder))) throw new Error(`${folder} is missing: npm run build`);
    await cp(join(root, folder), join(target, folder), { recursive: true });
  }
  // From the local cache when it has the packages (CI machines do), else the registry.
  await run(
    'npm',
    ['ci', '--omit=dev', '--ignore-scripts', '--prefer-offline', '--no-audit', '--no-fund'],
    { cwd: target, maxBuffer: 16 * 1024 * 1024 },
  );
  for (const absent of ['tsx', 'vite', 'esbuild', '@playwright/test', 'vitest']) {
    if (existsSync(join(target, 'node_modules', absent))) {
      throw new Error(`the production install has the development package ${absent}`);
    }
  }
}
