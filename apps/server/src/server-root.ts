import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * apps/server: the folder above this module both in the source (src/) and in the build (dist/,
 * where every chunk sits beside main.js; docs/decisions/124-compiled-server.md), so files read at
 * run time are found from either.
 */
export const serverRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
