import PrintIcon from '@mui/icons-material/Print';
import {
  Box,
  Button,
  Link as MuiLink,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { AdminAddress, AdminOrder } from '@mdc/shared';
import type { ReactNode } from 'react';
import { Link, ListButton, Show, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import {
  centsOf,
  DeliverStatusBadge,
  detailQuery,
  SectionCard,
  useMoney,
  usePaymentLabel,
} from '../ui';
import { useDateTime } from './date-time';
import { StatusPanel } from './status-panel';
import { WithdrawalPanel } from './withdrawal-panel';
import { InvoicePanel } from './invoice-panel';
import { usePlaceNames } from './place-names';

/** A card of the order page: side by side in a row, or the full width (the wines). */
function Section({
  title,
  children,
  inRow = true,
}: {
  title: string;
  children: ReactNode;
  inRow?: boolean;
}) {
  return (
    <SectionCard title={`resources.orders.sections.${title}`} flex={inRow ? '1 1 300px' : 'none'}>
      {children}
    </SectionCard>
  );
}

/** A label and its value, as a definition list row. */
function Fact({ label, children }: { label: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Box sx={{ mb: 1 }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {translate(label)}
      </Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

function Address({ address }: { address: AdminAddress | null }) {
  const places = usePlaceNames();
  if (!address) return <Typography>—</Typography>;
  return (
    <Box component="address" sx={{ fontStyle: 'normal' }}>
      {[address.name, ...address.lines, places.regionAndCountry(address)]
        .filter(Boolean)
        .map((line) => (
          <Typography key={line}>{line}</Typography>
        ))}
      {address.email && (
        <Typography>
          <MuiLink href={`mailto:${address.email}`}>{address.email}</MuiLink>
        </Typography>
      )}
      {address.phone && (
        <Typography>
          <MuiLink href={`tel:${address.phone.replace(/\s/g, '')}`}>{address.phone}</MuiLink>
        </Typography>
      )}
    </Box>
  );
}

function Lines({ order }: { order: AdminOrder }) {
  const translate = useTranslate();
  const money = useMoney();
  const t = (key: string) => translate(`resources.orders.lines.${key}`);
  return (
    // width 0 + min-width 100%: the table scrolls inside the card instead of widening the page.
    <Box sx={{ overflowX: 'auto', width: 0, minWidth: '100%' }}>
      <Table size="small" aria-label={translate('resources.orders.sections.lines')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('title')}</TableCell>
            <TableCell>{t('sku')}</TableCell>
            <TableCell align="right">{t('quantity')}</TableCell>
            <TableCell align="right">{t('unit_price')}</TableCell>
            <TableCell align="right">{t('line_total')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {order.lines.map((line) => (
            <TableRow key={line.id}>
              <TableCell>{line.title}</TableCell>
              <TableCell>{line.sku}</TableCell>
              <TableCell align="right">{line.quantity}</TableCell>
              <TableCell align="right">{money(line.unit_price)}</TableCell>
              <TableCell align="right">{money(line.line_total)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

function Totals({ order }: { order: AdminOrder }) {
  const translate = useTranslate();
  const money = useMoney();
  const places = usePlaceNames();
  const rows: Array<[string, string, boolean?]> = [
    [translate('resources.orders.totals.subtotal'), money(order.subtotal)],
    ...(order.discount_code && centsOf(order.discount_amount)
      ? [
          [
            translate('resources.orders.totals.discount', { code: order.discount_code }),
            `−${money(order.discount_amount)}`,
          ] as [string, string],
        ]
      : []),
    [
      translate('resources.orders.totals.shipping', {
        option: places.shippingOption(order) || '—',
      }),
      money(order.shipping_cost),
    ],
    [translate('resources.orders.totals.total'), money(order.total_amount), true],
    [translate('resources.orders.totals.vat', { rate: order.vat_rate }), money(order.vat_amount)],
  ];
  return (
    <Table size="small">
      <TableBody>
        {rows.map(([label, value, strong]) => (
          <TableRow key={label}>
            <TableCell component="th" scope="row" sx={{ fontWeight: strong ? 700 : 400 }}>
              {label}
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: strong ? 700 : 400 }}>
              {value}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function Payment({ order }: { order: AdminOrder }) {
  const money = useMoney();
  const dateTime = useDateTime();
  const paymentLabel = usePaymentLabel();
  const { payment } = order;
  return (
    <Box component="dl" sx={{ m: 0 }}>
      <Fact label="resources.orders.fields.payment_status">
        {paymentLabel(payment.payment_status)}
      </Fact>
      <Fact label="resources.orders.payment.provider">{payment.provider ?? '—'}</Fact>
      <Fact label="resources.orders.payment.intent_id">{payment.intent_id ?? '—'}</Fact>
      <Fact label="resources.orders.payment.paid_at">{dateTime(payment.paid_at)}</Fact>
      {payment.last_error && payment.payment_status !== 'paid' && (
        <Fact label="resources.orders.payment.last_error">{payment.last_error}</Fact>
      )}
      {payment.refund_id && (
        <>
          <Fact label="resources.orders.payment.refunded">{money(payment.refunded_amount)}</Fact>
          <Fact label="resources.orders.payment.refund_id">{payment.refund_id}</Fact>
          <Fact label="resources.orders.payment.refunded_at">{dateTime(payment.refunded_at)}</Fact>
        </>
      )}
    </Box>
  );
}

function Customer({ order }: { order: AdminOrder }) {
  const translate = useTranslate();
  const dateTime = useDateTime();
  return (
    <Box component="dl" sx={{ m: 0 }}>
      <Fact label="resources.orders.fields.name">{order.name || '—'}</Fact>
      <Fact label="resources.orders.fields.email">
        {order.email ? <MuiLink href={`mailto:${order.email}`}>{order.email}</MuiLink> : '—'}
      </Fact>
      <Fact label="resources.orders.customer.language">
        {translate(`resources.orders.customer.languages.${order.preferred_language}`)}
      </Fact>
      <Fact label="resources.orders.customer.account">
        {order.account ? (
          <Link to={`/customers/${order.account.id}/show`}>{order.account.email}</Link>
        ) : (
          translate('resources.orders.customer.guest')
        )}
      </Fact>
      {order.adult_confirmed_at && (
        <Fact label="resources.orders.customer.adult">{dateTime(order.adult_confirmed_at)}</Fact>
      )}
      <MuiLink href={order.customer_url} target="_blank" rel="noopener">
        {translate('resources.orders.customer.view_as_customer')}
      </MuiLink>
    </Box>
  );
}

function OrderDetail() {
  const order = useRecordContext<AdminOrder & { id: number }>();
  const translate = useTranslate();
  const dateTime = useDateTime();
  const money = useMoney();
  if (!order) return null;
  return (
    <Stack spacing={2} sx={{ p: { xs: 1, sm: 2 } }}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1">
          {order.order_number}
        </Typography>
        <DeliverStatusBadge status={order.deliver_status} />
        <Typography color="text.secondary">{dateTime(order.created_at)}</Typography>
        <Typography sx={{ fontWeight: 700 }}>{money(order.total_amount)}</Typography>
      </Stack>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Section title="actions">
          <StatusPanel />
        </Section>
        <Section title="customer">
          <Customer order={order} />
        </Section>
        <Section title="invoices">
          <InvoicePanel />
        </Section>
      </Stack>
      {order.withdrawal && (
        <Section title="withdrawal" inRow={false}>
          <WithdrawalPanel />
        </Section>
      )}
      <Section title="lines" inRow={false}>
        <Lines order={order} />
      </Section>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Section title="shipping">
          {order.same_as_billing && order.billing_address && (
            <Typography variant="body2" color="text.secondary" gutterBottom>
              {translate('resources.orders.customer.same_as_billing')}
            </Typography>
          )}
          <Address address={order.shipping_address} />
          {order.tracking_url && (
            <Box sx={{ mt: 1 }}>
              <MuiLink href={order.tracking_url} target="_blank" rel="noopener noreferrer">
                {translate('resources.orders.fields.tracking_url')}
              </MuiLink>
            </Box>
          )}
        </Section>
        <Section title="billing">
          <Address address={order.billing_address} />
        </Section>
      </Stack>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Section title="totals">
          <Totals order={order} />
        </Section>
        <Section title="payment">
          <Payment order={order} />
        </Section>
      </Stack>
    </Stack>
  );
}

function PackingSlipButton() {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Button
      component={Link}
      to={`/orders/${record.id}/packing-slip`}
      startIcon={<PrintIcon />}
      size="small"
    >
      {translate('resources.orders.actions.packing_slip')}
    </Button>
  );
}

function Actions() {
  return (
    <TopToolbar>
      <ListButton />
      <PackingSlipButton />
    </TopToolbar>
  );
}

/** One order in full, with what staff can do next. */
export function OrderShow() {
  return (
    <Show actions={<Actions />} component="div" queryOptions={detailQuery}>
      <OrderDetail />
    </Show>
  );
}
