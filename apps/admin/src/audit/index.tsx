import HistoryIcon from '@mui/icons-material/History';
import type { AdminArea } from '../areas';
import { lazyScreen } from '../lazy-screen';

// Fetched when staff first open the area.
const AuditList = lazyScreen(() => import('./screens'), 'AuditList');

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
