import { stockAlertLinkParam, type StockAlertLinkOutcome } from '@mdc/shared';
import { useT } from '~/i18n/i18n';
import type { ToastKind } from '~/ui/overlays/toasts';
import { useLinkOutcomeToast } from './link-outcome-toast';

const toastKind: Record<StockAlertLinkOutcome, ToastKind> = {
  confirmed: 'success',
  cancelled: 'info',
  'invalid-link': 'error',
};

/** An outcome stays on screen longer than a form's toast: the visitor came from an e-mail. */
const linkToastMs = 8000;

/**
 * For the shop's pages: the stock alert e-mails' links (confirm, cancel) land on the wine's page
 * (or the shop) with `?stock-alert=confirmed|cancelled|invalid-link` (decision 072). This shows
 * the outcome in the page language. Renders nothing.
 */
export function StockAlertLinkToast() {
  const t = useT();
  useLinkOutcomeToast(
    stockAlertLinkParam,
    toastKind,
    (outcome) => t(`stockAlerts.link.${outcome}`),
    linkToastMs,
  );
  return null;
}
