import { Typography } from '@mui/material';
import type { AdminShippingZone } from '@mdc/shared';
import {
  Create,
  CreateButton,
  Datagrid,
  Edit,
  EditButton,
  FunctionField,
  List,
  NumberField,
  SimpleForm,
  TextField,
  TextInput,
  TopToolbar,
  required,
  useTranslate,
} from 'react-admin';
import { filteredList } from './shipping-common';

/*
 * Shipping zones (docs/decisions/107-shipping-zones.md): regions sharing one price table. A row
 * opens the zone's options, where staff change the table once for every region of the zone.
 */

function ZoneActions() {
  return (
    <TopToolbar>
      <CreateButton label="shipping.zones.add" />
    </TopToolbar>
  );
}

export function ZoneList() {
  const translate = useTranslate();
  return (
    <List
      exporter={false}
      actions={<ZoneActions />}
      sort={{ field: 'name', order: 'ASC' }}
      empty={false}
    >
      <Typography variant="body2" sx={{ px: 2, pt: 1 }}>
        {translate('shipping.zones.explanation')}
      </Typography>
      <Datagrid
        bulkActionButtons={false}
        rowClick={(id) => filteredList('shipping-options', { zone_id: String(id) })}
        empty={<Typography sx={{ p: 2 }}>{translate('shipping.zones.empty')}</Typography>}
      >
        <TextField source="name" />
        <FunctionField
          source="region_codes"
          sortable={false}
          render={(record: AdminShippingZone) => record.region_codes.join(', ')}
        />
        <NumberField source="options" />
        <EditButton />
      </Datagrid>
    </List>
  );
}

function ZoneForm() {
  return (
    <SimpleForm>
      <TextInput
        source="name"
        validate={required()}
        fullWidth
        helperText="shipping.zones.name_help"
      />
    </SimpleForm>
  );
}

export function ZoneCreate() {
  return (
    <Create redirect="list">
      <ZoneForm />
    </Create>
  );
}

export function ZoneEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list">
      <ZoneForm />
    </Edit>
  );
}
