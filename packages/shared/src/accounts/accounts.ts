import { orderSchema, type DeliverStatus } from '../checkout/checkout.ts';
import { siteLanguages } from '../i18n/languages.ts';
import { countryCodeSchema, regionCodeSchema } from '../shipping/shipping.ts';
import { z } from '../zod.ts';

/**
 * Customer accounts (spec 001 §3 user fields, §5 rules, §7 calls): one zod schema per payload,
 * used by the API to validate and by the login and profile pages for their field rules.
 */

/** Spec 001 §5 "Profile maximum lengths". */
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

const text = () =>
  z.string({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be text') });
const line = (max: number) =>
  text()
    .trim()
    .max(max, `must be at most ${max} characters`)
    .regex(/^[^\p{Cc}]*$/u, 'must be a single line of text');

export const accountEmailSchema = text()
  .trim()
  .toLowerCase()
  .max(profileLimits.email, `must be at most ${profileLimits.email} characters`)
  .pipe(z.email('must be a valid e-mail address'));

export const usernameSchema = line(profileLimits.username).min(1, 'is required');

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
  });
export type RegistrationInput = z.input<typeof registrationSchema>;

/** POST /api/users/token/ */
export const tokenRequestSchema = z.object({
  email: accountEmailSchema,
  password: text().min(1, 'is required').max(passwordLimits.max),
});

export const tokenPairSchema = z.object({ access: z.string(), refresh: z.string() });
export type TokenPair = z.infer<typeof tokenPairSchema>;

/** POST /api/users/token/refresh/ and POST /api/users/logout/ */
export const refreshRequestSchema = z.object({ refresh: text().min(1, 'is required').max(512) });

/** Spec 001 §3 "Customer/user" as GET /api/users/me/ answers it. */
export const userSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  username: z.string(),
  phone: z.string(),
  phone_prefix: z.string(),
  address: z.string(),
  address_2: z.string(),
  city: z.string(),
  postal_code: z.string(),
  house_number: z.string(),
  country_code: z.string(),
  country_name: z.string(),
  region_code: z.string(),
  region_name: z.string(),
  is_staff: z.boolean(),
});
export type User = z.infer<typeof userSchema>;

const optionalLine = (max: number) => line(max).default('');

/** PUT /api/users/me/: the full edited profile (spec 001 §7), §5 maximum lengths. */
export const userUpdateSchema = z.object({
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
});
export type UserUpdateInput = z.input<typeof userUpdateSchema>;

/** POST /api/auth/password/reset/ */
export const passwordResetRequestSchema = z.object({
  email: accountEmailSchema,
  lang: languageSchema,
});

/** POST /api/auth/password/reset/confirm/ */
export const passwordResetConfirmSchema = z
  .object({
    uid: text().regex(/^[A-Za-z0-9_-]{1,64}$/, 'is not a valid link'),
    token: text().regex(/^[A-Za-z0-9_-]{16,128}$/, 'is not a valid link'),
    new_password1: passwordSchema,
    new_password2: text(),
  })
  .refine((value) => value.new_password1 === value.new_password2, {
    path: ['new_password2'],
    message: 'Passwords do not match!',
  });

/** POST /api/users/social/google/ */
export const googleLoginSchema = z.object({
  access_token: text().min(1, 'is required').max(4096),
});
export const googleLoginResponseSchema = tokenPairSchema.extend({
  user: z.object({ username: z.string() }),
});

/** Spec 001 §4 "Order delivery status": badge colour per status (labels in the catalogues). */
export const deliverStatusColours = {
  pending: 'yellow',
  processing: 'blue',
  shipped: 'purple',
  on_the_way: 'orange',
  delivered: 'green',
  returned: 'light-purple',
  cancelled: 'red',
} as const satisfies Record<DeliverStatus, string>;

/** GET /api/checkout/orders/by-user/: the signed-in customer's orders, newest first. */
export const userOrdersSchema = z.array(orderSchema);
