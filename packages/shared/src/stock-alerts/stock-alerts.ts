import { productUrlSchema } from '../catalogue/wine.ts';
import { captchaTokenSchema, formEmailSchema, formLanguageSchema } from '../forms/forms.ts';
import { z } from '../zod.ts';

/**
 * "Tell me when it is back" (decision 072): the request a visitor sends from a sold-out wine's
 * page, with the newsletter's robot check and double opt-in (decision 012).
 */
export const stockAlertRequestSchema = z.object({
  email: formEmailSchema,
  /** The sold-out wine, as the shop names it in its address. */
  product_url: productUrlSchema,
  /** The language of the e-mails. */
  lang: formLanguageSchema.default('pt'),
  recaptcha_token: captchaTokenSchema,
});
export type StockAlertRequest = z.infer<typeof stockAlertRequestSchema>;

/**
 * The one answer to every accepted request, whether the address was new, already waiting or
 * confirmed: nobody learns from it who waits for what.
 */
export const stockAlertAcceptedSchema = z.object({ status: z.literal('accepted') });

/** A wine family ('avo-zeca'): written like a wine's address, the same on all its vintages. */
export const wineFamilySchema = z
  .string()
  .trim()
  .max(120)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lowercase letters, digits and hyphens');

/** What staff see on a wine's page: how many confirmed addresses wait for it. */
export const stockAlertCountsSchema = z.object({
  /** Confirmed, not yet told. */
  waiting: z.number().int(),
  /** Asked, not yet confirmed. */
  pending: z.number().int(),
  /** Told (back in stock or the next vintage). */
  notified: z.number().int(),
});
export type StockAlertCounts = z.infer<typeof stockAlertCountsSchema>;

/** The current vintage a sold-out wine's page points to (decision 072). */
export interface VintagePointer {
  product_url: string;
  year: number;
  /** Its title in the page's language. */
  product_title: string;
  /** Whether it has a page in the catalogue too (else only in the shop). */
  show_catalog: boolean;
}
