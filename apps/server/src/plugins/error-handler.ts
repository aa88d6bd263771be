import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isDatabaseUnavailableError } from '@mdc/db';

export interface ApiErrorBody {
  error: string;
  message: string;
  /** One message per invalid field, keyed by the field's name. */
  fields?: Record<string, string>;
  /** The admin API's name for a refusal, for the admin app to say it in the staff's language. */
  code?: string;
  args?: Record<string, string | number>;
}

/** What a 503 asks clients to wait: about the time PostgreSQL takes to restart. */
export const databaseRetryAfterSeconds = 5;

function fieldsOf(error: FastifyError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.validation ?? []) {
    const path = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
    const missing = (issue.params as { missingProperty?: string })?.missingProperty;
    const name = path || missing || error.validationContext || 'request';
    fields[name] ??= issue.message ?? 'is invalid';
  }
  return fields;
}

function bodyProblem(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return 'is not valid JSON';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'is empty but the content type says JSON';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'is too large';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'has a content type this route does not accept';
    default:
      return 'could not be read';
  }
}

/**
 * The one error handler: client mistakes become a 4xx that names the field; anything else is
 * logged with the request id and answered without internals.
 */
export const errorHandler = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error.validation) {
        const fields = fieldsOf(error);
        const message = Object.entries(fields)
          .map(([field, text]) => `${field}: ${text}`)
          .join(' | ');
        return reply
          .status(400)
          .send({ error: 'Bad Request', message, fields } satisfies ApiErrorBody);
      }
      const status = error.statusCode ?? 500;
      // The body could not be read (malformed JSON, a forbidden __proto__ key, an unsupported
      // content type): the field at fault is the body itself.
      if (error.code?.startsWith('FST_ERR_CTP_') && status >= 400 && status < 500) {
        const text = bodyProblem(error);
        return reply.status(status).send({
          error: STATUS_CODES[status] ?? 'Bad Request',
          message: `body: ${text}`,
          fields: { body: text },
        } satisfies ApiErrorBody);
      }
      if (status >= 400 && status < 500) {
        return reply.status(status).send({
          error: STATUS_CODES[status] ?? 'Bad Request',
          message: error.message,
        } satisfies ApiErrorBody);
      }
      // The database is restarting or unreachable: a retry in a few seconds may well succeed.
      if (isDatabaseUnavailableError(error)) {
        request.log.warn({ err: error }, 'database unavailable');
        return reply
          .status(503)
          .header('retry-after', String(databaseRetryAfterSeconds))
          .send({
            error: 'Service Unavailable',
            message: 'The service is briefly unavailable. Please try again in a few seconds.',
            code: 'database_unavailable',
          } satisfies ApiErrorBody);
      }
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send({
        error: 'Internal Server Error',
        message: `Something went wrong on our side (request ${request.id}).`,
      } satisfies ApiErrorBody);
    });
  },
  { name: 'error-handler' },
);
