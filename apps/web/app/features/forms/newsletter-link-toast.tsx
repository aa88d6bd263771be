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
 * `/?newsletter=confirmed|unsubscribed|invalid-link` (`param`: `newsletterLinkParam`, passed in by
 * lazy-forms.tsx, which loads this module only when the address has it). This shows the matching
 * toast in the page language. Renders nothing.
 */
export function NewsletterLinkToast({ param }: { param: string }) {
  const t = useT();
  useLinkOutcomeToast(param, toastKind, (outcome) => t(`forms.newsletter.link.${outcome}`));
  return null;
}
