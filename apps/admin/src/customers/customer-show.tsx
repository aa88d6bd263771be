import {
  Box,
  LinearProgress,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { ReactNode } from 'react';
import {
  BooleanField,
  DateField,
  FunctionField,
  Labeled,
  Link,
  Show,
  TextField,
  useRecordContext,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { DeliverStatusBadge, detailQuery, PaymentStatusChip, SectionCard, useMoney } from '../ui';
import { StaffButton } from './staff-button';

/** A card of the customer page, its rows evenly spaced; the orders card takes more room. */
function Section({
  title,
  wide = false,
  children,
}: {
  title: string;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <SectionCard title={title} flex={wide ? '2 1 480px' : '1 1 280px'}>
      <Stack spacing={1.5}>{children}</Stack>
    </SectionCard>
  );
}

const joined = (...parts: string[]) => parts.filter(Boolean).join(', ');

function Profile() {
  return (
    <Section title="resources.customers.sections.profile">
      <Labeled source="name">
        <FunctionField
          source="name"
          render={(record: RaRecord) => `${record.first_name} ${record.last_name}`.trim() || '—'}
        />
      </Labeled>
      <Labeled>
        <TextField source="email" />
      </Labeled>
      <Labeled>
        <TextField source="username" />
      </Labeled>
      <Labeled source="phone">
        <FunctionField
          source="phone"
          render={(record: RaRecord) =>
            record.phone ? `${record.phone_prefix} ${record.phone}` : '—'
          }
        />
      </Labeled>
      <Labeled source="address">
        <FunctionField
          source="address"
          render={(record: RaRecord) =>
            joined(
              joined(record.address, record.house_number),
              record.address_2,
              `${record.postal_code} ${record.city}`.trim(),
              record.region_name,
              record.country_name,
            ) || '—'
          }
        />
      </Labeled>
      <Labeled source="language">
        <FunctionField
          source="language"
          render={(record: RaRecord) => <LanguageName code={record.language} />}
        />
      </Labeled>
    </Section>
  );
}

function LanguageName({ code }: { code: string }) {
  const translate = useTranslate();
  return <>{translate(`resources.customers.languages.${code}`, { _: code })}</>;
}

function Account() {
  const translate = useTranslate();
  return (
    <Section title="resources.customers.sections.account">
      <Labeled>
        <DateField source="created_at" showTime />
      </Labeled>
      <Labeled>
        <DateField
          source="last_login_at"
          showTime
          emptyText={translate('resources.customers.never')}
        />
      </Labeled>
      <Labeled>
        <BooleanField source="email_verified" />
      </Labeled>
      <Labeled>
        <BooleanField source="google_linked" />
      </Labeled>
      <Labeled source="newsletter_status">
        <FunctionField
          source="newsletter_status"
          render={(record: RaRecord) =>
            translate(`resources.customers.newsletter.${record.newsletter_status}`)
          }
        />
      </Labeled>
      <LockedNotice />
      <StaffSection />
    </Section>
  );
}

function LockedNotice() {
  const record = useRecordContext();
  if (!record?.locked_until) return null;
  return (
    <Labeled>
      <DateField source="locked_until" showTime />
    </Labeled>
  );
}

function StaffSection() {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Box>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {translate(
          record.is_staff
            ? 'resources.customers.staff.is_staff'
            : 'resources.customers.staff.not_staff',
        )}
      </Typography>
      <StaffButton />
    </Box>
  );
}

function Orders() {
  const record = useRecordContext();
  const translate = useTranslate();
  const money = useMoney();
  if (!record) return null;
  const orders: RaRecord[] = record.recent_orders;
  return (
    <Section title="resources.customers.sections.orders" wide>
      <Stack direction="row" spacing={4}>
        <Labeled source="paid_orders_count">
          <TextField source="paid_orders_count" />
        </Labeled>
        <Labeled source="total_spent">
          <FunctionField source="total_spent" render={(r: RaRecord) => money(r.total_spent)} />
        </Labeled>
      </Stack>
      {orders.length === 0 ? (
        <Typography variant="body2">{translate('resources.customers.orders.none')}</Typography>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={translate('resources.customers.orders.recent')}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('resources.customers.orders.number')}</TableCell>
                <TableCell>{translate('resources.customers.orders.date')}</TableCell>
                <TableCell align="right">{translate('resources.customers.orders.total')}</TableCell>
                <TableCell>{translate('resources.customers.orders.status')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {orders.map((order) => (
                <TableRow key={order.id}>
                  <TableCell>
                    <Link to={`/orders/${order.id}/show`}>{order.order_number}</Link>
                  </TableCell>
                  <TableCell>
                    <DateField record={order} source="created_at" />
                  </TableCell>
                  <TableCell align="right">{money(order.total)}</TableCell>
                  <TableCell>
                    <Stack direction="row" spacing={0.5} useFlexGap flexWrap="wrap">
                      <PaymentStatusChip status={order.payment_status} />
                      <DeliverStatusBadge status={order.deliver_status} />
                    </Stack>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
      <Link to={`/orders?filter=${encodeURIComponent(JSON.stringify({ user_id: record.id }))}`}>
        {translate('resources.customers.orders.all')}
      </Link>
    </Section>
  );
}

function CustomerTitle() {
  const record = useRecordContext();
  return <>{record?.email ?? ''}</>;
}

/**
 * The sections, once the full record is there: react-admin first shows the list's row (no
 * orders, no address) while the detail loads.
 */
function CustomerDetail() {
  const record = useRecordContext();
  if (!record?.recent_orders) return <LinearProgress aria-hidden sx={{ m: 2 }} />;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, p: 2 }}>
      <Profile />
      <Account />
      <Orders />
    </Box>
  );
}

/** One account: profile, account state, staff rights, orders. */
export function CustomerShow() {
  return (
    <Show title={<CustomerTitle />} actions={false} queryOptions={detailQuery}>
      <CustomerDetail />
    </Show>
  );
}
