import { Switch, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import {
  CreateButton,
  Datagrid,
  FunctionField,
  List,
  TopToolbar,
  useListContext,
  useLocaleState,
  useNotify,
  useRecordContext,
  useTranslate,
  useUpdate,
  type DatagridProps,
  type ListProps,
  type RaRecord,
} from 'react-admin';

/** A record's name in the admin's language (records carry name_pt and name_en). */
export function useLocalName() {
  const [locale] = useLocaleState();
  return (record?: { name_pt: string; name_en: string } | RaRecord) =>
    record ? String(locale === 'en' ? record.name_en : record.name_pt) : '';
}

/** The "name" column and option text: the record's name in the admin's language. */
export function LocalName() {
  const record = useRecordContext();
  const name = useLocalName();
  return <>{name(record)}</>;
}

/**
 * A switch in a list row that turns the record on or off at once (saved immediately, with a
 * notice), without opening the row.
 */
export function EnabledToggle({ resource }: { resource: string }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const notify = useNotify();
  const name = useLocalName();
  const [update, { isPending }] = useUpdate();
  if (!record) return null;
  return (
    <Switch
      checked={Boolean(record.enabled)}
      disabled={isPending}
      slotProps={{
        input: { 'aria-label': translate('shipping.enabled_for', { name: name(record) }) },
      }}
      onClick={(event) => event.stopPropagation()}
      onChange={(event) =>
        update(
          resource,
          {
            id: record.id,
            data: { ...record, enabled: event.target.checked },
            previousData: record,
          },
          {
            mutationMode: 'pessimistic',
            onSuccess: () =>
              notify(event.target.checked ? 'shipping.switched_on' : 'shipping.switched_off', {
                type: 'success',
                messageArgs: { name: name(record) },
              }),
            onError: (error) => notify((error as Error).message, { type: 'error' }),
          },
        )
      }
    />
  );
}

/** A list filter in the address bar, for links from a country to its regions and so on. */
export const filteredList = (resource: string, filter: Record<string, string>) =>
  `/${resource}?filter=${encodeURIComponent(JSON.stringify(filter))}`;

/**
 * A shipping list screen (zones, regions, options): its explanation above a grid whose rows open
 * with `rowClick`, and a line when the grid is empty; `section` names both texts
 * (shipping.<section>.explanation and .empty).
 */
export function ShippingList({
  section,
  rowClick,
  children,
  ...listProps
}: Pick<ListProps, 'filters' | 'actions' | 'sort' | 'perPage'> & {
  section: 'zones' | 'regions' | 'options';
  rowClick: DatagridProps['rowClick'];
  children: ReactNode;
}) {
  const translate = useTranslate();
  return (
    <List exporter={false} {...listProps} empty={false}>
      <Typography variant="body2" sx={{ px: 2, pt: 1 }}>
        {translate(`shipping.${section}.explanation`)}
      </Typography>
      <Datagrid
        bulkActionButtons={false}
        rowClick={rowClick}
        empty={<Typography sx={{ p: 2 }}>{translate(`shipping.${section}.empty`)}</Typography>}
      >
        {children}
      </Datagrid>
    </List>
  );
}

/**
 * A list's toolbar whose add button starts the new record from the list's filter (a country's
 * regions add a region of that country, a zone's options an option of that zone).
 */
export function AddFromFilterActions({
  label,
  newRecord,
}: {
  label: string;
  newRecord: (filter: Record<string, unknown>) => Record<string, unknown>;
}) {
  const { filterValues } = useListContext();
  return (
    <TopToolbar>
      <CreateButton label={label} state={{ record: newRecord(filterValues) }} />
    </TopToolbar>
  );
}

/*
 * Grid columns are elements the grid reads its header from (source, label, sortable), so these
 * make the element rather than wrap it in a component of their own.
 */

/** The name column: the record's name in the admin's language, sorted by the Portuguese one. */
export const nameColumn = () => (
  <FunctionField source="name_pt" label="shipping.name" render={() => <LocalName />} />
);

/** The on/off column: a switch that saves at once (EnabledToggle). */
export const enabledColumn = (resource: string) => (
  <FunctionField
    source="enabled"
    sortable={false}
    render={() => <EnabledToggle resource={resource} />}
  />
);
