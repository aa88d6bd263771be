import { Chip, Typography } from '@mui/material';
import type { AdminDiscountCode, DiscountCodeState } from '@mdc/shared';
import {
  CreateButton,
  Datagrid,
  FunctionField,
  List,
  SelectInput,
  SimpleList,
  TextField,
  TopToolbar,
  useLocale,
  useTranslate,
} from 'react-admin';
import { centsOf, searchFilter, useMoney, usePhone } from '../ui';

const t = (key: string) => `resources.discount-codes.${key}`;

/** Dark text on a light tint (the order badges' pairs), so the contrast stays above 4.5:1. */
const stateColours: Record<DiscountCodeState, [string, string]> = {
  active: ['#dcfce7', '#14532d'],
  inactive: ['#e5e7eb', '#111827'],
  scheduled: ['#dbeafe', '#1e3a8a'],
  expired: ['#e5e7eb', '#111827'],
  used_up: ['#ffedd5', '#7c2d12'],
};

/** An estate day (YYYY-MM-DD) as staff read it: "1 jul. 2026" or "1 Jul 2026". */
export function useDay() {
  const locale = useLocale();
  return (day: string) =>
    new Date(`${day}T12:00:00Z`).toLocaleDateString(locale === 'en' ? 'en-GB' : 'pt-PT', {
      dateStyle: 'medium',
      timeZone: 'UTC',
    });
}

/** "10 %" or "5,00 €". */
export function useCodeValue() {
  const money = useMoney();
  return (code: AdminDiscountCode) =>
    code.kind === 'percent' ? `${code.percent} %` : money(code.amount ?? '0.00');
}

/** "Always", "From 1 Jul 2026", "1 Jul 2026 – 31 Aug 2026". */
export function useValidity() {
  const translate = useTranslate();
  const day = useDay();
  return ({ valid_from: from, valid_until: until }: AdminDiscountCode) => {
    if (from && until) return translate(t('between'), { from: day(from), until: day(until) });
    if (from) return translate(t('from'), { date: day(from) });
    if (until) return translate(t('until'), { date: day(until) });
    return translate(t('always'));
  };
}

export function StateChip({ state }: { state: DiscountCodeState }) {
  const translate = useTranslate();
  const [background, color] = stateColours[state];
  return (
    <Chip
      size="small"
      label={translate(t(`states.${state}`))}
      sx={{ backgroundColor: background, color, fontWeight: 600 }}
    />
  );
}

function useUses() {
  const translate = useTranslate();
  return (code: AdminDiscountCode) =>
    `${code.used_count} / ${code.usage_limit ?? translate(t('no_limit'))}`;
}

function Actions() {
  return (
    <TopToolbar>
      <CreateButton label={t('add')} />
    </TopToolbar>
  );
}

function useFilters() {
  const translate = useTranslate();
  return [
    searchFilter(t('search_hint')),
    <SelectInput
      key="active"
      source="active"
      alwaysOn
      choices={(['yes', 'no'] as const).map((id) => ({
        id,
        name: translate(t(`active_choices.${id}`)),
      }))}
    />,
  ];
}

/** Codes, newest first: what each takes off, when and how often it may be used, its state. */
export function DiscountCodeList() {
  const translate = useTranslate();
  const isSmall = usePhone();
  const value = useCodeValue();
  const validity = useValidity();
  const uses = useUses();
  const money = useMoney();
  const empty = <Typography sx={{ p: 2 }}>{translate(t('empty'))}</Typography>;
  return (
    <List
      exporter={false}
      filters={useFilters()}
      actions={<Actions />}
      sort={{ field: 'created_at', order: 'DESC' }}
      empty={false}
    >
      <Typography variant="body2" sx={{ px: 2, pt: 1 }}>
        {translate(t('explanation'))}
      </Typography>
      {isSmall ? (
        <SimpleList<AdminDiscountCode>
          primaryText={(code) => `${code.code} · ${value(code)}`}
          secondaryText={(code) => `${validity(code)} · ${uses(code)}`}
          tertiaryText={(code) => <StateChip state={code.state} />}
          linkType="edit"
          empty={empty}
        />
      ) : (
        <Datagrid bulkActionButtons={false} rowClick="edit" empty={empty}>
          <TextField source="code" />
          <FunctionField<AdminDiscountCode>
            source="kind"
            render={(code) => translate(t(`kinds.${code.kind}`))}
          />
          <FunctionField<AdminDiscountCode>
            label={t('fields.value')}
            sortable={false}
            textAlign="right"
            render={value}
          />
          <FunctionField<AdminDiscountCode>
            source="min_order"
            sortable={false}
            textAlign="right"
            render={(code) =>
              centsOf(code.min_order) ? money(code.min_order) : translate(t('min_order_none'))
            }
          />
          <FunctionField<AdminDiscountCode>
            source="valid_from"
            label={t('fields.validity')}
            render={validity}
          />
          <FunctionField<AdminDiscountCode>
            source="used_count"
            label={t('fields.uses')}
            textAlign="right"
            render={uses}
          />
          <FunctionField<AdminDiscountCode>
            source="state"
            sortable={false}
            render={(code) => <StateChip state={code.state} />}
          />
        </Datagrid>
      )}
    </List>
  );
}
