/**
 * What the OpenAPI document says of each operation beyond its schemas: a summary for people and
 * client generators, and who may call it (docs/decisions/120-what-validators-check.md). Keyed by
 * `METHOD /path` as the document writes the path (`{param}`). A route missing here is still
 * documented, without a summary: the validators' test (apps/server/src/validators.db.test.ts)
 * names it.
 */
export interface OperationNotes {
  summary: string;
  /**
   * `optional`: a guest may call it, and a bearer token of a signed-in buyer links the result to
   * their account. Operations of an authenticated scope (requireUser) declare the bearer token
   * themselves; every other operation is public.
   */
  bearer?: 'optional';
}

type Crud = 'list' | 'create' | 'read' | 'update' | 'delete' | 'move';

/** The staff screens' list/create/read/update/delete (and move) routes of one kind of record. */
function adminRecords(
  path: string,
  one: string,
  many: string,
  kinds: Crud[] = ['list', 'create', 'read', 'update', 'delete'],
): Record<string, string> {
  const item = `${path}{id}/`;
  const all: Record<Crud, [string, string]> = {
    list: [`GET ${path}`, `List the ${many}`],
    create: [`POST ${path}`, `Create a ${one}`],
    read: [`GET ${item}`, `Read a ${one}`],
    update: [`PUT ${item}`, `Update a ${one}`],
    delete: [`DELETE ${item}`, `Delete a ${one}`],
    move: [`POST ${item}move/`, `Move a ${one} up or down the list`],
  };
  return Object.fromEntries(kinds.map((kind) => all[kind]));
}

const ordered: Crud[] = ['list', 'create', 'read', 'update', 'delete', 'move'];

const summaries: Record<string, string | OperationNotes> = {
  'GET /api/health': 'Whether the process answers (liveness)',
  'GET /api/ready': 'Whether the database (and Redis) answer (readiness)',
  'GET /sitemap.xml': 'The sitemap of every public page in both languages',
  'GET /robots.txt': 'What crawlers may read, and where the sitemap is',

  // Catalogue and media
  'GET /api/shop/shop-settings/': 'Whether the shop is open, its shipping text and banners',
  'GET /api/shop/products/': 'List the wines of the shop or of the wine list',
  'GET /api/shop/products/{product_url}/': 'Read one wine of the shop or of the wine list',
  'GET /media/technical-sheets/{lang}/{file}': "A wine's technical sheet (PDF) in a language",
  'GET /media/{id}/{file}': 'An uploaded image in one width and format',
  'GET /media/{file}': 'An uploaded PDF',
  'GET /share/photo/{file}': 'A staff photo cropped to 1200×630 for link previews (JPEG)',
  'GET /vinhos/{productUrl}/rotulo': "A wine's e-label page in Portuguese",
  'GET /en/wines/{productUrl}/label': "A wine's e-label page in English",

  // Shipping
  'GET /api/shipping/all-countries-regions/': 'Every country and region of a billing address',
  'GET /api/shipping/countries/': 'The countries the shop ships to, with their regions',
  'GET /api/shipping/regions/{country}/': 'The regions of a country the shop ships to',
  'GET /api/shipping/calculate/{country}/{region}/{totalBottles}/':
    'The shipping options and prices for a number of bottles to a region',
  'GET /api/shipping/shipping-details/': 'The shipping conditions shown on the product pages',

  // Forms
  'GET /api/captcha/challenge/': 'A new robot check (ALTCHA challenge) for a form',
  'POST /api/newsletter/subscribe/': 'Subscribe an address to the newsletter (confirmed by e-mail)',
  'GET /api/newsletter/confirm/': "Confirm a newsletter subscription from the e-mail's link",
  'GET /api/newsletter/unsubscribe/': "Unsubscribe from the newsletter from an e-mail's link",
  'POST /api/newsletter/unsubscribe/': 'Unsubscribe from the newsletter in one click (RFC 8058)',
  'POST /api/stock-alerts/': 'Ask to be told by e-mail when a sold-out wine is back',
  'GET /api/stock-alerts/confirm/': "Confirm a stock alert from the e-mail's link",
  'GET /api/stock-alerts/cancel/': "Cancel a stock alert from the e-mail's link",
  'POST /api/contact_form/submit/': 'Send a message to the estate',
  'POST /api/bookings/house/': 'Ask to book the house',
  'POST /api/bookings/wine-tourism/': 'Ask to book a wine-tourism visit',

  // Checkout
  'POST /api/shop/discount-codes/check/': 'Check a discount code against a cart',
  'POST /api/checkout/create-payment-intent/': {
    summary: 'Price the cart, hold its stock and start the payment',
    bearer: 'optional',
  },
  'POST /api/checkout/confirm-order/': {
    summary: 'Confirm a paid order and read it',
    bearer: 'optional',
  },
  'POST /api/checkout/awaiting-payment/': 'Tell the shop that a voucher was shown to the buyer',
  'POST /api/checkout/offline-payments/mb-way/': 'Send an MB WAY request (offline test provider)',
  'POST /api/checkout/offline-payments/state/': 'The state of a payment (offline test provider)',
  'POST /api/checkout/offline-payments/multibanco/':
    'Issue a Multibanco voucher (offline test provider)',
  'POST /api/checkout/offline-payments/multibanco/pay/':
    'Pay a Multibanco voucher (offline test provider, not on https)',
  'POST /api/checkout/offline-payments/confirm/': 'Pay by card (offline test provider)',
  'POST /api/checkout/offline-payments/authenticate/':
    "Approve or fail the test bank's 3-D Secure challenge (offline test provider)",
  'POST /api/checkout/stripe-webhook/': "Stripe's payment events (signed by Stripe)",
  'GET /api/checkout/orders/by-code/{code}/': "Read an order by its buyer's code",
  'POST /api/checkout/orders/by-code/{code}/withdrawal/': {
    summary: 'Withdraw from an order (the withdrawal button)',
    bearer: 'optional',
  },
  'GET /api/checkout/orders/by-code/{code}/invoices/{kind}.pdf':
    "An order's invoice or credit note (PDF) by its buyer's code",

  // Accounts
  'POST /api/auth/registration/': 'Create a customer account',
  'POST /api/users/token/': 'Sign in with e-mail and password: access and refresh tokens',
  'POST /api/users/token/refresh/': 'A new access token for a refresh token',
  'POST /api/users/logout/': 'Sign out: the refresh token stops working',
  'GET /api/session/': "The site's signed-in account and CSRF token, from the session cookie",
  'POST /api/session/': 'Sign in to the site with e-mail and password: an httpOnly session cookie',
  'POST /api/session/registration/': 'Create an account and sign in to the site (session cookie)',
  'POST /api/session/google/': 'Sign in to the site with a Google ID token (session cookie)',
  'DELETE /api/session/': "Sign out of the site: the session cookie's session ends",
  'POST /api/users/social/google/': 'Sign in with a Google ID token',
  'POST /api/auth/password/reset/': 'E-mail a link to set a new password',
  'POST /api/auth/password/reset/confirm/': "Set a new password with the e-mailed link's token",
  'GET /api/auth/email/verify/': "Verify an account's e-mail address from the e-mailed link",
  'POST /api/auth/email/verify/': "Verify an account's e-mail address with the link's key",
  'GET /accounts/password/reset/': 'The page that sets a new password without scripts',
  'POST /accounts/password/reset/': 'Set a new password from the page without scripts',
  'GET /api/users/me/': "The signed-in customer's profile",
  'PUT /api/users/me/': "Change the signed-in customer's profile",
  'DELETE /api/users/delete-account/': "Delete the signed-in customer's account",
  'GET /api/checkout/orders/by-user/': "The signed-in customer's orders",
  'GET /api/users/me/export/': "A download of the signed-in customer's data",
  'GET /api/users/me/newsletter/': "The signed-in customer's newsletter subscription",
  'PUT /api/users/me/newsletter/': "Subscribe or unsubscribe the signed-in customer's address",

  // Staff: settings, shipping, people, messages
  'GET /api/admin/dashboard/': "The staff dashboard's figures",
  'GET /api/admin/audit-log/': 'List who changed what and when',
  'GET /api/admin/settings/shop/': "The shop's settings",
  'PUT /api/admin/settings/shop/': "Change the shop's settings",
  'GET /api/admin/shipping/iso-countries/': 'Every ISO country a shipping country can be',
  'GET /api/admin/shipping/preview/': 'Preview the shipping cost of a cart to a region',
  ...adminRecords('/api/admin/shipping-countries/', 'shipping country', 'shipping countries', [
    'list',
    'create',
    'read',
    'update',
  ]),
  ...adminRecords('/api/admin/shipping-regions/', 'shipping region', 'shipping regions', [
    'list',
    'create',
    'read',
    'update',
  ]),
  ...adminRecords('/api/admin/shipping-zones/', 'shipping zone', 'shipping zones'),
  ...adminRecords('/api/admin/shipping-options/', 'shipping option', 'shipping options'),
  ...adminRecords('/api/admin/customers/', 'customer', 'customers', ['list', 'read']),
  'POST /api/admin/customers/{id}/staff/': "Grant or revoke a customer's staff rights",
  ...adminRecords(
    '/api/admin/newsletter-subscribers/',
    'newsletter subscriber',
    'newsletter subscribers',
    ['list', 'read'],
  ),
  'GET /api/admin/newsletter-subscribers/export.csv': 'The confirmed subscribers as CSV',
  'POST /api/admin/newsletter-subscribers/{id}/unsubscribe/': 'Unsubscribe a subscriber',
  ...adminRecords('/api/admin/contact-messages/', 'contact message', 'contact messages', [
    'list',
    'read',
  ]),
  'POST /api/admin/contact-messages/{id}/handled/': 'Mark a contact message handled or not',
  ...adminRecords('/api/admin/booking-requests/', 'booking request', 'booking requests', [
    'list',
    'read',
  ]),
  'POST /api/admin/booking-requests/{id}/handled/': 'Mark a booking request handled or not',
  'POST /api/admin/booking-requests/{id}/accept/': 'Accept a wine-tourism booking (e-mails it)',
  'POST /api/admin/booking-requests/{id}/decline/': 'Decline a wine-tourism booking (e-mails it)',

  // Staff: wines and content
  ...adminRecords('/api/admin/wines/', 'wine', 'wines'),
  'DELETE /api/admin/wines/{id}/': 'Archive a wine',
  'POST /api/admin/wines/{id}/restore/': 'Restore an archived wine',
  'POST /api/admin/wines/{id}/stock/': "Change a wine's stock, with a reason",
  'GET /api/admin/stock-movements/': 'List the stock movements',
  'GET /api/admin/wines/{id}/stock-alerts/': 'List the stock alerts waiting for a wine',
  'POST /api/admin/media/': 'Upload an image or a PDF',
  'GET /api/admin/site-images/': "List the site's photograph slots",
  'GET /api/admin/site-images/{slot}/': 'Read the photograph of a slot',
  'PUT /api/admin/site-images/{slot}/': 'Set the photograph of a slot',
  'DELETE /api/admin/site-images/{slot}/': "Remove a slot's photograph (the default returns)",
  ...adminRecords(
    '/api/admin/content-blocks/',
    'page content block',
    'page content blocks',
    ordered,
  ),
  ...adminRecords('/api/admin/region-blocks/', 'region page block', 'region page blocks', ordered),
  ...adminRecords('/api/admin/gallery-images/', 'gallery image', 'gallery images', ordered),
  ...adminRecords('/api/admin/house-features/', 'house feature', 'house features', ordered),
  ...adminRecords('/api/admin/policy-sections/', 'policy section', 'policy sections', ordered),
  'GET /api/admin/site-documents/{key}/': 'Read a site document (company contact, guest guide…)',
  'PUT /api/admin/site-documents/{key}/': 'Change a site document (company contact, guest guide…)',

  // Staff: orders and discount codes
  ...adminRecords('/api/admin/orders/', 'order', 'orders', ['list', 'read']),
  'POST /api/admin/orders/{id}/status/': "Move an order's delivery status on (e-mails the buyer)",
  'POST /api/admin/orders/{id}/multibanco-paid/': "Record an order's Multibanco payment",
  'POST /api/admin/orders/{id}/withdrawal-refund/': 'Refund a withdrawn order',
  'POST /api/admin/orders/{id}/invoice-retry/': "Try an order's invoice again",
  ...adminRecords('/api/admin/discount-codes/', 'discount code', 'discount codes'),
};

/** The notes of an operation, if it has any. */
export function operationNotes(method: string, path: string): OperationNotes | undefined {
  const notes = summaries[`${method.toUpperCase()} ${path}`];
  return typeof notes === 'string' ? { summary: notes } : notes;
}

/** Every operation the table describes, for the test that none is stale. */
export const describedOperations = Object.keys(summaries);

/**
 * A stable operationId from the method and the path, unique as they are:
 * `GET /api/shop/products/{product_url}/` → `getShopProductsByProductUrl`.
 */
export function operationIdOf(method: string, path: string): string {
  const words = path
    .replace(/^\/api\//, '/')
    .split('/')
    .filter(Boolean)
    .flatMap((segment) =>
      segment
        .replace(/\{([^}]+)\}/g, ' by $1 ')
        .split(/[^A-Za-z0-9]+/)
        .filter(Boolean),
    );
  const pascal = words.map((word) => word[0]!.toUpperCase() + word.slice(1)).join('');
  return method.toLowerCase() + pascal;
}
