import UnsubscribeIcon from '@mui/icons-material/Unsubscribe';
import { useState, type MouseEvent } from 'react';
import {
  Button,
  Confirm,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
} from 'react-admin';
import type { AdminDataProvider } from '../providers/data-provider';

/** Takes an address off the newsletter, after a confirmation. */
export function UnsubscribeButton() {
  const record = useRecordContext();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!record || record.status === 'unsubscribed') return null;

  async function unsubscribe() {
    setBusy(true);
    try {
      await dataProvider.action('newsletter-subscribers', record!.id, 'unsubscribe');
      notify('resources.newsletter-subscribers.unsubscribed', { type: 'success' });
      refresh();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
      setOpen(false);
    }
  }
  return (
    // In a list row, clicks here (the dialog too: React bubbles through portals) must not also
    // open the row.
    <span onClick={(event: MouseEvent) => event.stopPropagation()}>
      <Button label="resources.newsletter-subscribers.unsubscribe" onClick={() => setOpen(true)}>
        <UnsubscribeIcon />
      </Button>
      <Confirm
        isOpen={open}
        loading={busy}
        title="resources.newsletter-subscribers.unsubscribe_title"
        content="resources.newsletter-subscribers.unsubscribe_confirm"
        titleTranslateOptions={{ email: record.email }}
        contentTranslateOptions={{ email: record.email }}
        confirm="resources.newsletter-subscribers.unsubscribe"
        confirmColor="warning"
        onConfirm={unsubscribe}
        onClose={() => setOpen(false)}
      />
    </span>
  );
}
