import type { NewsletterLinkOutcome } from '@mdc/shared';
import { useT } from '~/i18n/i18n';
import type { ToastKind } from '~/ui/overlays/toasts';
import { useLinkOutcomeToast } from './link-outcome-toast';

const toastKind: Record<NewsletterLinkOutcome, ToastKind> = {
  confirmed: 'success',
  unsubscribed: 'info',
  'invalid-link': 'error',
};

/**
 * For the home page: the newsletter's e-mail links (confirm, unsubscribe) land on
 * `/?newsletter=confirmed|unsubscribed|invalid-link`. This shows the matching toast in the page
 * language. Renders nothing.
 */
export function NewsletterLinkToast() {
  const t = useT();
  useLinkOutcomeToast('newsletter', toastKind, (outcome) => t(`forms.newsletter.link.${outcome}`));
  return null;
}
