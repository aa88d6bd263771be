import { Alert, Button, Stack, TextField, Typography } from '@mui/material';
import { nextDeliverStatuses, type DeliverStatus } from '@mdc/shared';
import { useState } from 'react';
import {
  Confirm,
  HttpError,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import type { AdminDataProvider } from '../providers/data-provider';
import { DeliverStatusBadge, useDeliverLabel, useMoney } from '../ui';
import { MultibancoPaidButton } from './multibanco-paid-button';

/** Statuses at which the carrier's link means something to the buyer. */
const trackingStatuses: readonly DeliverStatus[] = ['shipped', 'on_the_way'];

/**
 * The order's next steps, only those @mdc/shared allows (an unpaid order can only be cancelled),
 * with the tracking link when it ships and a confirmation before a cancellation.
 */
export function StatusPanel() {
  const record = useRecordContext();
  const translate = useTranslate();
  const deliverLabel = useDeliverLabel();
  const notify = useNotify();
  const refresh = useRefresh();
  const money = useMoney();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const [tracking, setTracking] = useState<string>(record?.tracking_url ?? '');
  const [trackingError, setTrackingError] = useState<string | null>(null);
  const [busy, setBusy] = useState<DeliverStatus | null>(null);
  const [confirmCancel, setConfirmCancel] = useState(false);
  if (!record) return null;

  const next = nextDeliverStatuses({
    deliver_status: String(record.deliver_status),
    payment_status: String(record.payment_status),
  });
  const offersTracking = next.some((status) => trackingStatuses.includes(status));
  const paid = record.payment_status === 'paid';

  async function move(to: DeliverStatus) {
    if (!record) return;
    setBusy(to);
    setTrackingError(null);
    try {
      await dataProvider.action('orders', record.id, 'status', {
        deliver_status: to,
        ...(trackingStatuses.includes(to) && tracking.trim() && { tracking_url: tracking.trim() }),
      });
      notify('resources.orders.actions.changed', {
        type: 'success',
        messageArgs: { status: deliverLabel(to) },
      });
      refresh();
    } catch (error) {
      const fields = error instanceof HttpError ? error.body?.errors : undefined;
      if (fields?.tracking_url) {
        setTrackingError(translate('resources.orders.actions.tracking_invalid'));
        notify('resources.orders.actions.tracking_invalid', { type: 'error' });
        return;
      }
      notify(error instanceof Error ? error.message : String(error), { type: 'error' });
    } finally {
      setBusy(null);
    }
  }

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography>{translate('resources.orders.actions.current')}</Typography>
        <DeliverStatusBadge status={record.deliver_status} />
      </Stack>
      <MultibancoPaidButton record={record} />
      {/* A refunded withdrawal (decision 070) was paid: it may still be marked returned. */}
      {!paid && record.payment_status !== 'refunded' && next.length > 0 && (
        <Alert severity="warning">{translate('resources.orders.actions.unpaid')}</Alert>
      )}
      {next.length === 0 ? (
        <Typography>{translate('resources.orders.actions.none')}</Typography>
      ) : (
        <>
          {offersTracking && (
            <TextField
              id="order-tracking-url"
              label={translate('resources.orders.fields.tracking_url')}
              value={tracking}
              onChange={(event) => setTracking(event.target.value)}
              type="url"
              inputMode="url"
              placeholder="https://"
              error={trackingError !== null}
              helperText={trackingError ?? translate('resources.orders.actions.tracking_help')}
              fullWidth
            />
          )}
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            useFlexGap
            sx={{ flexWrap: 'wrap' }}
          >
            {next.map((status) => (
              <Button
                key={status}
                variant={status === 'cancelled' ? 'outlined' : 'contained'}
                color={status === 'cancelled' ? 'error' : 'primary'}
                disabled={busy !== null}
                onClick={() => (status === 'cancelled' ? setConfirmCancel(true) : move(status))}
              >
                {translate(`resources.orders.next.${status}`)}
              </Button>
            ))}
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {translate('resources.orders.actions.email_note')}
          </Typography>
        </>
      )}
      <Confirm
        isOpen={confirmCancel}
        loading={busy === 'cancelled'}
        title="resources.orders.actions.cancel_title"
        titleTranslateOptions={{ number: record.order_number }}
        content={
          paid ? 'resources.orders.actions.cancel_paid' : 'resources.orders.actions.cancel_unpaid'
        }
        translateOptions={{ amount: money(record.total_amount) }}
        confirm="resources.orders.actions.cancel_confirm"
        cancel="resources.orders.actions.cancel_keep"
        confirmColor="warning"
        onConfirm={async () => {
          await move('cancelled');
          setConfirmCancel(false);
        }}
        onClose={() => setConfirmCancel(false)}
      />
    </Stack>
  );
}
