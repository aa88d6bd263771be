import { describe, expect, it } from 'vitest';
import type { ShippingOptionResult } from '@mdc/shared';
import {
  checkoutFormReducer,
  initialCheckoutForm,
  initialCheckoutValues,
  type BillingField,
} from './checkout-form';
import {
  checkoutAmounts,
  checkoutCustomer,
  checkoutErrors,
  customerErrors,
  customerPayload,
  paymentOutcome,
  refusedCheckoutFields,
} from './checkout-payload';

const names: Record<string, string> = { PT: 'Portugal', 'PT-11': 'Lisboa' };
const nameOf = (code: string) => names[code] ?? code;

function filledForm() {
  const billing: Record<BillingField, string> = {
    firstName: 'Ana',
    lastName: 'Silva',
    address: 'Rua Direita 1',
    address_line2: 'Bloco A',
    postalCode: '1000-001',
    house_number: '2 Esq',
    city: 'Lisboa',
    phone: '912 345 678',
    email: 'ana@example.pt',
    country: 'PT',
    region: 'PT-11',
  };
  return Object.entries(billing).reduce(
    (state, [field, value]) =>
      checkoutFormReducer(state, { type: 'billing', field: field as BillingField, value }),
    checkoutFormReducer(initialCheckoutForm(), {
      type: 'shippableRegions',
      regions: new Set(['PT-11']),
    }),
  );
}

const option = (price: string, allow: boolean, from: string): ShippingOptionResult => ({
  id: 1,
  option: { id: 1, region_code: 'PT-11', allow_free_shipping: allow, free_shipping_from: from },
  name: 'CTT',
  price,
  allow_free_shipping: allow,
  free_shipping_from: from,
});

describe('checkout payload', () => {
  it('builds a valid customer with names and language', () => {
    const customer = customerPayload(filledForm(), 'en', nameOf);
    expect(customer).toMatchObject({
      phone_prefix: '+351',
      country_name: 'Portugal',
      region_name: 'Lisboa',
      shipping_city: 'Lisboa',
      sameAsBilling: true,
      preferred_language: 'en',
    });
    expect(customerErrors(customer)).toEqual({});
  });

  it('sends the bare calling code put in an empty delivery phone as empty: it is required', () => {
    let state = checkoutFormReducer(filledForm(), { type: 'sameAsBilling', checked: false });
    state = checkoutFormReducer(state, {
      type: 'shipping',
      field: 'shipping_country',
      value: 'ES',
    });
    expect(state.values.shipping_phone).toBe('+34 ');
    const customer = customerPayload(state, 'pt', nameOf);
    expect(customer.shipping_phone).toBe('');
    expect(customerErrors(customer).shipping_phone).toBe('required');
    state = checkoutFormReducer(state, {
      type: 'shipping',
      field: 'shipping_phone',
      value: '+34 612 345 678',
    });
    expect(customerPayload(state, 'pt', nameOf).shipping_phone).toBe('+34 612 345 678');
  });

  it('checks the billing number against its prefix, as the API does', () => {
    const spain = checkoutFormReducer(filledForm(), {
      type: 'phoneCountry',
      country: 'ES',
      prefix: '+34',
    });
    expect(customerErrors(customerPayload(spain, 'pt', nameOf)).phone).toBeUndefined();
    const short = checkoutFormReducer(spain, { type: 'billing', field: 'phone', value: '612 34' });
    expect(customerErrors(customerPayload(short, 'pt', nameOf)).phone).toBe('invalid');
  });

  it('names missing and invalid fields', () => {
    let state = filledForm();
    state = checkoutFormReducer(state, { type: 'billing', field: 'email', value: 'nope' });
    state = checkoutFormReducer(state, { type: 'billing', field: 'address_line2', value: '' });
    state = checkoutFormReducer(state, { type: 'billing', field: 'phone', value: '12' });
    expect(customerErrors(customerPayload(state, 'pt', nameOf))).toEqual({
      email: 'invalid',
      address_line2: 'required',
      phone: 'invalid',
    });
  });

  it('requires the separate shipping address but not its line 2 and house number', () => {
    const state = checkoutFormReducer(filledForm(), { type: 'sameAsBilling', checked: false });
    const errors = customerErrors(customerPayload(state, 'pt', nameOf));
    expect(Object.keys(errors).sort()).toEqual(
      [
        'shipping_address_line1',
        'shipping_city',
        'shipping_country',
        'shipping_email',
        'shipping_first_name',
        'shipping_last_name',
        'shipping_phone',
        'shipping_postal_code',
        'shipping_region',
      ].sort(),
    );
  });
});

describe('the checks before paying (docs/product/shop.md#checkout)', () => {
  const filled = () => ({
    ...initialCheckoutValues('PT'),
    ...filledForm().values,
    adult: true,
    shipping_option_id: 1,
  });

  it('sends the address payload with the NIF and company', () => {
    const values = { ...filled(), nif: '123456789', company_name: 'Adega' };
    const customer = checkoutCustomer(values, 'pt', nameOf);
    expect(customer).toEqual({
      ...customerPayload(filledForm(), 'pt', nameOf),
      nif: '123456789',
      company_name: 'Adega',
    });
    expect(checkoutErrors(values, customer, true)).toEqual({});
  });

  it('names a NIF failing the check digit, no listed option and the adult box', () => {
    const values = { ...filled(), nif: '123456780', adult: false };
    expect(checkoutErrors(values, checkoutCustomer(values, 'pt', nameOf), false)).toEqual({
      nif: 'invalid',
      shipping_option_id: 'required',
      adult: 'required',
    });
  });

  it('maps the fields a refused intent call names onto the form', () => {
    expect(
      refusedCheckoutFields({
        'customer.email': 'invalid_email',
        'customer.city': 'required',
        'customer.phone_prefix': 'invalid',
        adult_confirmed: 'invalid',
        cart: 'invalid',
      }),
    ).toEqual({ email: 'invalid', city: 'required', phone: 'invalid', adult: 'invalid' });
  });
});

describe('checkout amounts (docs/product/shop.md#prices-and-sales)', () => {
  it('adds the option price, or nothing from the free-shipping threshold on', () => {
    expect(checkoutAmounts(4000, option('7.50', true, '50.00'))).toEqual({
      subtotalCents: 4000,
      discountCents: 0,
      shippingCents: 750,
      totalCents: 4750,
    });
    expect(checkoutAmounts(5000, option('7.50', true, '50.00')).shippingCents).toBe(0);
    expect(checkoutAmounts(5000, option('7.50', false, '0.00')).shippingCents).toBe(750);
    expect(checkoutAmounts(5000, undefined)).toEqual({
      subtotalCents: 5000,
      discountCents: 0,
      shippingCents: null,
      totalCents: 5000,
    });
  });

  it('takes the discount code off the goods and prices shipping on the rest (decision 074)', () => {
    expect(checkoutAmounts(5500, option('7.50', true, '50.00'), 550)).toEqual({
      subtotalCents: 5500,
      discountCents: 550,
      shippingCents: 750,
      totalCents: 5700,
    });
    // A fixed code worth more than the goods takes off the goods, never the shipping.
    expect(checkoutAmounts(1000, option('7.50', false, '0.00'), 2500)).toEqual({
      subtotalCents: 1000,
      discountCents: 1000,
      shippingCents: 750,
      totalCents: 750,
    });
  });
});

describe('payment outcome (docs/product/shop.md#checkout-and-payment)', () => {
  it('maps provider answers to the page outcomes', () => {
    expect(paymentOutcome({ status: 'succeeded' })).toEqual({ kind: 'succeeded' });
    expect(paymentOutcome({ status: 'requires_action' })).toEqual({ kind: 'requires_action' });
    expect(paymentOutcome({ status: 'processing' })).toEqual({ kind: 'pending' });
    expect(paymentOutcome({ error: 'Your card was declined.' })).toEqual({
      kind: 'error',
      message: 'Your card was declined.',
    });
    expect(paymentOutcome({ error: '' })).toEqual({ kind: 'error', message: null });
    expect(paymentOutcome({ status: 'requires_payment_method' })).toEqual({
      kind: 'error',
      message: null,
    });
  });
});
