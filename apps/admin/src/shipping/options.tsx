import type { AdminShippingOption } from '@mdc/shared';
import {
  ArrayInput,
  BooleanInput,
  Create,
  Edit,
  EditButton,
  FormDataConsumer,
  FunctionField,
  NumberField,
  ReferenceInput,
  SelectInput,
  SimpleForm,
  SimpleFormIterator,
  TextInput,
  required,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { centsOf, useMoney, DecimalInput } from '../ui';
import {
  AddFromFilterActions,
  enabledColumn,
  filteredList,
  nameColumn,
  ShippingList,
} from './shipping-common';

/** The zone whose regions an option serves (docs/decisions/107-shipping-zones.md). */
function ZoneInput(props: { source: string; alwaysOn?: boolean; validate?: boolean }) {
  return (
    <ReferenceInput
      source={props.source}
      alwaysOn={props.alwaysOn}
      reference="shipping-zones"
      perPage={500}
      sort={{ field: 'name', order: 'ASC' }}
    >
      <SelectInput
        optionText="name"
        label="resources.shipping-options.fields.zone_id"
        {...(props.validate ? { validate: required() } : {})}
        sx={{ minWidth: 260 }}
      />
    </ReferenceInput>
  );
}

/** "1–6: 7,50 € · 7–12: 9,90 € · 25 ou mais: 17,90 €" */
function BandsSummary() {
  const euros = useMoney();
  const translate = useTranslate();
  return (
    <FunctionField
      source="price_bands"
      sortable={false}
      render={(record: AdminShippingOption) =>
        record.price_bands
          .map(
            (band) =>
              `${
                band.max_bottles === null
                  ? translate('shipping.options.or_more', { from: band.min_bottles })
                  : `${band.min_bottles}–${band.max_bottles}`
              }: ${euros(band.price)}`,
          )
          .join(' · ')
      }
    />
  );
}

function FreeShipping() {
  const translate = useTranslate();
  const euros = useMoney();
  return (
    <FunctionField
      source="allow_free_shipping"
      sortable={false}
      render={(record: AdminShippingOption) =>
        !record.allow_free_shipping
          ? translate('shipping.options.never_free')
          : centsOf(record.free_shipping_from) === 0
            ? translate('shipping.options.always_free')
            : translate('shipping.options.free_from', {
                amount: euros(record.free_shipping_from),
              })
      }
    />
  );
}

/** The options of a zone (standard, express, …), each priced by number of bottles. */
export function OptionList() {
  return (
    <ShippingList
      section="options"
      filters={[<ZoneInput key="zone" source="zone_id" alwaysOn />]}
      actions={
        <AddFromFilterActions
          label="shipping.options.add"
          newRecord={(filter) => ({ ...newOption, zone_id: filter.zone_id })}
        />
      }
      sort={{ field: 'position', order: 'ASC' }}
      rowClick="edit"
    >
      {nameColumn()}
      <BandsSummary />
      <FreeShipping />
      <NumberField source="position" />
      {enabledColumn('shipping-options')}
      <EditButton />
    </ShippingList>
  );
}

const newOption = {
  price_bands: [{ min_bottles: 1, max_bottles: null, price: '0.00' }],
  allow_free_shipping: false,
  free_shipping_from: '0.00',
  enabled: true,
  position: 0,
};

const field = (name: string) => `resources.shipping-options.fields.${name}`;

function OptionForm() {
  return (
    <SimpleForm>
      <ZoneInput source="zone_id" validate />
      <TextInput source="name_pt" validate={required()} fullWidth />
      <TextInput source="name_en" validate={required()} fullWidth />
      <ArrayInput source="price_bands" helperText="shipping.options.bands_help">
        <SimpleFormIterator inline disableReordering disableClear>
          <DecimalInput
            decimals={0}
            source="min_bottles"
            label={field('min_bottles')}
            min={1}
            validate={required()}
          />
          <DecimalInput decimals={0} source="max_bottles" label={field('max_bottles')} min={1} />
          <DecimalInput euros source="price" label={field('price')} min={0} validate={required()} />
        </SimpleFormIterator>
      </ArrayInput>
      <BooleanInput source="allow_free_shipping" />
      <FormDataConsumer>
        {({ formData }) =>
          formData.allow_free_shipping && (
            <DecimalInput
              euros
              source="free_shipping_from"
              min={0}
              helperText="shipping.options.free_from_help"
            />
          )
        }
      </FormDataConsumer>
      <BooleanInput source="enabled" helperText="shipping.options.enabled_help" />
      <DecimalInput
        decimals={0}
        source="position"
        min={0}
        helperText="shipping.options.position_help"
      />
    </SimpleForm>
  );
}

const backToZone = (_resource?: string, _id?: unknown, data?: Partial<RaRecord>) =>
  filteredList('shipping-options', { zone_id: String(data?.zone_id ?? '') });

export function OptionCreate() {
  return (
    <Create redirect={backToZone} record={newOption}>
      <OptionForm />
    </Create>
  );
}

export function OptionEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect={backToZone}>
      <OptionForm />
    </Edit>
  );
}
