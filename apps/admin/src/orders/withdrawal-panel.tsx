import { Alert, Box, Button, Chip, Stack, Typography } from '@mui/material';
import { eurosToCents, type AdminOrder } from '@mdc/shared';
import { useState } from 'react';
import { Confirm, useRecordContext, useTranslate } from 'react-admin';
import { useMoney, useRecordAction } from '../ui';
import { useDateTime } from './date-time';

/** Statuses at which the bottles are still at the estate: a cancellation refunds instead. */
const notShipped = ['pending', 'processing'];

/** The list's marker of an order the buyer withdrew from. */
export function WithdrawalMarker({ requestedAt }: { requestedAt: string | null | undefined }) {
  const translate = useTranslate();
  if (!requestedAt) return null;
  return (
    <Chip
      size="small"
      color="warning"
      variant="outlined"
      label={translate('resources.orders.withdrawal.marker')}
    />
  );
}

/**
 * The buyer's withdrawal on the order page (decision 070): when, why, what is owed and what was
 * refunded, and the refund through the payment service (confirmed first; a failure changes
 * nothing). An order that has not left the estate is cancelled instead, which refunds it.
 */
export function WithdrawalPanel() {
  const order = useRecordContext<AdminOrder & { id: number }>();
  const translate = useTranslate();
  const money = useMoney();
  const dateTime = useDateTime();
  const { busy, run } = useRecordAction();
  const [confirming, setConfirming] = useState(false);
  const withdrawal = order?.withdrawal;
  if (!order || !withdrawal) return null;

  const t = (key: string, options?: Record<string, unknown>) =>
    translate(`resources.orders.withdrawal.${key}`, options);
  const owed = Math.max(
    0,
    Math.min(
      eurosToCents(withdrawal.refund_due),
      eurosToCents(order.total_amount) - eurosToCents(order.payment.refunded_amount),
    ),
  );
  const refunded = withdrawal.refunded_at !== null;
  const cancelFirst = !refunded && notShipped.includes(order.deliver_status) && owed > 0;
  const refundedElsewhere = !refunded && owed === 0;

  const facts: Array<[string, string]> = [
    [t('requested_at'), `${dateTime(withdrawal.requested_at)} (${t('lisbon_time')})`],
    [t('by'), t(withdrawal.user_id === null ? 'by_link' : 'by_account')],
    [t('language'), translate(`resources.orders.customer.languages.${withdrawal.lang}`)],
    [t('reason'), withdrawal.reason || t('no_reason')],
    [t('refund_due'), money(withdrawal.refund_due)],
  ];
  if (refunded) {
    facts.push(
      [t('refunded'), money(withdrawal.refunded_amount)],
      [t('refunded_at'), dateTime(withdrawal.refunded_at)],
      [t('refund_id'), withdrawal.refund_id ?? '—'],
    );
  }

  return (
    <Stack spacing={2}>
      <Box component="dl" sx={{ m: 0 }}>
        {facts.map(([label, value]) => (
          <Box key={label} sx={{ mb: 1 }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography
              component="dd"
              sx={{ m: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
            >
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      {refunded ? (
        <Alert severity="success">{t('done')}</Alert>
      ) : refundedElsewhere ? (
        <Alert severity="info">{t('refunded_elsewhere')}</Alert>
      ) : cancelFirst ? (
        <Alert severity="warning">{t('cancel_first')}</Alert>
      ) : (
        <>
          <Typography variant="body2">{t('refund_help')}</Typography>
          <Box>
            <Button variant="contained" disabled={busy} onClick={() => setConfirming(true)}>
              {t('refund', { amount: money.cents(owed) })}
            </Button>
          </Box>
        </>
      )}
      <Confirm
        isOpen={confirming}
        loading={busy}
        title="resources.orders.withdrawal.confirm_title"
        titleTranslateOptions={{ number: order.order_number }}
        content="resources.orders.withdrawal.confirm_text"
        translateOptions={{ amount: money.cents(owed) }}
        confirm="resources.orders.withdrawal.confirm"
        cancel="resources.orders.withdrawal.keep"
        onConfirm={async () => {
          await run(
            'orders',
            order.id,
            'withdrawal-refund',
            {},
            'resources.orders.withdrawal.refunded_notice',
          );
          setConfirming(false);
        }}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}
