import { Chip } from '@mui/material';
import { deliverStatusColours, deliverStatuses, type DeliverStatus } from '@mdc/shared';
import { useTranslate } from 'react-admin';

/**
 * The shop's badge colours (docs/product/shop.md#orders-and-statuses, deliverStatusColours): dark text on a light tint, the
 * same Tailwind 100/900 pairs as the profile page, so the contrast stays above 4.5:1.
 */
const badgeColours: Record<
  (typeof deliverStatusColours)[DeliverStatus] | 'grey',
  [string, string]
> = {
  yellow: ['#fef9c3', '#713f12'],
  blue: ['#dbeafe', '#1e3a8a'],
  purple: ['#e9d5ff', '#3b0764'],
  orange: ['#ffedd5', '#7c2d12'],
  green: ['#dcfce7', '#14532d'],
  'light-purple': ['#f5f3ff', '#4c1d95'],
  red: ['#fee2e2', '#7f1d1d'],
  grey: ['#e5e7eb', '#111827'],
};

const isDeliverStatus = (status: string): status is DeliverStatus =>
  (deliverStatuses as readonly string[]).includes(status);

/** A deliver_status in plain words; an unknown status keeps its raw text. */
export function useDeliverLabel() {
  const translate = useTranslate();
  return (status: string) => translate(`ui.deliver_status.${status}`, { _: status });
}

/** A payment_status in plain words. */
export function usePaymentLabel() {
  const translate = useTranslate();
  return (status: string) => translate(`ui.payment_status.${status}`, { _: status });
}

/** A deliver_status as the shop shows it; an unknown status in grey with its raw text. */
export function DeliverStatusBadge({ status }: { status: string }) {
  const label = useDeliverLabel();
  const [background, color] =
    badgeColours[isDeliverStatus(status) ? deliverStatusColours[status] : 'grey'];
  return (
    <Chip
      size="small"
      label={label(status)}
      sx={{ backgroundColor: background, color, fontWeight: 600 }}
    />
  );
}

/** A payment_status as a plain chip, next to the deliver badge. */
export function PaymentStatusChip({ status }: { status: string }) {
  const label = usePaymentLabel();
  return <Chip size="small" label={label(status)} />;
}
