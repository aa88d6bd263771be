import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { prepareTestDatabaseTemplates, testDatabaseKinds } from './testing.ts';

/**
 * Vitest's global set-up for the integration suites: migrates one template database per kind
 * before the test processes start, and removes them after the run (see `openTestDatabase`).
 */
export default async function setup(): Promise<() => Promise<void>> {
  const folder = mkdtempSync(join(tmpdir(), 'mdc-test-templates-'));
  const dropTemplates = await prepareTestDatabaseTemplates(
    testDatabaseKinds,
    join(folder, 'pglite.tar'),
  );
  return async () => {
    await dropTemplates();
    rmSync(folder, { recursive: true, force: true });
  };
}
