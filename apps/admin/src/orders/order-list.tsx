import { Box, Typography } from '@mui/material';
import { deliverStatuses, paymentMethods, paymentStatuses } from '@mdc/shared';
import {
  Datagrid,
  DateField,
  DateInput,
  FunctionField,
  List,
  SelectArrayInput,
  SelectInput,
  SimpleList,
  TextField,
  TextInput,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { WithdrawalMarker } from './withdrawal-panel';
import {
  DeliverStatusBadge,
  searchFilter,
  useDeliverLabel,
  useMoney,
  usePaymentLabel,
  usePhone,
  DecimalInput,
} from '../ui';

function useFilters() {
  const translate = useTranslate();
  const paymentLabel = usePaymentLabel();
  const deliverLabel = useDeliverLabel();
  return [
    searchFilter('resources.orders.search_hint'),
    <SelectArrayInput
      key="deliver_status"
      source="deliver_status"
      alwaysOn
      choices={deliverStatuses.map((id) => ({
        id,
        name: deliverLabel(id),
      }))}
      sx={{ minWidth: 200 }}
    />,
    <SelectInput
      key="paid"
      source="paid"
      alwaysOn
      choices={(['yes', 'no'] as const).map((id) => ({
        id,
        name: translate(`resources.orders.paid_choices.${id}`),
      }))}
    />,
    <SelectInput
      key="payment_status"
      source="payment_status"
      choices={paymentStatuses.map((id) => ({ id, name: paymentLabel(id) }))}
    />,
    <SelectInput
      key="payment_method"
      source="payment_method"
      choices={paymentMethods.map((id) => ({
        id,
        name: translate(`resources.orders.payment_methods.${id}`),
      }))}
    />,
    <DateInput key="created_from" source="created_from" />,
    <DateInput key="created_to" source="created_to" />,
    <DecimalInput decimals={0} key="user_id" source="user_id" min={1} />,
    <TextInput key="discount_code" source="discount_code" />,
    <SelectInput
      key="withdrawal"
      source="withdrawal"
      choices={(['yes', 'no'] as const).map((id) => ({
        id,
        name: translate(`resources.orders.withdrawal_choices.${id}`),
      }))}
    />,
  ];
}

function Empty() {
  const translate = useTranslate();
  return (
    <Box sx={{ p: 3 }}>
      <Typography>{translate('resources.orders.empty')}</Typography>
    </Box>
  );
}

/** Orders, newest first; paid ones by default (abandoned checkouts are one filter away). */
export function OrderList() {
  const isSmall = usePhone();
  const money = useMoney();
  const paymentLabel = usePaymentLabel();
  return (
    <List
      filters={useFilters()}
      filterDefaultValues={{ paid: 'yes' }}
      sort={{ field: 'created_at', order: 'DESC' }}
      exporter={false}
      empty={false}
    >
      {isSmall ? (
        <SimpleList
          primaryText={(record: RaRecord) => `${record.order_number} · ${record.name}`}
          secondaryText={(record: RaRecord) => (
            <>
              <DeliverStatusBadge status={record.deliver_status} />{' '}
              <WithdrawalMarker requestedAt={record.withdrawal_requested_at} />
            </>
          )}
          tertiaryText={(record: RaRecord) => money(record.total_amount)}
          linkType="show"
          empty={<Empty />}
        />
      ) : (
        <Datagrid bulkActionButtons={false} rowClick="show" empty={<Empty />}>
          <TextField source="order_number" />
          <DateField source="created_at" showTime />
          <TextField source="name" />
          <TextField source="email" />
          <TextField source="bottles" sortable={false} />
          <FunctionField
            source="total_amount"
            textAlign="right"
            render={(record: RaRecord) => money(record.total_amount)}
          />
          <FunctionField
            source="deliver_status"
            render={(record: RaRecord) => <DeliverStatusBadge status={record.deliver_status} />}
          />
          <FunctionField
            source="payment_status"
            render={(record: RaRecord) => paymentLabel(record.payment_status)}
          />
          <TextField source="discount_code" sortable={false} emptyText="—" />
          <FunctionField
            source="withdrawal_requested_at"
            sortable={false}
            render={(record: RaRecord) => (
              <WithdrawalMarker requestedAt={record.withdrawal_requested_at} />
            )}
          />
        </Datagrid>
      )}
    </List>
  );
}
