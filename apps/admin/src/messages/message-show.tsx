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
import type { ReactNode } from 'react';
import { BookingDecisionButtons, BookingStatusChip } from './booking-decision';
import { HandledButton, HandledChip, ReplyLink } from './message-actions';
import { calendarDay, visitorName } from './message-list';
import { detailQuery, useCalendarDay } from '../ui';

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

function Actions({
  subject,
  children,
}: {
  subject: (record: RaRecord) => string;
  children?: ReactNode;
}) {
  const record = useRecordContext();
  return (
    <TopToolbar sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
      {children}
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

const bookingTexts = 'resources.booking-requests';

/** The house's stay: dates, guests and the rental room. */
function HouseStay() {
  const translate = useTranslate();
  return (
    <SimpleShowLayout sx={{ p: 0 }}>
      <DateField source="arrival" options={calendarDay} />
      <DateField source="departure" options={calendarDay} />
      <FunctionField
        source="guests"
        render={(record: RaRecord) =>
          translate(`${bookingTexts}.guests.${record.guests}`, { _: record.guests })
        }
      />
      <TextField source="room_id" emptyText="—" />
    </SimpleShowLayout>
  );
}

/** A wine-tourism visit and staff's answer to it. */
function Visit() {
  const record = useRecordContext();
  const translate = useTranslate();
  const word = (list: string, value: unknown) =>
    translate(`${list}.${String(value)}`, { _: String(value) });
  return (
    <SimpleShowLayout sx={{ p: 0 }}>
      <FunctionField
        source="experience"
        render={(visit: RaRecord) => word('ui.booking.experience', visit.experience)}
      />
      <DateField source="visit_date" options={calendarDay} />
      <TextField source="people" />
      <FunctionField
        source="activity_language"
        render={(visit: RaRecord) => word('inbox.languages', visit.activity_language)}
      />
      <Labeled source="status">
        <Stack direction="row" spacing={1} alignItems="center">
          <BookingStatusChip />
          {record?.decided_at && <DateField source="decided_at" showTime />}
        </Stack>
      </Labeled>
      {record?.decision_note ? (
        <Labeled source="decision_note">
          <Box sx={{ whiteSpace: 'pre-wrap' }}>{record.decision_note}</Box>
        </Labeled>
      ) : null}
    </SimpleShowLayout>
  );
}

function BookingDetails() {
  const record = useRecordContext();
  return record?.kind === 'wine_tourism' ? <Visit /> : <HouseStay />;
}

function BookingActions() {
  const translate = useTranslate();
  const calendarDayText = useCalendarDay();
  const subject = (record: RaRecord) =>
    record.kind === 'wine_tourism'
      ? translate(`${bookingTexts}.reply_subject_visit`, {
          date: calendarDayText(String(record.visit_date)),
        })
      : translate(`${bookingTexts}.reply_subject`, {
          arrival: record.arrival,
          departure: record.departure,
        });
  return (
    <Actions subject={subject}>
      <BookingDecisionButtons />
    </Actions>
  );
}

export function BookingRequestShow() {
  const translate = useTranslate();
  return (
    <Show title={<Title />} actions={<BookingActions />} queryOptions={detailQuery}>
      <SimpleShowLayout>
        <HandledState />
        <DateField source="created_at" showTime />
        <FunctionField
          source="kind"
          render={(record: RaRecord) =>
            translate(`${bookingTexts}.kinds.${record.kind}`, { _: record.kind })
          }
        />
        <FunctionField source="name" render={visitorName} />
        <TextField source="email" />
        <TextField source="phone" emptyText="—" />
        <LanguageField />
        <BookingDetails />
        <MessageText />
      </SimpleShowLayout>
    </Show>
  );
}
