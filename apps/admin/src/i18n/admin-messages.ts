import type { MessageTree } from '../areas';

/** Texts of the admin shell that belong to no one area. */
export const adminMessages: { pt: MessageTree; en: MessageTree } = {
  pt: {
    admin: {
      title: 'Administração',
      auth: {
        not_staff: 'Esta conta não tem acesso à administração.',
        session_ended: 'A sessão terminou. Inicie sessão de novo.',
        email: 'E-mail',
      },
      common: { saved: 'Alterações guardadas', view_on_site: 'Ver no site' },
    },
  },
  en: {
    admin: {
      title: 'Administration',
      auth: {
        not_staff: 'This account has no access to the administration.',
        session_ended: 'Your session ended. Please sign in again.',
        email: 'E-mail',
      },
      common: { saved: 'Changes saved', view_on_site: 'View on the site' },
    },
    // Staff sign in with their e-mail address, not a user name.
    ra: { auth: { username: 'E-mail' } },
  },
};
