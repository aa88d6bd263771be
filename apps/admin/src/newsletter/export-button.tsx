import DownloadIcon from '@mui/icons-material/Download';
import { useState } from 'react';
import { Button, useNotify } from 'react-admin';
import { session } from '../providers/session';

const exportPath = '/api/admin/newsletter-subscribers/export.csv';

/** The file name the server gives in content-disposition, else a sensible one. */
function fileNameOf(response: Response) {
  const match = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '');
  return match?.[1] ?? 'newsletter-confirmed.csv';
}

/**
 * Downloads the confirmed subscribers as CSV. The export needs the bearer token like every
 * admin call, so a plain link cannot fetch it: the file is fetched, then saved from memory.
 */
export function ExportConfirmedButton() {
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  async function download() {
    setBusy(true);
    try {
      const response = await session.authFetch(exportPath, { headers: { accept: 'text/csv' } });
      if (!response.ok) throw new Error(response.statusText);
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement('a');
      link.href = url;
      link.download = fileNameOf(response);
      document.body.append(link);
      link.click();
      link.remove();
      // Give the browser a moment to start the download before the memory is released.
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch {
      notify('resources.newsletter-subscribers.export_failed', { type: 'error' });
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button label="resources.newsletter-subscribers.export" onClick={download} disabled={busy}>
      <DownloadIcon />
    </Button>
  );
}
