import { formMessageSchema } from '../forms/forms.ts';
import { eurosOutSchema } from '../money-schema.ts';
import { siteLanguages } from '../i18n/languages.ts';
import { z } from '../zod.ts';
import { withdrawalLimits, withdrawalRefusals } from './withdrawal-rules.ts';

/**
 * The withdrawal button's payloads (decision 070): the buyer's statement, the state every order
 * read carries, and what staff see and do in the admin.
 */

/**
 * POST /api/checkout/orders/by-code/{code}/withdrawal/: the second step, "confirm withdrawal".
 * The statement names the order (its code) and the buyer (the order's name and e-mail, where the
 * acknowledgement goes); a reason is optional.
 */
export const withdrawalRequestSchema = z.object({
  confirm: z.literal(true, 'must be true: the buyer confirms the withdrawal'),
  reason: formMessageSchema(false)
    .max(withdrawalLimits.reason, `must be at most ${withdrawalLimits.reason} characters`)
    .default(''),
});
export type WithdrawalRequestInput = z.input<typeof withdrawalRequestSchema>;

/** An order's `withdrawal` in the thank-you page's and the profile's order payloads. */
export const orderWithdrawalSchema = z.object({
  available: z.boolean(),
  deadline: z.string().nullable(),
  requested_at: z.string().nullable(),
  refusal: z.enum(withdrawalRefusals).nullable(),
  /** The buyer's name on the order, which the statement carries. */
  buyer_name: z.string(),
});
export type OrderWithdrawal = z.infer<typeof orderWithdrawalSchema>;

/** 201 of the withdrawal: when it was recorded, and the order's withdrawal state now. */
export const withdrawalCreatedSchema = z.object({
  requested_at: z.string(),
  withdrawal: orderWithdrawalSchema,
});
export type WithdrawalCreated = z.infer<typeof withdrawalCreatedSchema>;

/** An order's withdrawal for staff (money as "31.50", money.ts). */
export const adminOrderWithdrawalSchema = z.object({
  requested_at: z.string(),
  reason: z.string(),
  lang: z.enum(siteLanguages),
  /** The account that withdrew (signed in), or null for the order link. */
  user_id: z.number().int().nullable(),
  refund_due: eurosOutSchema,
  refunded_amount: eurosOutSchema,
  refund_id: z.string().nullable(),
  refunded_at: z.string().nullable(),
});
export type AdminOrderWithdrawal = z.infer<typeof adminOrderWithdrawalSchema>;
