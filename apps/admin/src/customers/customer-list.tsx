import {
  BooleanField,
  Datagrid,
  DateField,
  FunctionField,
  List,
  SelectInput,
  SimpleList,
  TextField,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { searchFilter, ShowLinkField, usePhone } from '../ui';

const fullName = (record: RaRecord) => `${record.first_name} ${record.last_name}`.trim();

/** Customer accounts, newest first; search by e-mail, name or username. */
export function CustomerList() {
  const translate = useTranslate();
  const isSmall = usePhone();
  const filters = [
    searchFilter('resources.customers.search'),
    <SelectInput
      key="is_staff"
      source="is_staff"
      alwaysOn
      emptyText="resources.customers.filters.everyone"
      choices={[
        { id: 'false', name: 'resources.customers.filters.customers' },
        { id: 'true', name: 'resources.customers.filters.staff' },
      ]}
    />,
  ];
  return (
    <List
      filters={filters}
      sort={{ field: 'created_at', order: 'DESC' }}
      exporter={false}
      empty={false}
    >
      {isSmall ? (
        <SimpleList
          primaryText={(record) => fullName(record) || record.username}
          secondaryText={(record) => record.email}
          tertiaryText={(record) =>
            record.is_staff ? translate('resources.customers.staff_badge') : ''
          }
          linkType="show"
        />
      ) : (
        <Datagrid bulkActionButtons={false} rowClick="show">
          <ShowLinkField source="email" />
          <FunctionField source="name" sortable={false} render={fullName} />
          <TextField source="username" />
          <BooleanField source="is_staff" sortable={false} />
          <DateField source="created_at" />
          <DateField source="last_login_at" showTime emptyText="—" />
        </Datagrid>
      )}
    </List>
  );
}
