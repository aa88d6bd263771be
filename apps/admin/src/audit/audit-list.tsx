import { Card, CardContent, Stack, Typography } from '@mui/material';
import {
  Datagrid,
  DateField,
  FunctionField,
  List,
  SelectInput,
  TextField,
  TextInput,
  useListContext,
  useLocale,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { usePhone } from '../ui';
import { AuditChangeList } from './audit-change-list';

/** Every kind of record the admin services write audit rows for (recordAudit's `entity`). */
const entities = [
  'wine',
  'stock',
  'price',
  'order',
  'settings',
  'shipping',
  'content',
  'site-image',
  'user',
  'newsletter_subscriber',
  'contact_message',
  'booking_request',
  'discount_code',
];

function useEntityName() {
  const translate = useTranslate();
  return (record: RaRecord) =>
    translate(`resources.audit-log.entities.${record.entity}`, { _: record.entity });
}

/** What was done, in the staff member's words ("Cancelamento", not "cancel"). */
function useActionName() {
  const translate = useTranslate();
  return (record: RaRecord) =>
    translate(`resources.audit-log.actions.${record.action}`, { _: record.action });
}

/** On a phone: one card per entry, the changes under their heading (no table to scroll). */
function AuditCards({ dateLocale }: { dateLocale: string }) {
  const { data } = useListContext();
  const entity = useEntityName();
  const action = useActionName();
  return (
    <Stack spacing={1} sx={{ p: 1 }}>
      {(data ?? []).map((record) => (
        <Card key={record.id} variant="outlined" component="article">
          <CardContent sx={{ '&:last-child': { pb: 2 } }}>
            <Typography component="h2" variant="subtitle1" sx={{ overflowWrap: 'anywhere' }}>
              {entity(record)} {record.entity_id} · {action(record)}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              <DateField record={record} source="created_at" showTime locales={dateLocale} /> ·{' '}
              {record.actor}
            </Typography>
            <AuditChangeList record={record} />
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}

/**
 * Who changed what and when (read only): wines, stock, prices, orders, settings, content. Actions
 * and changes are said in the staff member's language, and the page never scrolls sideways: a
 * table that wraps on a desktop, cards on a phone (issue 29 point 18).
 */
export function AuditList() {
  const translate = useTranslate();
  const isPhone = usePhone();
  // Dates as the staff member reads them (28/11/2026, 14:37), not as the browser's default.
  const dateLocale = useLocale() === 'en' ? 'en-GB' : 'pt-PT';
  const entity = useEntityName();
  const action = useActionName();
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
      {isPhone ? (
        <AuditCards dateLocale={dateLocale} />
      ) : (
        <Datagrid
          bulkActionButtons={false}
          rowClick={false}
          sx={{
            '& td, & th': { verticalAlign: 'top' },
            // Addresses and ids may break anywhere; words elsewhere stay whole.
            '& td.column-actor, & td.column-entity_id': { overflowWrap: 'anywhere' },
            '& td.column-changes': { minWidth: '16rem' },
          }}
        >
          <DateField source="created_at" showTime locales={dateLocale} />
          <TextField source="actor" />
          <FunctionField source="entity" render={entity} />
          <TextField source="entity_id" />
          <FunctionField source="action" render={action} />
          <FunctionField
            source="changes"
            sortable={false}
            render={(record: RaRecord) => <AuditChangeList record={record} />}
          />
        </Datagrid>
      )}
    </List>
  );
}
