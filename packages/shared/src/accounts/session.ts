import { z } from '../zod.ts';

/**
 * The signed-in session as every page's header reads it: kept apart from accounts.ts (which
 * imports the checkout's schemas and the phone-number metadata) so pages load only this.
 */

export const tokenPairSchema = z.object({ access: z.string(), refresh: z.string() });
export type TokenPair = z.infer<typeof tokenPairSchema>;

/**
 * An account's phone and address as stored (docs/product/accounts.md#account-data): the account's
 * own answer and staff's view of a customer carry them alike.
 */
export const accountContactFields = {
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
};

/** docs/product/accounts.md#account-data "Customer/user" as GET /api/users/me/ answers it. */
export const userSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  username: z.string(),
  ...accountContactFields,
  /** The NIF / VAT number and company of the last invoice, for the next checkout (decision 114). */
  nif: z.string(),
  company_name: z.string(),
  is_staff: z.boolean(),
});
export type User = z.infer<typeof userSchema>;

/**
 * GET /api/session/ and a site sign-in: the account and the session's CSRF token (decision 131).
 * Here, not in session-cookie.ts, which every page's shell loads without zod (apps/web/bundle.test.ts).
 */
export const siteSessionSchema = z.object({ user: userSchema, csrf: z.string() });
export type SiteSession = z.infer<typeof siteSessionSchema>;
