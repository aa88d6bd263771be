import { useState } from 'react';
import { Button, Stack, Typography } from '@mui/material';
import { useDataProvider, useNotify, useRefresh, useTranslate, type RaRecord } from 'react-admin';
import type { AdminDataProvider } from '../providers/data-provider';

/**
 * "Mark Multibanco paid" (decision 110): with the offline test provider, staff record that an
 * order's voucher was paid; the server refuses (409) with Stripe, where the bank's payment
 * arrives by webhook. Shown only for a Multibanco order still awaiting payment.
 */
export function MultibancoPaidButton({ record }: { record: RaRecord }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const [busy, setBusy] = useState(false);
  if (record.payment_method !== 'multibanco' || record.payment_status !== 'awaiting_payment') {
    return null;
  }
  async function markPaid() {
    setBusy(true);
    try {
      await dataProvider.action('orders', record.id, 'multibanco-paid', {});
      notify('resources.orders.multibanco_paid.done', { type: 'success' });
      refresh();
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  }
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Typography variant="body2">{translate('resources.orders.multibanco_paid.help')}</Typography>
      <Button variant="contained" disabled={busy} onClick={() => void markPaid()}>
        {translate('resources.orders.multibanco_paid.button')}
      </Button>
    </Stack>
  );
}
