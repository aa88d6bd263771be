import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import { Chip, Stack, TextField, Typography } from '@mui/material';
import { bookingDecisionNoteMax, type BookingDecision } from '@mdc/shared';
import { useState, type MouseEvent } from 'react';
import { Button, Confirm, useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import { useRecordAction } from '../ui';

const texts = 'resources.booking-requests';

/** Whether staff may still answer this request: a wine-tourism request not yet answered. */
export const awaitsDecision = (record: RaRecord | undefined) =>
  record?.kind === 'wine_tourism' && record.status === 'pending';

/**
 * Staff's answer to a wine-tourism request as a chip with its word (colour is never the only
 * cue); nothing for the house, whose requests are answered by e-mail.
 */
export function BookingStatusChip(_props: { source?: string; label?: string }) {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record || record.kind !== 'wine_tourism') return null;
  const status = String(record.status);
  return (
    <Chip
      size="small"
      variant={status === 'pending' ? 'filled' : 'outlined'}
      color={status === 'accepted' ? 'success' : status === 'declined' ? 'error' : 'default'}
      // Dark brown on pale orange, as the "not handled" chip: AA contrast on small text.
      sx={status === 'pending' ? { bgcolor: '#fdebd0', color: '#6b3a00' } : undefined}
      label={translate(`${texts}.statuses.${status}`, { _: status })}
    />
  );
}

/**
 * Accept or decline a wine-tourism request, after a confirmation that says what the visitor will
 * receive and takes an optional message to them (docs/decisions/073-wine-tourism-booking.md).
 * The server e-mails the visitor; an answer is final, so the buttons go once it is given.
 */
export function BookingDecisionButtons() {
  const record = useRecordContext();
  const translate = useTranslate();
  const { busy, run } = useRecordAction();
  const [decision, setDecision] = useState<BookingDecision | null>(null);
  const [note, setNote] = useState('');
  if (!record || !awaitsDecision(record)) return null;

  const open = (next: BookingDecision) => (event: MouseEvent) => {
    // In a list row the click must not open the row as well.
    event.stopPropagation();
    setNote('');
    setDecision(next);
  };
  async function decide() {
    if (!decision) return;
    await run(
      'booking-requests',
      record!.id,
      decision,
      { decision_note: note },
      `${texts}.decision.${decision === 'accept' ? 'accepted' : 'declined'}`,
    );
    setDecision(null);
  }
  const language = translate(`${texts}.decision.languages.${record.lang}`, { _: record.lang });

  return (
    // Clicks in the dialog bubble through React's portal: they must not open a list row.
    <Stack direction="row" spacing={1} onClick={(event) => event.stopPropagation()}>
      <Button label={`${texts}.decision.accept`} onClick={open('accept')} disabled={busy}>
        <EventAvailableIcon />
      </Button>
      <Button
        label={`${texts}.decision.decline`}
        onClick={open('decline')}
        disabled={busy}
        color="error"
      >
        <EventBusyIcon />
      </Button>
      <Confirm
        isOpen={decision !== null}
        loading={busy}
        title={`${texts}.decision.${decision ?? 'accept'}_title`}
        titleTranslateOptions={{ name: `${record.first_name} ${record.last_name}`.trim() }}
        content={
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Typography>
              {translate(`${texts}.decision.${decision ?? 'accept'}_content`, { language })}
            </Typography>
            <TextField
              id="booking-decision-note"
              label={translate(`${texts}.decision.note`)}
              helperText={translate(`${texts}.decision.${decision ?? 'accept'}_note_help`)}
              value={note}
              onChange={(event) => setNote(event.target.value)}
              multiline
              minRows={3}
              fullWidth
              autoFocus
              slotProps={{ htmlInput: { maxLength: bookingDecisionNoteMax } }}
            />
          </Stack>
        }
        confirm={`${texts}.decision.${decision ?? 'accept'}_confirm`}
        cancel={`${texts}.decision.keep`}
        confirmColor={decision === 'decline' ? 'warning' : 'primary'}
        onConfirm={decide}
        onClose={() => setDecision(null)}
      />
    </Stack>
  );
}
