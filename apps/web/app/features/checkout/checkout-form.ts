/**
 * The "shipping same as billing" rules of docs/product/shop.md#checkout, as a pure reducer over the
 * checkout form's values (react-hook-form holds them, use-checkout-form): billing country and region
 * decide whether the billing address can be the delivery address; while the box is on, shipping
 * mirrors billing. The billing phone's prefix follows the billing country until the buyer picks one
 * (docs/decisions/121-forms-post.md); a separate shipping phone starts with its country's prefix.
 */
import { callingCodeFor, countryOfPrefix } from '~/ui/phone';

export const billingFields = [
  'firstName',
  'lastName',
  'address',
  'address_line2',
  'postalCode',
  'house_number',
  'city',
  'phone',
  'email',
  'country',
  'region',
] as const;
export type BillingField = (typeof billingFields)[number];

export const shippingFields = [
  'shipping_first_name',
  'shipping_last_name',
  'shipping_address_line1',
  'shipping_address_line2',
  'shipping_postal_code',
  'shipping_house_number',
  'shipping_city',
  'shipping_phone',
  'shipping_email',
  'shipping_country',
  'shipping_region',
] as const;
export type ShippingField = (typeof shippingFields)[number];

/** Which billing field each shipping field mirrors. */
export const billingFieldOf: Record<ShippingField, BillingField> = {
  shipping_first_name: 'firstName',
  shipping_last_name: 'lastName',
  shipping_address_line1: 'address',
  shipping_address_line2: 'address_line2',
  shipping_postal_code: 'postalCode',
  shipping_house_number: 'house_number',
  shipping_city: 'city',
  shipping_phone: 'phone',
  shipping_email: 'email',
  shipping_country: 'country',
  shipping_region: 'region',
};

export type AddressValues = Record<BillingField | ShippingField, string>;

export interface CheckoutFormState {
  values: AddressValues;
  /** The calling code of the billing phone, such as "+351". */
  phonePrefix: string;
  /** The prefix picker's country (libphonenumber's code, such as "PT"), which gives `phonePrefix`. */
  phoneCountry: string;
  /** The buyer picked the prefix (or it came with a saved phone): it no longer follows the country. */
  phonePrefixChosen: boolean;
  sameAsBilling: boolean;
  /** Billing country and region are set and we do not deliver there: the box is off and locked. */
  billingUnshippable: boolean;
  /** Region codes we deliver to; null until they have loaded. */
  shippableRegions: ReadonlySet<string> | null;
}

export type CheckoutFormAction =
  | { type: 'billing'; field: BillingField; value: string }
  | { type: 'phoneCountry'; country: string; prefix: string }
  | { type: 'shipping'; field: ShippingField; value: string }
  | { type: 'sameAsBilling'; checked: boolean }
  | { type: 'shippableRegions'; regions: ReadonlySet<string> }
  | {
      type: 'prefill';
      billing: Partial<Record<BillingField, string>>;
      phonePrefix: string;
      /** The picker's country for the prefix; by default the main country of the prefix. */
      phoneCountry?: string;
    }
  | {
      type: 'restore';
      values: Partial<AddressValues>;
      phonePrefix: string;
      phoneCountry?: string;
      phonePrefixChosen?: boolean;
      sameAsBilling: boolean;
    };

/** The profile fields a signed-in buyer's billing address starts from (docs/product/shop.md#checkout). */
export interface ProfileAddress {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  phone_prefix: string;
  address: string;
  address_2: string;
  city: string;
  postal_code: string;
  house_number: string;
  country_code: string;
  region_code: string;
}

export function billingFromProfile(user: ProfileAddress): {
  billing: Partial<Record<BillingField, string>>;
  phonePrefix: string;
} {
  return {
    billing: {
      firstName: user.first_name,
      lastName: user.last_name,
      address: user.address,
      address_line2: user.address_2,
      postalCode: user.postal_code,
      house_number: user.house_number,
      city: user.city,
      phone: user.phone,
      email: user.email,
      country: user.country_code,
      region: user.region_code,
    },
    phonePrefix: user.phone_prefix || '+351',
  };
}

const emptyValues = Object.fromEntries(
  [...billingFields, ...shippingFields].map((field) => [field, '']),
) as AddressValues;

export function initialCheckoutForm(phonePrefix = '+351'): CheckoutFormState {
  return {
    values: emptyValues,
    phonePrefix,
    phoneCountry: 'PT',
    phonePrefixChosen: false,
    sameAsBilling: true,
    billingUnshippable: false,
    shippableRegions: null,
  };
}

function copyBillingToShipping(state: CheckoutFormState): AddressValues {
  const values = { ...state.values };
  for (const field of shippingFields) values[field] = state.values[billingFieldOf[field]];
  // The shipping phone has no prefix picker, so it carries the billing prefix in the number.
  if (values.phone) values.shipping_phone = `${state.phonePrefix} ${values.phone}`;
  return values;
}

function clearShipping(values: AddressValues): AddressValues {
  const cleared = { ...values };
  for (const field of shippingFields) cleared[field] = '';
  return cleared;
}

/** Billing country and region are set, the shippable regions known, and we do not deliver there. */
export function isBillingUnshippable(
  values: Pick<AddressValues, 'country' | 'region'>,
  shippableRegions: ReadonlySet<string> | null,
): boolean {
  const { country, region } = values;
  return Boolean(country && region && shippableRegions && !shippableRegions.has(region));
}

/** docs/product/shop.md#checkout: with billing country and region set, shippable forces same-as-billing on. */
function applyShippability(state: CheckoutFormState): CheckoutFormState {
  const { country, region } = state.values;
  if (!country || !region || !state.shippableRegions) {
    return { ...state, billingUnshippable: false };
  }
  if (state.shippableRegions.has(region)) {
    const next = { ...state, sameAsBilling: true, billingUnshippable: false };
    return { ...next, values: copyBillingToShipping(next) };
  }
  return {
    ...state,
    values: state.sameAsBilling ? clearShipping(state.values) : state.values,
    sameAsBilling: false,
    billingUnshippable: true,
  };
}

/** A new billing country brings its calling code to the phone, unless the buyer picked one. */
function followBillingCountry(state: CheckoutFormState, country: string): CheckoutFormState {
  const prefix = callingCodeFor(country);
  if (state.phonePrefixChosen || !prefix) return state;
  return { ...state, phonePrefix: prefix, phoneCountry: country };
}

/** A bare calling code such as "+34 ": what the page puts in an empty shipping phone. */
export const bareCallingCode = /^\+\d{1,4}\s*$/;

/**
 * A new shipping country: the shipping phone (no picker, the prefix is typed in the number) gets
 * the country's calling code when it is empty or still starts with the previous country's code;
 * a prefix the buyer typed is kept.
 */
function followShippingCountry(values: AddressValues, previous: string): AddressValues {
  const prefix = callingCodeFor(values.shipping_country);
  const phone = values.shipping_phone.trim();
  if (!prefix) return values;
  if (!phone) return { ...values, shipping_phone: `${prefix} ` };
  const before = callingCodeFor(previous);
  if (!before || !(phone === before || phone.startsWith(`${before} `))) return values;
  return { ...values, shipping_phone: `${prefix}${phone.slice(before.length)}` };
}

export function checkoutFormReducer(
  state: CheckoutFormState,
  action: CheckoutFormAction,
): CheckoutFormState {
  switch (action.type) {
    case 'billing': {
      const values = { ...state.values, [action.field]: action.value };
      const newCountry = action.field === 'country' && action.value !== state.values.country;
      if (newCountry) values.region = '';
      let next = { ...state, values };
      if (newCountry) next = followBillingCountry(next, action.value);
      if (next.sameAsBilling) next = { ...next, values: copyBillingToShipping(next) };
      return action.field === 'country' || action.field === 'region'
        ? applyShippability(next)
        : next;
    }
    case 'phoneCountry': {
      const next = {
        ...state,
        phonePrefix: action.prefix,
        phoneCountry: action.country,
        phonePrefixChosen: true,
      };
      return next.sameAsBilling ? { ...next, values: copyBillingToShipping(next) } : next;
    }
    case 'shipping': {
      const values = { ...state.values, [action.field]: action.value };
      if (action.field === 'shipping_country' && action.value !== state.values.shipping_country) {
        values.shipping_region = '';
        const followed = followShippingCountry(values, state.values.shipping_country);
        return { ...state, values: followed, sameAsBilling: false };
      }
      return { ...state, values, sameAsBilling: false };
    }
    case 'sameAsBilling': {
      if (action.checked) {
        if (state.billingUnshippable) return state;
        const next = { ...state, sameAsBilling: true };
        return { ...next, values: copyBillingToShipping(next) };
      }
      return { ...state, sameAsBilling: false, values: clearShipping(state.values) };
    }
    case 'shippableRegions':
      return applyShippability({ ...state, shippableRegions: action.regions });
    case 'restore': {
      // What the buyer typed earlier on this visit (a reload, the Back button): only known fields.
      const values = { ...state.values };
      for (const field of [...billingFields, ...shippingFields]) {
        const value = action.values[field];
        if (typeof value === 'string') values[field] = value;
      }
      return applyShippability({
        ...state,
        values,
        phonePrefix: action.phonePrefix,
        phoneCountry: action.phoneCountry || state.phoneCountry,
        phonePrefixChosen: action.phonePrefixChosen ?? state.phonePrefixChosen,
        sameAsBilling: action.sameAsBilling,
      });
    }
    case 'prefill': {
      // Fills only what the buyer has not typed yet; the billing address then ships the order.
      const values = { ...state.values };
      for (const field of billingFields) {
        const value = action.billing[field];
        if (value && !values[field] && field !== 'country' && field !== 'region') {
          values[field] = value;
        }
      }
      if (!values.country && !values.region) {
        values.country = action.billing.country ?? '';
        values.region = action.billing.region ?? '';
      }
      // A typed phone keeps its prefix; the profile's phone comes with its own; without a phone the
      // prefix follows the billing country.
      const typed = Boolean(state.values.phone);
      let next: CheckoutFormState = {
        ...state,
        values,
        phonePrefix: typed ? state.phonePrefix : action.phonePrefix,
        phoneCountry: typed
          ? state.phoneCountry
          : (action.phoneCountry ?? countryOfPrefix(action.phonePrefix)),
        phonePrefixChosen: typed ? state.phonePrefixChosen : Boolean(values.phone),
        sameAsBilling: true,
      };
      if (!values.phone) next = followBillingCountry(next, values.country);
      return applyShippability({ ...next, values: copyBillingToShipping(next) });
    }
  }
}

/** Where the order travels: billing while the box is on, otherwise the shipping address. */
export function deliveryAddress(state: CheckoutFormState): { country: string; region: string } {
  return state.sameAsBilling
    ? { country: state.values.country, region: state.values.region }
    : { country: state.values.shipping_country, region: state.values.shipping_region };
}

/**
 * Everything the buyer sets on the checkout page, as the form holds it (react-hook-form,
 * docs/decisions/111-one-form-library.md): the addresses, the phone's picker, the box, the
 * optional NIF and company, the shipping option and the adult confirmation.
 */
export type CheckoutValues = AddressValues & {
  phonePrefix: string;
  /** The prefix picker's country (libphonenumber's code), which gives `phonePrefix`. */
  phoneCountry: string;
  /** The buyer picked the prefix: it no longer follows the billing country. */
  phonePrefixChosen: boolean;
  sameAsBilling: boolean;
  nif: string;
  company_name: string;
  /** The chosen option as the buyer or a reload left it; the page uses it once it is listed. */
  shipping_option_id: number | null;
  adult: boolean;
};

export function initialCheckoutValues(phoneCountry: string): CheckoutValues {
  const { values, phonePrefix, phonePrefixChosen, sameAsBilling } = initialCheckoutForm();
  return {
    ...values,
    phonePrefix,
    phoneCountry,
    phonePrefixChosen,
    sameAsBilling,
    nif: '',
    company_name: '',
    shipping_option_id: null,
    adult: false,
  };
}

/** The rules' view of the form's values. */
export function addressStateOf(
  values: CheckoutValues,
  shippableRegions: ReadonlySet<string> | null,
): CheckoutFormState {
  const address = Object.fromEntries(
    [...billingFields, ...shippingFields].map((field) => [field, values[field]]),
  ) as AddressValues;
  return {
    values: address,
    phonePrefix: values.phonePrefix,
    phoneCountry: values.phoneCountry,
    phonePrefixChosen: values.phonePrefixChosen,
    sameAsBilling: values.sameAsBilling,
    billingUnshippable: isBillingUnshippable(address, shippableRegions),
    shippableRegions,
  };
}

/** The form values a rule changed, to write back into the form. */
export function changedValues(
  before: CheckoutFormState,
  after: CheckoutFormState,
): Partial<
  Pick<
    CheckoutValues,
    | BillingField
    | ShippingField
    | 'phonePrefix'
    | 'phoneCountry'
    | 'phonePrefixChosen'
    | 'sameAsBilling'
  >
> {
  const changed: Partial<Record<string, string | boolean>> = {};
  for (const field of [...billingFields, ...shippingFields]) {
    if (after.values[field] !== before.values[field]) changed[field] = after.values[field];
  }
  if (after.phonePrefix !== before.phonePrefix) changed.phonePrefix = after.phonePrefix;
  if (after.phoneCountry !== before.phoneCountry) changed.phoneCountry = after.phoneCountry;
  if (after.phonePrefixChosen !== before.phonePrefixChosen) {
    changed.phonePrefixChosen = after.phonePrefixChosen;
  }
  if (after.sameAsBilling !== before.sameAsBilling) changed.sameAsBilling = after.sameAsBilling;
  return changed;
}
