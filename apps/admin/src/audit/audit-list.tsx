import {
  Datagrid,
  DateField,
  FunctionField,
  List,
  SelectInput,
  TextField,
  TextInput,
  useTranslate,
  type RaRecord,
} from 'react-admin';

/** Every kind of record the admin services write audit rows for (recordAudit's `entity`). */
const entities = [
  'wine',
  'stock',
  'price',
  'order',
  'settings',
  'shipping',
  'content',
  'user',
  'newsletter_subscriber',
  'contact_message',
  'booking_request',
  'discount_code',
];

function EntityField() {
  const translate = useTranslate();
  return (
    <FunctionField
      source="entity"
      render={(record: RaRecord) =>
        translate(`resources.audit-log.entities.${record.entity}`, { _: record.entity })
      }
    />
  );
}

/** Who changed what and when (read only): wines, stock, prices, orders, settings, content. */
export function AuditList() {
  const translate = useTranslate();
  const filters = [
    <SelectInput
      key="entity"
      source="entity"
      alwaysOn
      choices={entities.map((id) => ({
        id,
        name: translate(`resources.audit-log.entities.${id}`),
      }))}
    />,
    <TextInput key="entity_id" source="entity_id" />,
  ];
  return (
    <List filters={filters} sort={{ field: 'id', order: 'DESC' }} exporter={false}>
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <DateField source="created_at" showTime />
        <TextField source="actor" />
        <EntityField />
        <TextField source="entity_id" />
        <TextField source="action" />
        <FunctionField
          source="changes"
          sortable={false}
          render={(record: RaRecord) => (
            <code style={{ whiteSpace: 'pre-wrap', fontSize: '0.8rem' }}>
              {JSON.stringify(record.changes)}
            </code>
          )}
        />
      </Datagrid>
    </List>
  );
}
