import { fieldErrorCodes } from '@mdc/shared';
import { z } from 'zod';

/**
 * The shape of every API error answer: one error type, one handler (plugins/error-handler.ts,
 * docs/decisions/135-one-error-model.md; decision 092 for the field codes).
 */
export const apiErrorSchema = z.object({
  error: z.string().describe('The HTTP status text.'),
  message: z
    .string()
    .describe(
      "The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English.",
    ),
  fields: z
    .record(z.string(), z.string())
    .optional()
    .describe('Each field at fault with its text, keyed by the field’s name.'),
  field_codes: z
    .record(z.string(), z.enum(fieldErrorCodes))
    .optional()
    .describe('The same fields’ stable codes.'),
  code: z
    .string()
    .optional()
    .describe(
      'The refusal’s stable code when it is not a field code (hold_limit, discount_expired…).',
    ),
  args: z
    .record(z.string(), z.union([z.string(), z.number()]))
    .optional()
    .describe('What the text of the code needs: …_at instants, …_day days, …_amount euros.'),
});
