import { orderSchema, type DeliverStatus } from '../checkout/checkout.ts';
import { checkTaxId, taxIdLimits } from '../invoices/tax-id.ts';
import { siteLanguages } from '../i18n/languages.ts';
import { countryCodeSchema, regionCodeSchema } from '../shipping/shipping.ts';
import { withFieldCode } from '../field-error-codes.ts';
import { optionalLine, singleLine, text } from '../text-fields.ts';
import { z } from '../zod.ts';

// What every page's sign-in state reads lives apart, so it loads without the checkout's rules.
export * from './session.ts';
import { tokenPairSchema, userSchema, type User } from './session.ts';

/**
 * Customer accounts (docs/product/accounts.md#account-data user fields, docs/product/accounts.md#profile-edit rules, docs/product/api.md#accounts-api calls): one zod schema per payload,
 * used by the API to validate and by the login and profile pages for their field rules.
 */

/** docs/product/accounts.md#profile-edit "Profile maximum lengths". */
export const profileLimits = {
  first_name: 50,
  last_name: 50,
  username: 50,
  email: 100,
  address: 200,
  address_2: 200,
  house_number: 20,
  city: 50,
  postal_code: 20,
  phone: 30,
} as const;

export const passwordLimits = { min: 8, max: 128 } as const;

export const accountEmailSchema = text()
  .trim()
  .toLowerCase()
  .max(profileLimits.email, `must be at most ${profileLimits.email} characters`)
  .pipe(z.email('must be a valid e-mail address'));

export const usernameSchema = singleLine(profileLimits.username).min(1, 'is required');

/** Length only here; the server also refuses the most common passwords. */
export const passwordSchema = text()
  .min(passwordLimits.min, `must be at least ${passwordLimits.min} characters`)
  .max(passwordLimits.max, `must be at most ${passwordLimits.max} characters`);

const languageSchema = z.enum(siteLanguages, 'must be pt or en').default('pt');

/** POST /api/auth/registration/ */
export const registrationSchema = z
  .object({
    email: accountEmailSchema,
    username: usernameSchema,
    password1: passwordSchema,
    password2: text(),
    lang: languageSchema,
  })
  .refine((value) => value.password1 === value.password2, {
    path: ['password2'],
    message: 'Passwords do not match!',
    ...withFieldCode('password_mismatch'),
  });
export type RegistrationInput = z.input<typeof registrationSchema>;

/** POST /api/users/token/ */
export const tokenRequestSchema = z.object({
  email: accountEmailSchema,
  password: text().min(1, 'is required').max(passwordLimits.max),
});

/** POST /api/users/token/refresh/ and POST /api/users/logout/ */
export const refreshRequestSchema = z.object({ refresh: text().min(1, 'is required').max(512) });

/** PUT /api/users/me/: the full edited profile (docs/product/api.md#accounts-api), docs/product/accounts.md#profile-edit maximum lengths. */
export const userUpdateSchema = z
  .object({
    first_name: optionalLine(profileLimits.first_name),
    last_name: optionalLine(profileLimits.last_name),
    email: accountEmailSchema,
    username: usernameSchema,
    phone: optionalLine(profileLimits.phone),
    phone_prefix: z
      .union([z.literal(''), text().regex(/^\+\d{1,4}$/, 'must be a prefix such as +351')])
      .default('+351'),
    address: optionalLine(profileLimits.address),
    address_2: optionalLine(profileLimits.address_2),
    city: optionalLine(profileLimits.city),
    postal_code: optionalLine(profileLimits.postal_code),
    house_number: optionalLine(profileLimits.house_number),
    country_code: z.union([z.literal(''), countryCodeSchema]).default(''),
    country_name: optionalLine(100),
    region_code: z.union([z.literal(''), regionCodeSchema]).default(''),
    region_name: optionalLine(120),
    /** Left out: kept as it is (the checkout saves the last one used, decision 114). */
    nif: singleLine(taxIdLimits.nif).optional(),
    company_name: singleLine(taxIdLimits.company).optional(),
  })
  .superRefine((input, ctx) => {
    if (input.nif && !checkTaxId(input.nif, input.country_code || 'PT').ok) {
      ctx.addIssue({
        code: 'custom',
        path: ['nif'],
        message: 'must be a valid NIF or EU VAT number',
      });
    }
  });
export type UserUpdateInput = z.input<typeof userUpdateSchema>;

/**
 * The fields of the profile form (docs/product/accounts.md#profile-edit), for the page in the
 * browser and its action on the server alike.
 */
export const profileFields = [
  'first_name',
  'last_name',
  'username',
  'email',
  'phone_prefix',
  'phone',
  'address',
  'address_2',
  'house_number',
  'postal_code',
  'city',
  'country_code',
  'country_name',
  'region_code',
  'region_name',
  'nif',
  'company_name',
] as const satisfies readonly (keyof UserUpdateInput & keyof User)[];

/** POST /api/auth/password/reset/ */
export const passwordResetRequestSchema = z.object({
  email: accountEmailSchema,
  lang: languageSchema,
});

/** One part of an e-mailed link (uid or token): anything malformed is a bad link. */
const linkPart = (pattern: RegExp) =>
  text().refine((value) => pattern.test(value), {
    message: 'is not a valid link',
    ...withFieldCode('invalid_link'),
  });

/** POST /api/auth/password/reset/confirm/ */
export const passwordResetConfirmSchema = z
  .object({
    uid: linkPart(/^[A-Za-z0-9_-]{1,64}$/),
    token: linkPart(/^[A-Za-z0-9_-]{16,128}$/),
    new_password1: passwordSchema,
    new_password2: text(),
  })
  .refine((value) => value.new_password1 === value.new_password2, {
    path: ['new_password2'],
    message: 'Passwords do not match!',
    ...withFieldCode('password_mismatch'),
  });

/** POST /api/users/social/google/ */
export const googleLoginSchema = z.object({
  access_token: text().min(1, 'is required').max(4096),
});
export const googleLoginResponseSchema = tokenPairSchema.extend({
  user: z.object({ username: z.string() }),
});

/** GET /api/checkout/orders/by-user/: the signed-in customer's orders, newest first. */
export const userOrdersSchema = z.array(orderSchema);

/** POST /api/auth/registration/ (201): the new account comes back signed in. */
export const registrationResponseSchema = googleLoginResponseSchema;

/** The plain confirmations (reset requested, password set, logged out, account deleted). */
export const detailResponseSchema = z.object({ detail: z.string() });

/** POST /api/auth/email/verify/ (the e-mail's link carries the same uid and token). */
export const emailVerifySchema = z.object({
  uid: passwordResetConfirmSchema.shape.uid,
  token: passwordResetConfirmSchema.shape.token,
});

/** GET and PUT /api/users/me/newsletter/: the signed-in customer's newsletter subscription. */
export const accountNewsletterStatuses = ['none', 'pending', 'confirmed', 'unsubscribed'] as const;
export const accountNewsletterSchema = z.object({
  status: z.enum(accountNewsletterStatuses),
  subscribed: z.boolean(),
});
export type AccountNewsletter = z.infer<typeof accountNewsletterSchema>;
export const accountNewsletterUpdateSchema = z.object({
  subscribed: z.boolean('must be true or false'),
});

/** What the login and profile pages need to know about the server (services.accounts). */
export const accountsPublicConfigSchema = z.object({ googleClientId: z.string().nullable() });
export type AccountsPublicConfig = z.infer<typeof accountsPublicConfigSchema>;

/** GET /api/users/me/export/: everything stored about the signed-in customer (GDPR art. 15, 20). */
export const accountExportSchema = z.object({
  exported_at: z.string(),
  account: userSchema.extend({
    language: z.string(),
    email_verified: z.boolean(),
    google_linked: z.boolean(),
    created_at: z.string(),
    last_login_at: z.string().nullable(),
  }),
  addresses: z.array(
    z.object({
      source: z.string(),
      name: z.string(),
      lines: z.array(z.string()),
      country_name: z.string(),
      region_name: z.string(),
      email: z.string(),
      phone: z.string(),
    }),
  ),
  orders: userOrdersSchema,
  newsletter: accountNewsletterSchema,
});
export type AccountExport = z.infer<typeof accountExportSchema>;

/** docs/product/shop.md#orders-and-statuses "Order delivery status": badge colour per status (labels in the catalogues). */
export const deliverStatusColours = {
  pending: 'yellow',
  processing: 'blue',
  shipped: 'purple',
  on_the_way: 'orange',
  delivered: 'green',
  returned: 'light-purple',
  cancelled: 'red',
} as const satisfies Record<DeliverStatus, string>;
