import NewspaperIcon from '@mui/icons-material/Newspaper';
import type { AdminArea } from '../areas';
import { lazyScreen } from '../lazy-screen';

// Fetched when staff first open one of the area's screens.
const screens = () => import('./screens');
const SubscriberList = lazyScreen(screens, 'SubscriberList');
const SubscriberShow = lazyScreen(screens, 'SubscriberShow');

/** The newsletter's subscribers (double opt-in), the confirmed list's export, unsubscribing. */
export const newsletterArea: AdminArea = {
  resources: [
    {
      name: 'newsletter-subscribers',
      list: SubscriberList,
      show: SubscriberShow,
      icon: NewspaperIcon,
    },
  ],
  messages: {
    pt: {
      resources: {
        'newsletter-subscribers': {
          name: 'Subscritor da newsletter |||| Newsletter',
          search: 'Procurar e-mail',
          all: 'Todos os estados',
          fields: {
            email: 'E-mail',
            status: 'Estado',
            language: 'Língua',
            consent_at: 'Pediu a subscrição',
            confirmed_at: 'Confirmou',
            unsubscribed_at: 'Cancelou',
          },
          status: {
            pending: 'À espera de confirmação',
            confirmed: 'Confirmado',
            unsubscribed: 'Cancelado',
          },
          export: 'Exportar confirmados (CSV)',
          export_failed: 'Não foi possível exportar. Tente de novo.',
          unsubscribe: 'Cancelar subscrição',
          unsubscribe_title: 'Cancelar a subscrição de %{email}?',
          unsubscribe_confirm:
            'Este endereço deixa de receber a newsletter. Só volta a recebê-la se subscrever de novo no site.',
          unsubscribed: 'Subscrição cancelada',
        },
      },
    },
    en: {
      resources: {
        'newsletter-subscribers': {
          name: 'Newsletter subscriber |||| Newsletter',
          search: 'Search e-mail',
          all: 'All statuses',
          fields: {
            email: 'E-mail',
            status: 'Status',
            language: 'Language',
            consent_at: 'Asked to subscribe',
            confirmed_at: 'Confirmed',
            unsubscribed_at: 'Unsubscribed',
          },
          status: {
            pending: 'Waiting for confirmation',
            confirmed: 'Confirmed',
            unsubscribed: 'Unsubscribed',
          },
          export: 'Export confirmed (CSV)',
          export_failed: 'The export did not work. Please try again.',
          unsubscribe: 'Unsubscribe',
          unsubscribe_title: 'Unsubscribe %{email}?',
          unsubscribe_confirm:
            'This address will no longer receive the newsletter, unless it subscribes again on the site.',
          unsubscribed: 'Unsubscribed',
        },
      },
    },
  },
};
