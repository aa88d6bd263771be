import {
  Alert,
  Box,
  Button,
  Chip,
  List,
  ListItem,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import { isSiteLang, type AdminDashboard, type AdminOrderSummary } from '@mdc/shared';
import { useEffect, useState, type ReactNode } from 'react';
import { Link, Title, useLocale, useTranslate } from 'react-admin';
import { adminFetch } from '../providers/data-provider';
import { SectionCard, useBookingSummary, useDeliverLabel, useMoney } from '../ui';
import { SalesChart } from './sales-chart';

/** The orders list filtered as the "to prepare" card counts them. */
const toPrepareLink = `/orders?${new URLSearchParams({
  filter: JSON.stringify({ payment_status: 'paid', deliver_status: ['pending', 'processing'] }),
  sort: 'created_at',
  order: 'ASC',
})}`;

function useFormats() {
  const locale = useLocale();
  const lang = isSiteLang(locale) ? locale : 'pt';
  const intl = lang === 'en' ? 'en-GB' : 'pt-PT';
  return {
    day: (date: string) =>
      new Date(`${date}T12:00:00Z`).toLocaleDateString(intl, { day: 'numeric', month: 'short' }),
    dateTime: (iso: string) =>
      new Date(iso).toLocaleString(intl, { dateStyle: 'short', timeStyle: 'short' }),
  };
}

/** A dashboard card: a third of a wide screen, the full width of a phone. */
function DashboardCard(props: { title: string; action?: ReactNode; children: ReactNode }) {
  return <SectionCard {...props} flex="1 1 340px" outlined={false} />;
}

function Empty({ text }: { text: string }) {
  const translate = useTranslate();
  return (
    <Typography color="text.secondary" sx={{ py: 1 }}>
      {translate(text)}
    </Typography>
  );
}

/** Dark text on a light tint (the shop badges' orange and red): AA contrast on small text. */
const attention = { backgroundColor: '#ffedd5', color: '#7c2d12' } as const;
const alarm = { backgroundColor: '#fee2e2', color: '#7f1d1d' } as const;

function HandledChip({ handled }: { handled: boolean }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      variant={handled ? 'outlined' : 'filled'}
      sx={handled ? undefined : attention}
      label={translate(handled ? 'dashboard.handled' : 'dashboard.not_handled')}
    />
  );
}

function OrderLines({ orders, heading }: { orders: AdminOrderSummary[]; heading: string }) {
  const translate = useTranslate();
  const { dateTime } = useFormats();
  const money = useMoney();
  const deliverLabel = useDeliverLabel();
  if (orders.length === 0) return null;
  return (
    <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
      <Typography variant="subtitle2" component="h3">
        {translate(heading)}
      </Typography>
      <List dense disablePadding>
        {orders.map((order) => (
          <ListItem key={order.id} disableGutters>
            <ListItemText
              primary={
                <Link to={`/orders/${order.id}/show`}>
                  {order.order_number} · {order.name}
                </Link>
              }
              secondary={`${dateTime(order.created_at)} · ${money(order.total_amount)} · ${deliverLabel(
                order.deliver_status,
              )}`}
            />
          </ListItem>
        ))}
      </List>
    </Box>
  );
}

function ToPrepare({ data }: { data: AdminDashboard['orders_to_prepare'] }) {
  const translate = useTranslate();
  const newestOnly = data.newest.filter((order) => !data.oldest.some((o) => o.id === order.id));
  return (
    <DashboardCard
      title="dashboard.to_prepare.title"
      action={
        <Button component={Link} to={toPrepareLink} size="small">
          {translate('dashboard.to_prepare.see_all')}
        </Button>
      }
    >
      <Typography variant="h3" component="p" sx={{ fontWeight: 700 }}>
        {data.count}
      </Typography>
      <Typography color="text.secondary" gutterBottom>
        {translate('dashboard.to_prepare.count', { smart_count: data.count })}
      </Typography>
      {data.count === 0 ? (
        <Empty text="dashboard.to_prepare.none" />
      ) : (
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2 }}>
          <OrderLines orders={data.oldest} heading="dashboard.to_prepare.oldest" />
          <OrderLines orders={newestOnly} heading="dashboard.to_prepare.newest" />
        </Stack>
      )}
    </DashboardCard>
  );
}

function LowStock({ wines, threshold }: { wines: AdminDashboard['low_stock']; threshold: number }) {
  const translate = useTranslate();
  const locale = useLocale();
  return (
    <DashboardCard title="dashboard.low_stock.title">
      <Typography color="text.secondary" gutterBottom>
        {translate('dashboard.low_stock.hint', { threshold })}
      </Typography>
      {wines.length === 0 ? (
        <Empty text="dashboard.low_stock.none" />
      ) : (
        <List dense disablePadding>
          {wines.map((wine) => (
            <ListItem
              key={wine.id}
              disableGutters
              secondaryAction={
                <Chip
                  size="small"
                  sx={wine.stock === 0 ? alarm : attention}
                  label={translate('dashboard.low_stock.bottles', { smart_count: wine.stock })}
                />
              }
            >
              <ListItemText
                primary={
                  <Link to={`/wines/${wine.id}`}>
                    {locale === 'en' ? wine.title.en : wine.title.pt}
                  </Link>
                }
              />
            </ListItem>
          ))}
        </List>
      )}
    </DashboardCard>
  );
}

function Sales({ data }: { data: AdminDashboard }) {
  const translate = useTranslate();
  const { day } = useFormats();
  const money = useMoney();
  return (
    <DashboardCard title="dashboard.sales.title">
      <Typography gutterBottom>
        {translate('dashboard.sales.total_line', {
          amount: money(data.sales_total),
          smart_count: data.sales_count,
        })}
      </Typography>
      <SalesChart sales={data.sales} money={money} dayLabel={day} />
    </DashboardCard>
  );
}

function Requests({
  title,
  items,
  resource,
  empty,
  describe,
}: {
  title: string;
  items: Array<{ id: number; name: string; created_at: string; handled: boolean }>;
  resource: string;
  empty: string;
  describe: (index: number) => string;
}) {
  const translate = useTranslate();
  const { dateTime } = useFormats();
  return (
    <DashboardCard
      title={title}
      action={
        <Button component={Link} to={`/${resource}`} size="small">
          {translate('dashboard.see_all')}
        </Button>
      }
    >
      {items.length === 0 ? (
        <Empty text={empty} />
      ) : (
        <List dense disablePadding>
          {items.map((item, index) => (
            <ListItem
              key={item.id}
              disableGutters
              secondaryAction={<HandledChip handled={item.handled} />}
            >
              <ListItemText
                sx={{ pr: 12 }}
                primary={<Link to={`/${resource}/${item.id}/show`}>{item.name}</Link>}
                secondary={`${dateTime(item.created_at)} · ${describe(index)}`}
              />
            </ListItem>
          ))}
        </List>
      )}
    </DashboardCard>
  );
}

/** The admin's first page: what needs doing today. */
export function Dashboard() {
  const translate = useTranslate();
  const { day } = useFormats();
  // The house's dates, or wine tourism's experience, day and people, on one line.
  const bookingSummary = useBookingSummary(day);
  const [data, setData] = useState<AdminDashboard | null>(null);
  const [failed, setFailed] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    adminFetch<AdminDashboard>('/api/admin/dashboard/')
      .then((answer) => live && setData(answer))
      .catch((error: unknown) => live && setFailed(error instanceof Error ? error.message : ''));
    return () => {
      live = false;
    };
  }, []);

  return (
    <Box sx={{ py: 2 }}>
      <Title title="dashboard.title" />
      {failed !== null && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {translate('dashboard.failed')} {failed}
        </Alert>
      )}
      {data === null && failed === null && (
        <Typography role="status">{translate('dashboard.loading')}</Typography>
      )}
      {data && (
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2 }}>
          <ToPrepare data={data.orders_to_prepare} />
          <LowStock wines={data.low_stock} threshold={data.low_stock_threshold} />
          <Box sx={{ flex: '1 1 100%', display: 'flex' }}>
            <Sales data={data} />
          </Box>
          <Requests
            title="dashboard.messages.title"
            items={data.messages}
            resource="contact-messages"
            empty="dashboard.messages.none"
            describe={(index) => data.messages[index]?.subject || translate('dashboard.no_subject')}
          />
          <Requests
            title="dashboard.bookings.title"
            items={data.bookings}
            resource="booking-requests"
            empty="dashboard.bookings.none"
            describe={(index) => bookingSummary(data.bookings[index]!)}
          />
        </Stack>
      )}
    </Box>
  );
}
