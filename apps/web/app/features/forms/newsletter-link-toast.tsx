import { useEffect, useRef } from 'react';
import type { NewsletterLinkOutcome } from '@mdc/shared';
import { useT } from '~/i18n/i18n';
import { useToast, type ToastKind } from '~/ui/overlays/toasts';

const toastKind: Record<NewsletterLinkOutcome, ToastKind> = {
  confirmed: 'success',
  unsubscribed: 'info',
  'invalid-link': 'error',
};

function isLinkOutcome(value: string | null): value is NewsletterLinkOutcome {
  return value !== null && Object.hasOwn(toastKind, value);
}

/**
 * For the home page: the newsletter's e-mail links (confirm, unsubscribe) land on
 * `/?newsletter=confirmed|unsubscribed|invalid-link`. This shows the matching toast in the page
 * language and takes the parameter out of the address, so a reload or a shared link does not
 * repeat it. Renders nothing.
 */
export function NewsletterLinkToast() {
  const t = useT();
  const toast = useToast();
  const shown = useRef(false);

  useEffect(() => {
    if (shown.current) return;
    const url = new URL(window.location.href);
    const outcome = url.searchParams.get('newsletter');
    if (!isLinkOutcome(outcome)) return;
    shown.current = true;
    toast(toastKind[outcome], t(`forms.newsletter.link.${outcome}`));
    url.searchParams.delete('newsletter');
    // The router's own entry state is kept; only the visible address changes.
    window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
  }, [t, toast]);

  return null;
}
