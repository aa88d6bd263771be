import type { AdminShippingZone } from '@mdc/shared';
import {
  Create,
  CreateButton,
  Edit,
  EditButton,
  FunctionField,
  NumberField,
  SimpleForm,
  TextField,
  TextInput,
  TopToolbar,
  required,
} from 'react-admin';
import { filteredList, ShippingList } from './shipping-common';

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
  return (
    <ShippingList
      section="zones"
      actions={<ZoneActions />}
      sort={{ field: 'name', order: 'ASC' }}
      rowClick={(id) => filteredList('shipping-options', { zone_id: String(id) })}
    >
      <TextField source="name" />
      <FunctionField
        source="region_codes"
        sortable={false}
        render={(record: AdminShippingZone) => record.region_codes.join(', ')}
      />
      <NumberField source="options" />
      <EditButton />
    </ShippingList>
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
