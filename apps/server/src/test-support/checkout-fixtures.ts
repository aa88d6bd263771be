/*
 * What every test that buys through the checkout API sends, without imports of its own so that
 * deploy/test/deploy-test.ts (a plain Node script against a running deployment) can use it too.
 * The server's checkout tests take these through api/checkout/checkout-test-support.ts.
 */

/** The checkout API's paths, as the checkout page calls them (docs/product/api.md). */
export const checkoutUrls = {
  intent: '/api/checkout/create-payment-intent/',
  confirm: '/api/checkout/confirm-order/',
  /** The offline provider's card form (docs/decisions/095-checkout-commitment.md). */
  card: '/api/checkout/offline-payments/confirm/',
  authenticate: '/api/checkout/offline-payments/authenticate/',
  stripeWebhook: '/api/checkout/stripe-webhook/',
} as const;

/** A complete checkout customer in Évora (mainland Portugal), shipping to the billing address. */
export const customerInEvora = {
  firstName: 'Maria',
  lastName: 'Silva',
  email: 'maria.silva@example.com',
  phone: '912 345 678',
  phone_prefix: '+351',
  address: 'Rua das Flores',
  address_line2: '2.º esq.',
  house_number: '12',
  postalCode: '7050-100',
  city: 'Montemor-o-Novo',
  country: 'PT',
  country_name: 'Portugal',
  region: 'PT-07',
  region_name: 'Évora',
  sameAsBilling: true,
  preferred_language: 'pt',
};
