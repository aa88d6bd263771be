import PeopleIcon from '@mui/icons-material/People';
import type { AdminArea } from '../areas';
import { lazyScreen } from '../lazy-screen';

// Fetched when staff first open one of the area's screens.
const screens = () => import('./screens');
const CustomerList = lazyScreen(screens, 'CustomerList');
const CustomerShow = lazyScreen(screens, 'CustomerShow');

/** Customer accounts: who they are, what they bought, staff rights. */
export const customersArea: AdminArea = {
  resources: [{ name: 'customers', list: CustomerList, show: CustomerShow, icon: PeopleIcon }],
  messages: {
    pt: {
      resources: {
        customers: {
          name: 'Cliente |||| Clientes',
          search: 'E-mail, nome ou utilizador',
          staff_badge: 'Equipa',
          never: 'Nunca',
          fields: {
            email: 'E-mail',
            username: 'Nome de utilizador',
            name: 'Nome',
            is_staff: 'Equipa',
            created_at: 'Conta criada',
            last_login_at: 'Última entrada',
            phone: 'Telefone',
            address: 'Morada',
            language: 'Língua dos e-mails',
            email_verified: 'E-mail confirmado',
            google_linked: 'Entra com a Google',
            newsletter_status: 'Newsletter',
            locked_until: 'Conta bloqueada até (palavra-passe errada)',
            paid_orders_count: 'Encomendas pagas',
            total_spent: 'Total gasto',
          },
          filters: { everyone: 'Todos', customers: 'Só clientes', staff: 'Só equipa' },
          sections: { profile: 'Perfil', account: 'Conta', orders: 'Encomendas' },
          languages: { pt: 'Português', en: 'Inglês' },
          newsletter: {
            none: 'Não subscreveu',
            pending: 'À espera de confirmação',
            confirmed: 'Subscrita',
            unsubscribed: 'Cancelou a subscrição',
          },
          staff: {
            is_staff: 'Esta conta tem acesso à administração.',
            not_staff: 'Esta conta não tem acesso à administração.',
            own_account: 'É a sua conta: outra pessoa da equipa pode retirar-lhe o acesso.',
            grant: 'Dar acesso à administração',
            grant_title: 'Dar acesso à administração?',
            grant_confirm:
              '%{email} vai poder ver e alterar tudo na administração: encomendas, vinhos, clientes e definições.',
            revoke: 'Retirar acesso à administração',
            revoke_title: 'Retirar acesso à administração?',
            revoke_confirm:
              '%{email} deixa de poder entrar na administração a partir do próximo clique. A conta de cliente continua.',
            granted: 'Acesso à administração dado',
            revoked: 'Acesso à administração retirado',
          },
          orders: {
            recent: 'Últimas encomendas',
            none: 'Ainda sem encomendas.',
            number: 'Encomenda',
            date: 'Data',
            total: 'Total',
            status: 'Estado',
            all: 'Ver todas as encomendas deste cliente',
          },
        },
      },
    },
    en: {
      resources: {
        customers: {
          name: 'Customer |||| Customers',
          search: 'E-mail, name or username',
          staff_badge: 'Staff',
          never: 'Never',
          fields: {
            email: 'E-mail',
            username: 'Username',
            name: 'Name',
            is_staff: 'Staff',
            created_at: 'Account created',
            last_login_at: 'Last sign-in',
            phone: 'Phone',
            address: 'Address',
            language: 'Language of e-mails',
            email_verified: 'E-mail confirmed',
            google_linked: 'Signs in with Google',
            newsletter_status: 'Newsletter',
            locked_until: 'Account locked until (wrong password)',
            paid_orders_count: 'Paid orders',
            total_spent: 'Total spent',
          },
          filters: { everyone: 'Everyone', customers: 'Customers only', staff: 'Staff only' },
          sections: { profile: 'Profile', account: 'Account', orders: 'Orders' },
          languages: { pt: 'Portuguese', en: 'English' },
          newsletter: {
            none: 'Not subscribed',
            pending: 'Waiting for confirmation',
            confirmed: 'Subscribed',
            unsubscribed: 'Unsubscribed',
          },
          staff: {
            is_staff: 'This account has access to the administration.',
            not_staff: 'This account has no access to the administration.',
            own_account: 'This is your own account: another staff member can remove your access.',
            grant: 'Give administration access',
            grant_title: 'Give administration access?',
            grant_confirm:
              '%{email} will be able to see and change everything in the administration: orders, wines, customers and settings.',
            revoke: 'Remove administration access',
            revoke_title: 'Remove administration access?',
            revoke_confirm:
              '%{email} can no longer use the administration from their next click. The customer account stays.',
            granted: 'Administration access given',
            revoked: 'Administration access removed',
          },
          orders: {
            recent: 'Latest orders',
            none: 'No orders yet.',
            number: 'Order',
            date: 'Date',
            total: 'Total',
            status: 'Status',
            all: "See all of this customer's orders",
          },
        },
      },
    },
  },
};
