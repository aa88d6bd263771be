import { Box, Stack, Typography } from '@mui/material';
import {
  DateField,
  FunctionField,
  Labeled,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useRecordContext,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { HandledButton, HandledChip, ReplyLink } from './message-actions';
import { calendarDay, visitorName } from './message-list';
import { detailQuery } from '../ui';

function Title() {
  const record = useRecordContext();
  return <>{record ? visitorName(record) : ''}</>;
}

/** The visitor's words as written, line breaks kept. */
function MessageText() {
  const record = useRecordContext();
  const translate = useTranslate();
  return (
    <Labeled source="message">
      <Box
        component="blockquote"
        sx={{ m: 0, p: 2, bgcolor: 'grey.100', borderRadius: 1, whiteSpace: 'pre-wrap' }}
      >
        {record?.message || translate('inbox.no_text')}
      </Box>
    </Labeled>
  );
}

function HandledState() {
  const record = useRecordContext();
  const translate = useTranslate();
  return (
    <Labeled label="inbox.status">
      <Stack direction="row" spacing={1} alignItems="center">
        <HandledChip />
        {record?.handled_at && (
          <Typography variant="body2">
            {translate('inbox.handled_on')} <DateField source="handled_at" showTime />
          </Typography>
        )}
      </Stack>
    </Labeled>
  );
}

function LanguageField() {
  const translate = useTranslate();
  return (
    <Labeled source="lang">
      <FunctionField
        source="lang"
        render={(record: RaRecord) =>
          translate(`inbox.languages.${record.lang}`, { _: record.lang })
        }
      />
    </Labeled>
  );
}

function Actions({ subject }: { subject: (record: RaRecord) => string }) {
  const record = useRecordContext();
  return (
    <TopToolbar sx={{ gap: 1, alignItems: 'center' }}>
      {record && <ReplyLink subject={subject(record)} />}
      <HandledButton />
    </TopToolbar>
  );
}

function useContactSubject() {
  const translate = useTranslate();
  return (record: RaRecord) => record.subject || translate('inbox.your_message');
}

export function ContactMessageShow() {
  const subject = useContactSubject();
  return (
    <Show title={<Title />} actions={<Actions subject={subject} />} queryOptions={detailQuery}>
      <SimpleShowLayout>
        <HandledState />
        <DateField source="created_at" showTime />
        <FunctionField source="name" render={visitorName} />
        <TextField source="email" />
        <TextField source="phone" emptyText="—" />
        <LanguageField />
        <TextField source="subject" emptyText="—" />
        <MessageText />
      </SimpleShowLayout>
    </Show>
  );
}

export function BookingRequestShow() {
  const translate = useTranslate();
  const subject = (record: RaRecord) =>
    translate('resources.booking-requests.reply_subject', {
      arrival: record.arrival,
      departure: record.departure,
    });
  return (
    <Show title={<Title />} actions={<Actions subject={subject} />} queryOptions={detailQuery}>
      <SimpleShowLayout>
        <HandledState />
        <DateField source="created_at" showTime />
        <FunctionField source="name" render={visitorName} />
        <TextField source="email" />
        <TextField source="phone" emptyText="—" />
        <LanguageField />
        <DateField source="arrival" options={calendarDay} />
        <DateField source="departure" options={calendarDay} />
        <FunctionField
          source="guests"
          render={(record: RaRecord) =>
            translate(`resources.booking-requests.guests.${record.guests}`, { _: record.guests })
          }
        />
        <TextField source="room_id" emptyText="—" />
        <MessageText />
      </SimpleShowLayout>
    </Show>
  );
}
