import { Chip } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';

const colours = { pending: 'default', confirmed: 'success', unsubscribed: 'default' } as const;

/** MUI's orange is too light behind small text (WCAG AA): dark brown on pale orange instead. */
const pendingColours = { bgcolor: '#fdebd0', color: '#6b3a00' };

/** A subscriber's status as a coloured chip (with its word: colour is never the only cue). */
export function SubscriberStatusChip(_props: { source?: string; label?: string }) {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  const status = record.status as keyof typeof colours;
  return (
    <Chip
      size="small"
      color={colours[status] ?? 'default'}
      sx={status === 'pending' ? pendingColours : undefined}
      label={translate(`resources.newsletter-subscribers.status.${status}`)}
    />
  );
}
