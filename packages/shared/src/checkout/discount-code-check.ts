import { siteLanguages } from '../i18n/languages.ts';
import { eurosOutSchema as euros } from '../money-schema.ts';
import { discountKinds } from '../pricing/discount-codes.ts';
import { requiredLine } from '../text-fields.ts';
import { z } from '../zod.ts';
import { cartLinesSchema, checkoutIdSchema } from './checkout.ts';

/**
 * POST /api/shop/discount-codes/check/ (docs/decisions/074-discount-codes.md): may this cart use
 * the code now, and what does it take off? The code as typed (any case, spaces around it): the
 * server normalises it and refuses one that cannot be a code as unknown, in the buyer's language,
 * like any other refusal. Only `id` and `quantity` of the lines are read: the server prices them.
 */
export const discountCodeCheckSchema = z.object({
  discount_code: requiredLine(100),
  cart: cartLinesSchema,
  /** The checkout visit: a code its reservation already holds is not used up for it. */
  checkout_id: checkoutIdSchema.optional(),
  language: z.enum(siteLanguages, 'must be pt or en').default('pt'),
});
export type DiscountCodeCheckInput = z.input<typeof discountCodeCheckSchema>;

/** 200: the code as stored, its terms and what it takes off this cart's goods now. */
export const discountCodeCheckResponseSchema = z.object({
  discount_code: z.string(),
  kind: z.enum(discountKinds),
  /** 'percent': whole percent off the goods. */
  percent: z.number().int().nullable(),
  /** 'fixed': euros off the goods (never more than they cost). */
  amount: euros.nullable(),
  /** The goods' subtotal (after sale prices) an order must reach. */
  min_order: euros,
  /** The cart's goods (after sale prices), as the server prices them now. */
  subtotal: euros,
  discount_amount: euros,
});
export type DiscountCodeCheck = z.infer<typeof discountCodeCheckResponseSchema>;

/** The field a refused code is reported on (422, the reason in the buyer's language). */
export const discountCodeField = 'discount_code';
