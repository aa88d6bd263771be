import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import MarkEmailUnreadIcon from '@mui/icons-material/MarkEmailUnread';
import ReplyIcon from '@mui/icons-material/Reply';
import { Button as MuiButton, Chip } from '@mui/material';
import type { MouseEvent } from 'react';
import { Button, useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import { useRecordAction } from '../ui';

/** Handled or waiting, as a chip with its word (colour is never the only cue). */
export function HandledChip(_props: { source?: string; label?: string }) {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Chip
      size="small"
      color={record.handled ? 'success' : 'default'}
      variant={record.handled ? 'outlined' : 'filled'}
      // MUI's orange is too light behind small text (WCAG AA): dark brown on pale orange.
      sx={record.handled ? undefined : { bgcolor: '#fdebd0', color: '#6b3a00' }}
      label={translate(record.handled ? 'inbox.handled' : 'inbox.not_handled')}
    />
  );
}

/** Marks the message handled, or back to waiting for an answer (no confirmation: undoable). */
export function HandledButton() {
  const record = useRecordContext();
  const resource = useResourceContext();
  const { busy, run } = useRecordAction();
  if (!record || !resource) return null;
  const handled = !record.handled;

  function toggle(event: MouseEvent) {
    // In a list row the click must not open the row as well.
    event.stopPropagation();
    void run(
      resource!,
      record!.id,
      'handled',
      { handled },
      handled ? 'inbox.marked_handled' : 'inbox.marked_not_handled',
    );
  }
  return (
    <Button
      label={handled ? 'inbox.mark_handled' : 'inbox.mark_not_handled'}
      onClick={toggle}
      disabled={busy}
    >
      {handled ? <MarkEmailReadIcon /> : <MarkEmailUnreadIcon />}
    </Button>
  );
}

/** A mailto: address, with the characters that would end the address percent-encoded. */
const mailtoAddress = (email: string) => email.replace(/[?&#%\s]/g, encodeURIComponent);

/** Opens the staff member's e-mail program with the visitor's address and a "Re:" subject. */
export function ReplyLink({ subject }: { subject: string }) {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  const href = `mailto:${mailtoAddress(record.email)}?subject=${encodeURIComponent(
    `Re: ${subject}`,
  )}`;
  return (
    <MuiButton
      href={href}
      variant="contained"
      size="small"
      startIcon={<ReplyIcon />}
      onClick={(event) => event.stopPropagation()}
    >
      {translate('inbox.reply')}
    </MuiButton>
  );
}
