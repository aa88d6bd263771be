import {
  BooleanInput,
  Create,
  Edit,
  EditButton,
  ReferenceInput,
  SelectInput,
  SimpleForm,
  TextField,
  TextInput,
  required,
} from 'react-admin';
import {
  AddFromFilterActions,
  enabledColumn,
  filteredList,
  nameColumn,
  ShippingList,
  useLocalName,
} from './shipping-common';

function CountryFilterInput(props: { source: string; alwaysOn?: boolean }) {
  const name = useLocalName();
  return (
    <ReferenceInput {...props} reference="shipping-countries" perPage={500}>
      <SelectInput optionText={(record) => name(record)} label="shipping.country" />
    </ReferenceInput>
  );
}

/** The zone a region takes its prices from (docs/decisions/107-shipping-zones.md). */
function ZoneInput() {
  return (
    <ReferenceInput
      source="zone_id"
      reference="shipping-zones"
      perPage={500}
      sort={{ field: 'name', order: 'ASC' }}
    >
      <SelectInput
        optionText="name"
        emptyText="shipping.regions.no_zone"
        helperText="shipping.regions.zone_help"
        sx={{ minWidth: 260 }}
      />
    </ReferenceInput>
  );
}

/** Regions, usually of one country, with their zones; a row opens the region. */
export function RegionList() {
  return (
    <ShippingList
      section="regions"
      filters={[
        <CountryFilterInput key="country" source="country_code" alwaysOn />,
        <ReferenceInput key="zone" source="zone_id" reference="shipping-zones" perPage={500}>
          <SelectInput optionText="name" label="resources.shipping-regions.fields.zone_id" />
        </ReferenceInput>,
      ]}
      actions={
        <AddFromFilterActions
          label="shipping.regions.add"
          newRecord={(filter) => ({ country_code: filter.country_code })}
        />
      }
      sort={{ field: 'name_pt', order: 'ASC' }}
      perPage={50}
      rowClick="edit"
    >
      {nameColumn()}
      <TextField source="code" />
      <TextField source="zone_name" emptyText="—" sortable={false} />
      {enabledColumn('shipping-regions')}
      <EditButton />
    </ShippingList>
  );
}

export function RegionCreate() {
  return (
    <Create
      redirect={(_resource, _id, data) =>
        filteredList('shipping-regions', { country_code: String(data?.country_code) })
      }
    >
      <SimpleForm>
        <CountryFilterInput source="country_code" />
        <TextInput source="code" validate={required()} helperText="shipping.regions.code_help" />
        <TextInput source="name_pt" validate={required()} fullWidth />
        <TextInput source="name_en" validate={required()} fullWidth />
        <BooleanInput source="enabled" defaultValue={true} />
        <ZoneInput />
      </SimpleForm>
    </Create>
  );
}

export function RegionEdit() {
  return (
    <Edit
      mutationMode="pessimistic"
      redirect={(_resource, _id, data) =>
        filteredList('shipping-regions', { country_code: String(data?.country_code) })
      }
    >
      <SimpleForm>
        <TextInput source="code" disabled />
        <TextInput source="name_pt" validate={required()} fullWidth />
        <TextInput source="name_en" validate={required()} fullWidth />
        <BooleanInput source="enabled" helperText="shipping.regions.enabled_help" />
        <ZoneInput />
      </SimpleForm>
    </Edit>
  );
}
