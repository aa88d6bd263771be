import { Alert, Box, Button, Link as MuiLink, Stack, Typography } from '@mui/material';
import type { AdminOrder } from '@mdc/shared';
import { useRecordContext, useTranslate } from 'react-admin';
import { useMoney, useRecordAction } from '../ui';
import { useDateTime } from './date-time';

/**
 * The order's invoice for staff (docs/decisions/109-invoice-provider.md): who it is made out to,
 * each document's state and number with its PDF, and "invoice pending" with a retry button while
 * the invoicing service has not issued it.
 */
export function InvoicePanel() {
  const order = useRecordContext<AdminOrder & { id: number }>();
  const translate = useTranslate();
  const money = useMoney();
  const dateTime = useDateTime();
  const { busy, run } = useRecordAction();
  if (!order) return null;
  const t = (key: string, options?: Record<string, unknown>) =>
    translate(`resources.orders.invoices.${key}`, options);
  const waiting = order.invoices.some((invoice) => invoice.status !== 'issued');
  return (
    <Stack spacing={1.5}>
      <Box>
        <Typography variant="body2" color="text.secondary">
          {t('tax_id')}
        </Typography>
        <Typography>{order.tax_id || t('final_consumer')}</Typography>
        {order.company_name && (
          <>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {t('company')}
            </Typography>
            <Typography>{order.company_name}</Typography>
          </>
        )}
      </Box>
      {order.invoices.length === 0 && <Typography variant="body2">{t('none')}</Typography>}
      {order.invoices.map((invoice) => (
        <Box key={invoice.kind}>
          <Typography sx={{ fontWeight: 700 }}>
            {/* The offline provider's documents are pro formas, named so (issue 29, point 17). */}
            {t(
              invoice.provider === 'offline'
                ? `kind_pro_forma_${invoice.kind}`
                : `kind_${invoice.kind}`,
            )}{' '}
            {invoice.number ?? ''} · {money(invoice.amount)}
          </Typography>
          {invoice.status === 'issued' ? (
            <Typography variant="body2">
              {t('issued')} {invoice.issued_at ? dateTime(invoice.issued_at) : ''} ·{' '}
              {invoice.url && (
                <MuiLink href={invoice.url} target="_blank" rel="noopener">
                  {t('open')}
                </MuiLink>
              )}
            </Typography>
          ) : (
            <Alert severity={invoice.status === 'failed' ? 'error' : 'warning'} sx={{ mt: 0.5 }}>
              <strong>{t(invoice.status)}</strong>
              <br />
              {t('attempts', { count: invoice.attempts })}
              {invoice.provider ? ` · ${t('provider', { name: invoice.provider })}` : ''}
              {invoice.last_error && (
                <Box component="span" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
                  {t('last_error', { error: invoice.last_error })}
                </Box>
              )}
            </Alert>
          )}
        </Box>
      ))}
      {waiting && (
        <Box>
          <Button
            variant="contained"
            disabled={busy}
            onClick={() =>
              run('orders', order.id, 'invoice-retry', {}, 'resources.orders.invoices.retried')
            }
          >
            {t('retry')}
          </Button>
        </Box>
      )}
    </Stack>
  );
}
