import { Box, Typography } from '@mui/material';
import type { ReactElement, ReactNode } from 'react';
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
import { bookingKinds, bookingStatuses } from '@mdc/shared';
import { searchFilter, ShowLinkField, useBookingSummary, usePhone } from '../ui';
import { BookingDecisionButtons, BookingStatusChip } from './booking-decision';
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

function inboxFilters(searchHint: string, more: ReactElement[]) {
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
    ...more,
    searchFilter(searchHint),
  ];
}

/** A visitor inbox: waiting messages first by default, newest first. */
function Inbox({
  columns,
  secondary,
  searchHint,
  filters = [],
  actions = null,
}: {
  columns: ReactNode;
  secondary: (record: RaRecord) => string;
  /** What the search looks through, as a translation key. */
  searchHint: string;
  /** The inbox's own filters, shown before the search. */
  filters?: ReactElement[];
  /** Row actions besides the handled mark. */
  actions?: ReactNode;
}) {
  const isSmall = usePhone();
  const translate = useTranslate();
  return (
    <List
      filters={inboxFilters(searchHint, filters)}
      // Every filter is always shown: no "add filter" menu.
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
          {actions}
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

const bookingTexts = 'resources.booking-requests';

/** Both kinds of booking request, filtered by kind and by staff's answer. */
export function BookingRequestList() {
  const translate = useTranslate();
  const summary = useBookingSummary();
  const kind = (record: RaRecord) =>
    translate(`${bookingTexts}.kinds.${record.kind}`, { _: record.kind });
  /** A filter always shown, with "All" and the words of one list of codes. */
  const filter = (source: string, list: string, ids: readonly string[]) => (
    <SelectInput
      key={source}
      source={source}
      label={`${bookingTexts}.fields.${source}`}
      alwaysOn
      emptyText="inbox.all"
      choices={ids.map((id) => ({ id, name: `${bookingTexts}.${list}.${id}` }))}
    />
  );
  return (
    <Inbox
      secondary={(record) => `${kind(record)} · ${summary(record)}`}
      searchHint={`${bookingTexts}.search`}
      filters={[
        filter('kind', 'kinds', bookingKinds),
        filter('status', 'statuses', bookingStatuses),
      ]}
      columns={[
        <FunctionField key="kind" source="kind" sortable={false} render={kind} />,
        <FunctionField
          key="summary"
          source="summary"
          sortable={false}
          render={(record: RaRecord) => summary(record)}
        />,
        <BookingStatusChip key="status" source="status" label={`${bookingTexts}.fields.status`} />,
      ]}
      actions={<BookingDecisionButtons />}
    />
  );
}
