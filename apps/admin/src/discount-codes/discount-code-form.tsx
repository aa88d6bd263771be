import BlockIcon from '@mui/icons-material/Block';
import { Alert, Stack, Link as MuiLink } from '@mui/material';
import type { AdminDiscountCode } from '@mdc/shared';
import { useState } from 'react';
import {
  BooleanInput,
  Button,
  Confirm,
  Create,
  DateInput,
  Edit,
  FormDataConsumer,
  Link,
  RadioButtonGroupInput,
  SaveButton,
  SimpleForm,
  TextInput,
  Toolbar,
  required,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { StateChip } from './discount-code-list';
import { DecimalInput } from '../ui';

const t = (key: string) => `resources.discount-codes.${key}`;

const newCode = {
  kind: 'percent',
  percent: 10,
  amount: null,
  min_order: '0.00',
  valid_from: null,
  valid_until: null,
  usage_limit: null,
  active: true,
  note: '',
};

/** Switches the code off (DELETE keeps it: orders point at it), after a confirmation. */
function DeactivateButton() {
  const code = useRecordContext<AdminDiscountCode>();
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!code?.active) return null;
  async function deactivate() {
    setBusy(true);
    try {
      await dataProvider.delete('discount-codes', { id: code!.id, previousData: code });
      notify(t('deactivated'), { type: 'success' });
      refresh();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
      setOpen(false);
    }
  }
  return (
    <>
      <Button label={t('deactivate')} color="warning" onClick={() => setOpen(true)}>
        <BlockIcon />
      </Button>
      <Confirm
        isOpen={open}
        loading={busy}
        title={t('deactivate_title')}
        titleTranslateOptions={{ code: code.code }}
        content={t('deactivate_confirm')}
        confirm={t('deactivate')}
        confirmColor="warning"
        onConfirm={deactivate}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

function EditToolbar() {
  return (
    <Toolbar sx={{ justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
      <SaveButton />
      <DeactivateButton />
    </Toolbar>
  );
}

/** How often the code was used so far, its state, and the orders that used it. */
function UsageSummary() {
  const code = useRecordContext<AdminDiscountCode>();
  const translate = useTranslate();
  if (!code) return null;
  const filter = encodeURIComponent(JSON.stringify({ discount_code: code.code, paid: 'yes' }));
  return (
    <Alert severity="info" icon={false} sx={{ mb: 2, width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <StateChip state={code.state} />
        <span>{translate(t('used'), { smart_count: code.used_count })}</span>
        <MuiLink component={Link} to={`/orders?filter=${filter}`}>
          {translate(t('orders_link'))}
        </MuiLink>
      </Stack>
    </Alert>
  );
}

/** The whole code as staff edit it; the server checks it all again and names the field at fault. */
function DiscountCodeForm({
  toolbar,
  editing,
}: {
  toolbar?: React.ReactElement;
  editing: boolean;
}) {
  const translate = useTranslate();
  return (
    <SimpleForm toolbar={toolbar} sx={{ maxWidth: 640 }}>
      {editing && <UsageSummary />}
      <TextInput
        source="code"
        validate={required()}
        helperText={t('help.code')}
        fullWidth
        inputProps={{ style: { textTransform: 'uppercase' }, autoCapitalize: 'characters' }}
      />
      <RadioButtonGroupInput
        source="kind"
        choices={(['percent', 'fixed'] as const).map((id) => ({
          id,
          name: translate(t(`kinds.${id}`)),
        }))}
        validate={required()}
      />
      <FormDataConsumer>
        {({ formData }) =>
          formData.kind === 'fixed' ? (
            <DecimalInput
              euros
              source="amount"
              min={0.01}
              validate={required()}
              helperText={t('help.amount')}
            />
          ) : (
            <DecimalInput
              decimals={0}
              source="percent"
              min={1}
              max={100}
              validate={required()}
              helperText={t('help.percent')}
            />
          )
        }
      </FormDataConsumer>
      <DecimalInput euros source="min_order" min={0} helperText={t('help.min_order')} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }} useFlexGap>
        <DateInput source="valid_from" helperText={t('help.valid')} />
        <DateInput source="valid_until" helperText={false} />
      </Stack>
      <DecimalInput decimals={0} source="usage_limit" min={1} helperText={t('help.usage_limit')} />
      <BooleanInput source="active" helperText={t('help.active')} />
      <TextInput source="note" helperText={t('help.note')} fullWidth />
    </SimpleForm>
  );
}

export function DiscountCodeCreate() {
  return (
    <Create redirect="list" record={newCode}>
      <DiscountCodeForm editing={false} />
    </Create>
  );
}

export function DiscountCodeEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list">
      <DiscountCodeForm editing toolbar={<EditToolbar />} />
    </Edit>
  );
}
