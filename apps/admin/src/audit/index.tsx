import HistoryIcon from '@mui/icons-material/History';
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
import type { AdminArea } from '../areas';

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
function AuditList() {
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

const entityNames = {
  pt: {
    wine: 'Vinho',
    stock: 'Stock',
    price: 'Preço',
    order: 'Encomenda',
    settings: 'Definições',
    shipping: 'Envios',
    content: 'Conteúdos',
    user: 'Utilizador',
    newsletter_subscriber: 'Subscritor da newsletter',
    contact_message: 'Mensagem de contacto',
    booking_request: 'Pedido de reserva',
    discount_code: 'Código de desconto',
  },
  en: {
    wine: 'Wine',
    stock: 'Stock',
    price: 'Price',
    order: 'Order',
    settings: 'Settings',
    shipping: 'Shipping',
    content: 'Content',
    user: 'User',
    newsletter_subscriber: 'Newsletter subscriber',
    contact_message: 'Contact message',
    booking_request: 'Booking request',
    discount_code: 'Discount code',
  },
};

export const auditArea: AdminArea = {
  resources: [{ name: 'audit-log', list: AuditList, icon: HistoryIcon }],
  messages: {
    pt: {
      resources: {
        'audit-log': {
          name: 'Registo de alterações |||| Registo de alterações',
          fields: {
            created_at: 'Quando',
            actor: 'Quem',
            entity: 'O quê',
            entity_id: 'Registo',
            action: 'Ação',
            changes: 'Alterações',
          },
          entities: entityNames.pt,
        },
      },
    },
    en: {
      resources: {
        'audit-log': {
          name: 'Audit log |||| Audit log',
          fields: {
            created_at: 'When',
            actor: 'Who',
            entity: 'What',
            entity_id: 'Record',
            action: 'Action',
            changes: 'Changes',
          },
          entities: entityNames.en,
        },
      },
    },
  },
};
