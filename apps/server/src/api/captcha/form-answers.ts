import { captchaFailureMessages, type CaptchaFailure } from '@mdc/core';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { ApiErrorBody } from '../../plugins/error-handler.ts';
import { apiErrorSchema } from '../api-error-schema.ts';

/** The answer of a visitor form that was accepted (contact, booking). */
export const formSuccessSchema = z.object({ status: z.literal('success') });

/** Error answers every visitor form may give, in the shape of plugins/error-handler.ts. */
export const formErrorResponses = {
  400: apiErrorSchema,
  429: apiErrorSchema,
  503: apiErrorSchema,
};

/**
 * A refused robot check is the visitor's to fix (400 naming `recaptcha_token`), except when the
 * check itself cannot run (503).
 */
export function sendCaptchaRejection(reply: FastifyReply, reason: CaptchaFailure) {
  const message = captchaFailureMessages[reason];
  if (reason === 'unavailable') {
    return reply.status(503).send({ error: 'Service Unavailable', message } satisfies ApiErrorBody);
  }
  return reply.status(400).send({
    error: 'Bad Request',
    message: `recaptcha_token: ${message}`,
    fields: { recaptcha_token: message },
  } satisfies ApiErrorBody);
}
