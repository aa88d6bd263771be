import { useEffect, useRef } from 'react';
import { stockAlertLinkParam, type StockAlertLinkOutcome } from '@mdc/shared';
import { useT } from '~/i18n/i18n';
import { useToast, type ToastKind } from '~/ui/overlays/toasts';

const toastKind: Record<StockAlertLinkOutcome, ToastKind> = {
  confirmed: 'success',
  cancelled: 'info',
  'invalid-link': 'error',
};

function isLinkOutcome(value: string | null): value is StockAlertLinkOutcome {
  return value !== null && Object.hasOwn(toastKind, value);
}

/** An outcome stays on screen longer than a form's toast: the visitor came from an e-mail. */
const linkToastMs = 8000;

/**
 * For the shop's pages: the stock alert e-mails' links (confirm, cancel) land on the wine's page
 * (or the shop) with `?stock-alert=confirmed|cancelled|invalid-link`. This shows the outcome in
 * the page language and takes the parameter out of the address, as the newsletter's links do.
 * Renders nothing.
 */
export function StockAlertLinkToast() {
  const t = useT();
  const toast = useToast();
  const shown = useRef(false);

  useEffect(() => {
    if (shown.current) return;
    const url = new URL(window.location.href);
    const outcome = url.searchParams.get(stockAlertLinkParam);
    if (!isLinkOutcome(outcome)) return;
    shown.current = true;
    toast(toastKind[outcome], t(`stockAlerts.link.${outcome}`), linkToastMs);
    url.searchParams.delete(stockAlertLinkParam);
    // The router's own entry state is kept; only the visible address changes.
    window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
  }, [t, toast]);

  return null;
}
