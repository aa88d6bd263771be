import { describe, expect, it } from 'vitest';
import {
  addressStateOf,
  billingFromProfile,
  changedValues,
  checkoutFormReducer as reduce,
  initialCheckoutValues,
  deliveryAddress,
  initialCheckoutForm,
  type CheckoutFormAction,
  type CheckoutFormState,
} from './checkout-form';

const shippable = new Set(['PT-11', 'ES-MD']);

function run(state: CheckoutFormState, ...actions: CheckoutFormAction[]): CheckoutFormState {
  return actions.reduce(reduce, state);
}

const loaded = () => run(initialCheckoutForm(), { type: 'shippableRegions', regions: shippable });

describe('shipping same as billing (docs/product/shop.md#checkout)', () => {
  it('starts checked with empty fields', () => {
    const state = initialCheckoutForm();
    expect(state.sameAsBilling).toBe(true);
    expect(state.phonePrefix).toBe('+351');
    expect(Object.values(state.values).every((value) => value === '')).toBe(true);
  });

  it('copies billing edits to shipping while on, phone with its prefix', () => {
    const state = run(
      loaded(),
      { type: 'billing', field: 'firstName', value: 'Ana' },
      { type: 'billing', field: 'phone', value: '912 345 678' },
    );
    expect(state.values.shipping_first_name).toBe('Ana');
    expect(state.values.shipping_phone).toBe('+351 912 345 678');
    const prefixed = reduce(state, { type: 'phoneCountry', country: 'ES', prefix: '+34' });
    expect(prefixed.values.shipping_phone).toBe('+34 912 345 678');
  });

  it('clears the billing region when the billing country changes', () => {
    const state = run(
      loaded(),
      { type: 'billing', field: 'country', value: 'PT' },
      { type: 'billing', field: 'region', value: 'PT-11' },
      { type: 'billing', field: 'country', value: 'ES' },
    );
    expect(state.values.region).toBe('');
    expect(state.values.shipping_region).toBe('');
    expect(state.billingUnshippable).toBe(false);
  });

  it('forces same-as-billing on for a shippable billing region', () => {
    const state = run(
      loaded(),
      { type: 'sameAsBilling', checked: false },
      { type: 'billing', field: 'city', value: 'Lisboa' },
      { type: 'billing', field: 'country', value: 'PT' },
      { type: 'billing', field: 'region', value: 'PT-11' },
    );
    expect(state.sameAsBilling).toBe(true);
    expect(state.values.shipping_city).toBe('Lisboa');
    expect(state.values.shipping_region).toBe('PT-11');
    expect(deliveryAddress(state)).toEqual({ country: 'PT', region: 'PT-11' });
  });

  it('turns off, locks and clears shipping for a region we do not ship to', () => {
    const state = run(
      loaded(),
      { type: 'billing', field: 'city', value: 'Berlin' },
      { type: 'billing', field: 'country', value: 'DE' },
      { type: 'billing', field: 'region', value: 'DE-BE' },
    );
    expect(state.sameAsBilling).toBe(false);
    expect(state.billingUnshippable).toBe(true);
    expect(state.values.shipping_city).toBe('');
    expect(reduce(state, { type: 'sameAsBilling', checked: true })).toBe(state);
  });

  it('keeps a separate shipping address when billing moves to another unshippable region', () => {
    const state = run(
      loaded(),
      { type: 'billing', field: 'country', value: 'DE' },
      { type: 'billing', field: 'region', value: 'DE-BE' },
      { type: 'shipping', field: 'shipping_city', value: 'Porto' },
      { type: 'billing', field: 'region', value: 'DE-BY' },
    );
    expect(state.values.shipping_city).toBe('Porto');
    expect(state.billingUnshippable).toBe(true);
  });

  it('waits for the shippable regions before deciding', () => {
    const early = run(
      initialCheckoutForm(),
      { type: 'billing', field: 'country', value: 'DE' },
      { type: 'billing', field: 'region', value: 'DE-BE' },
    );
    expect(early.billingUnshippable).toBe(false);
    const later = reduce(early, { type: 'shippableRegions', regions: shippable });
    expect(later.billingUnshippable).toBe(true);
    expect(later.sameAsBilling).toBe(false);
  });

  it('clears every shipping field when unchecked and copies billing when checked', () => {
    const filled = run(
      loaded(),
      { type: 'billing', field: 'lastName', value: 'Silva' },
      { type: 'billing', field: 'country', value: 'PT' },
    );
    const off = reduce(filled, { type: 'sameAsBilling', checked: false });
    expect(off.sameAsBilling).toBe(false);
    expect(off.values.shipping_last_name).toBe('');
    expect(off.values.shipping_country).toBe('');
    const on = reduce(off, { type: 'sameAsBilling', checked: true });
    expect(on.values.shipping_last_name).toBe('Silva');
    expect(on.values.shipping_country).toBe('PT');
  });

  it('turns the box off when a shipping field is edited, and clears its region on a new country', () => {
    const state = run(
      loaded(),
      { type: 'billing', field: 'country', value: 'PT' },
      { type: 'billing', field: 'region', value: 'PT-11' },
      { type: 'shipping', field: 'shipping_country', value: 'ES' },
    );
    expect(state.sameAsBilling).toBe(false);
    expect(state.values.shipping_region).toBe('');
    expect(state.values.region).toBe('PT-11');
    expect(deliveryAddress(state)).toEqual({ country: 'ES', region: '' });
  });
});

describe('prefill from the profile of a signed-in buyer (docs/product/shop.md#checkout)', () => {
  const profile = {
    first_name: 'Ana',
    last_name: 'Silva',
    email: 'ana@example.com',
    phone: '912 345 678',
    phone_prefix: '',
    address: 'Rua Direita 1',
    address_2: 'Bairro Alto',
    city: 'Évora',
    postal_code: '7000-001',
    house_number: '2 Esq',
    country_code: 'PT',
    region_code: 'PT-11',
  };

  it('fills billing, defaults the prefix to +351 and ships to the billing address', () => {
    const state = reduce(loaded(), { type: 'prefill', ...billingFromProfile(profile) });
    expect(state.values.firstName).toBe('Ana');
    expect(state.values.address_line2).toBe('Bairro Alto');
    expect(state.values.region).toBe('PT-11');
    expect(state.phonePrefix).toBe('+351');
    expect(state.sameAsBilling).toBe(true);
    expect(state.values.shipping_city).toBe('Évora');
    expect(state.values.shipping_phone).toBe('+351 912 345 678');
    expect(deliveryAddress(state)).toEqual({ country: 'PT', region: 'PT-11' });
  });

  it('keeps what the buyer typed and lets the shipping rules decide an unshippable region', () => {
    const typed = reduce(loaded(), { type: 'billing', field: 'firstName', value: 'Rita' });
    const state = reduce(typed, {
      type: 'prefill',
      ...billingFromProfile({ ...profile, country_code: 'FR', region_code: 'FR-IDF' }),
    });
    expect(state.values.firstName).toBe('Rita');
    expect(state.values.lastName).toBe('Silva');
    expect(state.billingUnshippable).toBe(true);
    expect(state.sameAsBilling).toBe(false);
  });
});

describe('restoring what was typed on this visit', () => {
  it('brings back known fields and the box, and then the shipping rules apply', () => {
    const state = run(initialCheckoutForm(), {
      type: 'restore',
      values: { firstName: 'Ana', city: 'Canarias', country: 'ES', region: 'ES-CN', bogus: 'x' },
      phonePrefix: '+34',
      sameAsBilling: false,
    } as CheckoutFormAction);
    expect(state.values.firstName).toBe('Ana');
    expect(state.phonePrefix).toBe('+34');
    expect(state.sameAsBilling).toBe(false);
    expect('bogus' in state.values).toBe(false);
    // The Canary Islands are not served: once the regions are known the box stays off and locked.
    const loadedState = reduce(state, { type: 'shippableRegions', regions: shippable });
    expect(loadedState.billingUnshippable).toBe(true);
  });
});

describe('the rules over the form library’s values (docs/decisions/111-one-form-library.md)', () => {
  it('reads the address state from the form, the locked box derived from the regions', () => {
    const values = { ...initialCheckoutValues('PT'), country: 'DE', region: 'DE-BE', nif: 'x' };
    const state = addressStateOf(values, shippable);
    expect(state.values.region).toBe('DE-BE');
    expect('nif' in state.values).toBe(false);
    expect(state.billingUnshippable).toBe(true);
    expect(addressStateOf(values, null).billingUnshippable).toBe(false);
    // As the reducer decides it once the regions are known.
    expect(reduce(state, { type: 'shippableRegions', regions: shippable }).billingUnshippable).toBe(
      true,
    );
  });

  it('writes back only what a rule changed', () => {
    const values = { ...initialCheckoutValues('PT'), city: 'Évora', shipping_city: 'Évora' };
    const before = addressStateOf(values, shippable);
    const after = reduce(before, { type: 'sameAsBilling', checked: false });
    expect(changedValues(before, after)).toEqual({ sameAsBilling: false, shipping_city: '' });
    const typed = reduce(before, { type: 'billing', field: 'country', value: 'PT' });
    expect(changedValues(before, typed)).toEqual({ country: 'PT', shipping_country: 'PT' });
  });
});

describe('the phone prefix follows the country (docs/decisions/121-forms-post.md, issue 29 point 16)', () => {
  it('takes the billing country’s calling code, also into the delivery phone', () => {
    const state = run(
      loaded(),
      { type: 'billing', field: 'phone', value: '612 345 678' },
      { type: 'billing', field: 'country', value: 'ES' },
    );
    expect(state.phonePrefix).toBe('+34');
    expect(state.phoneCountry).toBe('ES');
    expect(state.phonePrefixChosen).toBe(false);
    expect(state.values.shipping_phone).toBe('+34 612 345 678');
    const back = reduce(state, { type: 'billing', field: 'country', value: 'PT' });
    expect([back.phonePrefix, back.phoneCountry]).toEqual(['+351', 'PT']);
  });

  it('stays where the buyer picked it, whatever the country', () => {
    const state = run(
      loaded(),
      { type: 'phoneCountry', country: 'GB', prefix: '+44' },
      { type: 'billing', field: 'country', value: 'ES' },
      { type: 'billing', field: 'phone', value: '7400 123456' },
    );
    expect([state.phonePrefix, state.phoneCountry, state.phonePrefixChosen]).toEqual([
      '+44',
      'GB',
      true,
    ]);
    expect(state.values.shipping_phone).toBe('+44 7400 123456');
  });

  it('keeps the prefix of a country the phone plan does not know', () => {
    const state = reduce(loaded(), { type: 'billing', field: 'country', value: 'XX' });
    expect([state.phonePrefix, state.phoneCountry]).toEqual(['+351', 'PT']);
  });

  it('a profile’s phone keeps its prefix; without one the prefix follows its country', () => {
    const base = {
      first_name: 'Ana',
      last_name: 'Ruiz',
      email: 'ana@example.com',
      address: 'Calle Mayor 1',
      address_2: '2º',
      city: 'Madrid',
      postal_code: '28013',
      house_number: '1',
      country_code: 'ES',
      region_code: 'ES-MD',
    };
    const withPhone = reduce(loaded(), {
      type: 'prefill',
      ...billingFromProfile({ ...base, phone: '912 345 678', phone_prefix: '+351' }),
    });
    expect([withPhone.phonePrefix, withPhone.phonePrefixChosen]).toEqual(['+351', true]);
    const withoutPhone = reduce(loaded(), {
      type: 'prefill',
      ...billingFromProfile({ ...base, phone: '', phone_prefix: '' }),
    });
    expect([withoutPhone.phonePrefix, withoutPhone.phoneCountry]).toEqual(['+34', 'ES']);
    expect(withoutPhone.phonePrefixChosen).toBe(false);
  });

  it('gives a separate shipping phone its country’s code until the buyer types another', () => {
    const separate = run(loaded(), { type: 'sameAsBilling', checked: false });
    const spain = reduce(separate, { type: 'shipping', field: 'shipping_country', value: 'ES' });
    expect(spain.values.shipping_phone).toBe('+34 ');
    const typed = reduce(spain, {
      type: 'shipping',
      field: 'shipping_phone',
      value: '+34 612 345 678',
    });
    const france = reduce(typed, { type: 'shipping', field: 'shipping_country', value: 'FR' });
    expect(france.values.shipping_phone).toBe('+33 612 345 678');
    const own = reduce(france, {
      type: 'shipping',
      field: 'shipping_phone',
      value: '+44 7400 123456',
    });
    const portugal = reduce(own, { type: 'shipping', field: 'shipping_country', value: 'PT' });
    expect(portugal.values.shipping_phone).toBe('+44 7400 123456');
  });
});
