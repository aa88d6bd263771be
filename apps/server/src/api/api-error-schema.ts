import { z } from 'zod';

/** The shape of every API error answer (see plugins/error-handler.ts). */
export const apiErrorSchema = z.object({
  error: z.string(),
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});
