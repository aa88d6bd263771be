import { Typography } from '@mui/material';
import {
  AutocompleteInput,
  BooleanInput,
  Create,
  CreateButton,
  Datagrid,
  List,
  NumberField,
  SimpleForm,
  TextField,
  TopToolbar,
  useGetList,
  useNotify,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { enabledColumn, filteredList, nameColumn, useLocalName } from './shipping-common';

function CountryActions() {
  return (
    <TopToolbar>
      <CreateButton label="shipping.countries.add" />
    </TopToolbar>
  );
}

function NoCountries() {
  const translate = useTranslate();
  return (
    <Typography sx={{ p: 3 }}>
      {translate('shipping.countries.empty')} <CreateButton label="shipping.countries.add" />
    </Typography>
  );
}

/** The countries the estate ships to; a row opens the country's regions. */
export function CountryList() {
  const translate = useTranslate();
  return (
    <List
      exporter={false}
      actions={<CountryActions />}
      empty={<NoCountries />}
      sort={{ field: 'name_pt', order: 'ASC' }}
      pagination={false}
      perPage={500}
    >
      <Typography variant="body2" sx={{ px: 2, pt: 2 }}>
        {translate('shipping.countries.explanation')}
      </Typography>
      <Datagrid
        bulkActionButtons={false}
        rowClick={(id) => filteredList('shipping-regions', { country_code: String(id) })}
      >
        {nameColumn()}
        <TextField source="code" />
        <NumberField source="regions" />
        {enabledColumn('shipping-countries')}
      </Datagrid>
    </List>
  );
}

/** Adds a country from the ISO list, with names in the admin's language. */
export function CountryCreate() {
  const name = useLocalName();
  const notify = useNotify();
  const { data: countries = [] } = useGetList('shipping/iso-countries', {
    pagination: { page: 1, perPage: 500 },
  });
  const choices = countries
    .map((country: RaRecord) => ({ id: country.id, name: `${name(country)} (${country.id})` }))
    .sort((a, b) => a.name.localeCompare(b.name));
  return (
    <Create
      redirect="list"
      mutationOptions={{
        onSuccess: () => notify('shipping.countries.added', { type: 'success' }),
      }}
    >
      <SimpleForm>
        <AutocompleteInput
          source="code"
          label="shipping.countries.pick"
          choices={choices}
          isRequired
          fullWidth
          helperText="shipping.countries.pick_help"
        />
        <BooleanInput source="enabled" defaultValue={true} />
      </SimpleForm>
    </Create>
  );
}
