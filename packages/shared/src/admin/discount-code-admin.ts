import { discountKinds, normalizeDiscountCode } from '../pricing/discount-codes.ts';
import { singleLine, text } from '../text-fields.ts';
import { z } from '../zod.ts';
import { euroAmount, eurosOutSchema as euros } from '../money-schema.ts';
import { adminListQuerySchema } from './admin.ts';

/**
 * The staff API for discount codes (docs/decisions/074-discount-codes.md), resource
 * `discount-codes` of the admin contract (admin.ts): money in the APIs' one form ("7.50", money.ts), validity as estate
 * days (YYYY-MM-DD, Europe/Lisbon, both days included). DELETE deactivates a code: orders keep
 * pointing at it.
 */

export const discountCodeSortFields = [
  'id',
  'code',
  'kind',
  'valid_from',
  'valid_until',
  'used_count',
  'active',
  'created_at',
] as const;

/** Where a code stands today, for the list: derived from its switch, dates and uses. */
export const discountCodeStates = [
  'active',
  'inactive',
  'scheduled',
  'expired',
  'used_up',
] as const;
export type DiscountCodeState = (typeof discountCodeStates)[number];

export const adminDiscountCodeListQuerySchema = adminListQuerySchema.extend({
  sort: z
    .enum(discountCodeSortFields, `must be one of ${discountCodeSortFields.join(', ')}`)
    .default('created_at'),
  order: z.enum(['asc', 'desc']).default('desc'),
  active: z.enum(['yes', 'no'], 'must be yes or no').optional(),
});
export type AdminDiscountCodeListQuery = z.output<typeof adminDiscountCodeListQuerySchema>;

export const adminDiscountCodeSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  kind: z.enum(discountKinds),
  percent: z.number().int().nullable(),
  amount: euros.nullable(),
  min_order: euros,
  valid_from: z.string().nullable(),
  valid_until: z.string().nullable(),
  usage_limit: z.number().int().nullable(),
  used_count: z.number().int(),
  active: z.boolean(),
  state: z.enum(discountCodeStates),
  note: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminDiscountCode = z.infer<typeof adminDiscountCodeSchema>;

const estateDay = z
  .union([z.literal(''), z.iso.date('must be a date such as 2026-07-31')])
  .nullish()
  .transform((day) => day || null);

const codeSchema = text()
  .min(1, 'is required')
  .transform((typed, ctx) => {
    const code = normalizeDiscountCode(typed);
    if (code === null) {
      ctx.addIssue({
        code: 'custom',
        message:
          'must be 3 to 40 letters (A–Z), digits or hyphens, starting and ending with a letter or digit',
      });
      return z.NEVER;
    }
    return code;
  });

/** POST and PUT /api/admin/discount-codes/: the whole code as staff edit it. */
export const adminDiscountCodeInputSchema = z
  .object({
    code: codeSchema,
    kind: z.enum(discountKinds, 'must be percent or fixed'),
    percent: z
      .number('must be a whole percent')
      .int('must be a whole percent')
      .min(1, 'must be at least 1')
      .max(100, 'must be at most 100')
      .nullish(),
    amount: euroAmount().nullish(),
    min_order: euroAmount().default(0),
    valid_from: estateDay,
    valid_until: estateDay,
    usage_limit: z
      .number('must be a number of orders')
      .int('must be a whole number of orders')
      .min(1, 'must be at least 1 (leave it empty for no limit)')
      .max(1_000_000)
      .nullish()
      .transform((limit) => limit ?? null),
    active: z.boolean('must be true or false').default(true),
    note: singleLine(200).default(''),
  })
  .superRefine((input, ctx) => {
    if (input.kind === 'percent' && (input.percent === null || input.percent === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: ['percent'],
        message: 'is required for a percent code',
      });
    }
    if (input.kind === 'fixed' && !input.amount) {
      ctx.addIssue({
        code: 'custom',
        path: ['amount'],
        message: 'must be more than 0 for a fixed-amount code',
      });
    }
    if (input.valid_from && input.valid_until && input.valid_until < input.valid_from) {
      ctx.addIssue({
        code: 'custom',
        path: ['valid_until'],
        message: 'must not be before valid_from',
      });
    }
  })
  .transform((input) => ({
    code: input.code,
    kind: input.kind,
    percent: input.kind === 'percent' ? (input.percent ?? null) : null,
    amountCents: input.kind === 'fixed' ? (input.amount ?? 0) : null,
    minOrderCents: input.min_order,
    validFrom: input.valid_from,
    validUntil: input.valid_until,
    usageLimit: input.usage_limit,
    active: input.active,
    note: input.note,
  }));
export type AdminDiscountCodeInput = z.input<typeof adminDiscountCodeInputSchema>;
export type AdminDiscountCodeValues = z.output<typeof adminDiscountCodeInputSchema>;
