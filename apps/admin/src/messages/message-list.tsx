import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import {
  Datagrid,
  DateField,
  FunctionField,
  List,
  SelectInput,
  SimpleList,
  TextField,
  useListContext,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { searchFilter, ShowLinkField, usePhone } from '../ui';
import { HandledButton, HandledChip } from './message-actions';

export const visitorName = (record: RaRecord) => `${record.first_name} ${record.last_name}`.trim();

/** Arrival and departure are calendar days: shown as they are, whatever the browser's zone. */
export const calendarDay = { timeZone: 'UTC' } as const;

/** An empty list explains itself: nothing waiting is good news, not an error. */
function EmptyInbox() {
  const translate = useTranslate();
  const { filterValues } = useListContext();
  const waiting = filterValues.handled === 'false';
  return (
    <Box sx={{ p: 3 }}>
      <Typography>{translate(waiting ? 'inbox.empty_waiting' : 'inbox.empty')}</Typography>
    </Box>
  );
}

function inboxFilters(searchHint: string) {
  return [
    <SelectInput
      key="handled"
      source="handled"
      label="inbox.show"
      alwaysOn
      emptyText="inbox.all"
      choices={[
        { id: 'false', name: 'inbox.not_handled' },
        { id: 'true', name: 'inbox.handled' },
      ]}
    />,
    searchFilter(searchHint),
  ];
}

/** A visitor inbox: waiting messages first by default, newest first. */
function Inbox({
  columns,
  secondary,
  searchHint,
}: {
  columns: ReactNode;
  secondary: (record: RaRecord) => string;
  /** What the search looks through, as a translation key. */
  searchHint: string;
}) {
  const isSmall = usePhone();
  const translate = useTranslate();
  return (
    <List
      filters={inboxFilters(searchHint)}
      // Both filters are always shown: no "add filter" menu.
      actions={false}
      filterDefaultValues={{ handled: 'false' }}
      sort={{ field: 'created_at', order: 'DESC' }}
      exporter={false}
      empty={false}
    >
      {isSmall ? (
        <SimpleList
          primaryText={visitorName}
          secondaryText={secondary}
          tertiaryText={(record) =>
            translate(record.handled ? 'inbox.handled' : 'inbox.not_handled')
          }
          linkType="show"
          empty={<EmptyInbox />}
        />
      ) : (
        <Datagrid bulkActionButtons={false} rowClick="show" empty={<EmptyInbox />}>
          <DateField source="created_at" showTime />
          <ShowLinkField source="name" sortable={false} text={visitorName} />
          <TextField source="email" />
          {columns}
          <HandledChip source="handled" label="inbox.status" />
          <HandledButton />
        </Datagrid>
      )}
    </List>
  );
}

export function ContactMessageList() {
  return (
    <Inbox
      secondary={(record) => record.subject || record.message.slice(0, 80)}
      searchHint="resources.contact-messages.search"
      columns={<TextField source="subject" sortable={false} />}
    />
  );
}

export function BookingRequestList() {
  const translate = useTranslate();
  const guests = (record: RaRecord) =>
    translate(`resources.booking-requests.guests.${record.guests}`, { _: record.guests });
  return (
    <Inbox
      secondary={(record) => `${record.arrival} → ${record.departure}`}
      searchHint="resources.booking-requests.search"
      columns={[
        <DateField key="arrival" source="arrival" sortable={false} options={calendarDay} />,
        <DateField key="departure" source="departure" sortable={false} options={calendarDay} />,
        <FunctionField key="guests" source="guests" sortable={false} render={guests} />,
      ]}
    />
  );
}
