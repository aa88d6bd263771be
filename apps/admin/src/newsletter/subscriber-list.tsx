import {
  Datagrid,
  DateField,
  FilterButton,
  List,
  SelectInput,
  SimpleList,
  TextField,
  TopToolbar,
  useTranslate,
} from 'react-admin';
import { subscriberStatuses } from '@mdc/shared';
import { searchFilter, ShowLinkField, usePhone } from '../ui';
import { ExportConfirmedButton } from './export-button';
import { SubscriberStatusChip } from './subscriber-status';
import { UnsubscribeButton } from './unsubscribe-button';

function ListActions() {
  return (
    <TopToolbar>
      <FilterButton />
      <ExportConfirmedButton />
    </TopToolbar>
  );
}

/** Everyone who asked for the newsletter, newest first, with where their consent stands. */
export function SubscriberList() {
  const translate = useTranslate();
  const isSmall = usePhone();
  const filters = [
    searchFilter('resources.newsletter-subscribers.search'),
    <SelectInput
      key="status"
      source="status"
      alwaysOn
      emptyText="resources.newsletter-subscribers.all"
      choices={subscriberStatuses.map((id) => ({
        id,
        name: `resources.newsletter-subscribers.status.${id}`,
      }))}
    />,
  ];
  return (
    <List
      filters={filters}
      actions={<ListActions />}
      sort={{ field: 'created_at', order: 'DESC' }}
      exporter={false}
      empty={false}
    >
      {isSmall ? (
        <SimpleList
          primaryText={(record) => record.email}
          secondaryText={(record) =>
            translate(`resources.newsletter-subscribers.status.${record.status}`)
          }
          linkType="show"
        />
      ) : (
        <Datagrid bulkActionButtons={false} rowClick="show">
          <ShowLinkField source="email" />
          <SubscriberStatusChip
            source="status"
            label="resources.newsletter-subscribers.fields.status"
          />
          <TextField source="language" sortable={false} />
          <DateField source="consent_at" />
          <DateField source="confirmed_at" emptyText="—" />
          <UnsubscribeButton />
        </Datagrid>
      )}
    </List>
  );
}
