import { Avatar, Box, Typography } from '@mui/material';
import type { AdminWine } from '@mdc/shared';
import {
  BooleanField,
  BooleanInput,
  CreateButton,
  Datagrid,
  FunctionField,
  List,
  NumberField,
  SelectInput,
  SimpleList,
  TextField,
  useListContext,
  useTranslate,
} from 'react-admin';
import { searchFilter, useMoney, usePhone } from '../ui';
import { thumbnailOf } from './media-inputs';
import { StockCount } from './stock-panel';

function Thumbnail() {
  return (
    <FunctionField
      source="image_url"
      sortable={false}
      render={(wine: AdminWine) => {
        const src = thumbnailOf(wine.image_url);
        // Decorative: the title is in the next column.
        return src ? (
          <Box
            component="img"
            src={src}
            alt=""
            loading="lazy"
            sx={{ height: 56, width: 40, objectFit: 'contain', display: 'block' }}
          />
        ) : null;
      }}
    />
  );
}

function EmptyWines() {
  const translate = useTranslate();
  const { filterValues } = useListContext();
  return (
    <Box sx={{ p: 3, textAlign: 'center' }}>
      <Typography sx={{ mb: 2 }}>{translate('resources.wines.empty')}</Typography>
      {Object.keys(filterValues).length === 0 ? <CreateButton variant="contained" /> : null}
    </Box>
  );
}

/** Wines with their prices, stock (low stock highlighted) and where they show. */
export function WineList() {
  const translate = useTranslate();
  const yesNo = [
    { id: 'true', name: translate('resources.wines.choices.yes') },
    { id: 'false', name: translate('resources.wines.choices.no') },
  ];
  const filters = [
    searchFilter(),
    <SelectInput key="show_shop" source="show_shop" choices={yesNo} />,
    <SelectInput key="show_catalog" source="show_catalog" choices={yesNo} />,
    <BooleanInput key="archived" source="archived" alwaysOn />,
  ];
  const phone = usePhone();
  const money = useMoney();
  return (
    <List
      filters={filters}
      sort={{ field: 'sort_order', order: 'ASC' }}
      exporter={false}
      empty={<EmptyWines />}
    >
      {phone ? (
        // A table does not fit a phone: one line per wine with what staff check most.
        <SimpleList<AdminWine>
          primaryText={(wine) => (
            // Not in tertiaryText, which SimpleList fades: the low-stock mark must keep its contrast.
            <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
              {wine.product_title}
              <StockCount count={wine.bottles_quantity} />
            </Box>
          )}
          secondaryText={(wine) =>
            [money(wine.new_price ?? wine.price), wine.year].filter(Boolean).join(' · ')
          }
          leftAvatar={(wine) => (
            <Avatar variant="rounded" src={thumbnailOf(wine.image_url) ?? undefined} alt="" />
          )}
          linkType="edit"
          empty={<EmptyWines />}
        />
      ) : (
        <Datagrid rowClick="edit" bulkActionButtons={false} empty={<EmptyWines />}>
          <Thumbnail />
          <TextField source="product_title" />
          <NumberField source="year" options={{ useGrouping: false }} />
          <FunctionField
            source="price"
            textAlign="right"
            render={(wine: AdminWine) => money(wine.price)}
          />
          <FunctionField
            source="new_price"
            textAlign="right"
            render={(wine: AdminWine) => (wine.new_price === null ? '—' : money(wine.new_price))}
          />
          <FunctionField
            source="bottles_quantity"
            render={(wine: AdminWine) => <StockCount count={wine.bottles_quantity} />}
          />
          <BooleanField source="show_catalog" />
          <BooleanField source="show_shop" />
        </Datagrid>
      )}
    </List>
  );
}
