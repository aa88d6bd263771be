import { fieldErrorCodes } from '@mdc/shared';
import { z } from 'zod';

/** The shape of every API error answer (see plugins/error-handler.ts; decision 092 for codes). */
export const apiErrorSchema = z.object({
  error: z.string(),
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
  field_codes: z.record(z.string(), z.enum(fieldErrorCodes)).optional(),
  code: z.string().optional(),
  args: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
