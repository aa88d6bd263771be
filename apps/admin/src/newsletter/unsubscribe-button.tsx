import UnsubscribeIcon from '@mui/icons-material/Unsubscribe';
import { useState, type MouseEvent } from 'react';
import { Button, Confirm, useRecordContext } from 'react-admin';
import { useRecordAction } from '../ui';

/** Takes an address off the newsletter, after a confirmation. */
export function UnsubscribeButton() {
  const record = useRecordContext();
  const [open, setOpen] = useState(false);
  const { busy, run } = useRecordAction();
  if (!record || record.status === 'unsubscribed') return null;

  async function unsubscribe() {
    await run(
      'newsletter-subscribers',
      record!.id,
      'unsubscribe',
      {},
      'resources.newsletter-subscribers.unsubscribed',
    );
    setOpen(false);
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
