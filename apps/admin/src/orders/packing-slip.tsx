import PrintIcon from '@mui/icons-material/Print';
import { Box, Button, GlobalStyles, Stack, Typography } from '@mui/material';
import type { AdminOrder } from '@mdc/shared';
import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { Link, useGetOne, useLocale, useTranslate } from 'react-admin';
import { usePlaceNames } from './place-names';

/** Only the slip on paper: no buttons, black on white, no page margins of the app. */
const printStyles = (
  <GlobalStyles
    styles={{
      '@media print': {
        '.no-print': { display: 'none !important' },
        body: { background: '#ffffff' },
        '@page': { margin: '15mm' },
      },
    }}
  />
);

const cell = { borderBottom: '1px solid #999999', padding: '6px 8px', textAlign: 'left' } as const;

/**
 * A printable packing slip (a bare route, without the admin's menu): what goes in the box and
 * where it goes. No prices: the slip travels with the wine.
 */
export function PackingSlip() {
  const { id } = useParams();
  const translate = useTranslate();
  const locale = useLocale();
  const places = usePlaceNames();
  const {
    data: order,
    isPending,
    error,
  } = useGetOne<AdminOrder & { id: number }>('orders', {
    id: Number(id),
  });
  const t = (key: string, options?: object) => translate(`resources.orders.slip.${key}`, options);

  useEffect(() => {
    if (order) document.title = `${t('title')} ${order.order_number}`;
  });

  if (isPending) return <Typography sx={{ p: 3 }}>{t('loading')}</Typography>;
  if (error || !order) {
    return (
      <Typography role="alert" sx={{ p: 3 }}>
        {error instanceof Error ? error.message : String(error)}
      </Typography>
    );
  }
  const address = order.shipping_address;
  const date = new Date(order.created_at).toLocaleDateString(locale === 'en' ? 'en-GB' : 'pt-PT', {
    dateStyle: 'long',
  });
  return (
    <Box
      sx={{
        maxWidth: 760,
        mx: 'auto',
        p: { xs: 2, sm: 4 },
        color: '#000000',
        background: '#ffffff',
      }}
    >
      {printStyles}
      <Stack className="no-print" direction="row" spacing={1} sx={{ mb: 3 }}>
        <Button variant="contained" startIcon={<PrintIcon />} onClick={() => window.print()}>
          {t('print')}
        </Button>
        <Button component={Link} to={`/orders/${order.id}/show`}>
          {t('back')}
        </Button>
      </Stack>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
        {order.estate_name}
      </Typography>
      <Typography variant="h6" component="p" sx={{ mt: 1 }}>
        {t('title')} · {t('order', { number: order.order_number })}
      </Typography>
      <Typography>{t('date', { date })}</Typography>
      {order.discount_code && (
        <Typography>{t('discount_code', { code: order.discount_code })}</Typography>
      )}

      <Typography variant="h6" component="h2" sx={{ mt: 3 }}>
        {t('ship_to')}
      </Typography>
      <Box component="address" sx={{ fontStyle: 'normal', fontSize: '1.1rem' }}>
        {address
          ? [address.name, ...address.lines, places.regionAndCountry(address), address.phone]
              .filter(Boolean)
              .map((line) => <div key={line}>{line}</div>)
          : '—'}
      </Box>

      <Box component="table" sx={{ width: '100%', borderCollapse: 'collapse', mt: 3 }}>
        <thead>
          <tr>
            <Box component="th" sx={cell}>
              {translate('resources.orders.lines.title')}
            </Box>
            <Box component="th" sx={cell}>
              {translate('resources.orders.lines.sku')}
            </Box>
            <Box component="th" sx={{ ...cell, textAlign: 'right' }}>
              {translate('resources.orders.lines.quantity')}
            </Box>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line) => (
            <tr key={line.id}>
              <Box component="td" sx={cell}>
                {line.title}
              </Box>
              <Box component="td" sx={cell}>
                {line.sku}
              </Box>
              <Box component="td" sx={{ ...cell, textAlign: 'right', fontWeight: 700 }}>
                {line.quantity}
              </Box>
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  );
}
