import { useState } from 'react';
import { useDataProvider, useNotify, useRefresh, type Identifier } from 'react-admin';
import type { AdminDataProvider } from '../providers/data-provider';

/**
 * Runs one record action of the admin API (POST /api/admin/<resource>/<id>/<action>/) as every
 * screen does: `busy` while it runs, then the `done` notification and the page's data reloaded,
 * or the server's message on failure. Never throws.
 */
export function useRecordAction() {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  async function run(
    resource: string,
    id: Identifier,
    action: string,
    body: unknown,
    done: string,
  ): Promise<void> {
    setBusy(true);
    try {
      await dataProvider.action(resource, id, action, body);
      notify(done, { type: 'success' });
      refresh();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  }
  return { busy, run };
}
