import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isDatabaseUnavailableError } from '@mdc/core';
import { isFieldErrorCode, type FieldErrorCode } from '@mdc/shared';

export interface ApiErrorBody {
  error: string;
  message: string;
  /** One message per invalid field, keyed by the field's name. */
  fields?: Record<string, string>;
  /** The same fields' stable codes, for pages to say them in their language (decision 092). */
  field_codes?: Record<string, FieldErrorCode>;
  /** A refusal's stable name, for the page or the admin app to say it in the reader's language. */
  code?: string;
  args?: Record<string, string | number>;
}

/** What a 503 asks clients to wait: about the time PostgreSQL takes to restart. */
export const databaseRetryAfterSeconds = 5;

type ValidationIssue = NonNullable<FastifyError['validation']>[number];

/**
 * The stable code of one zod issue (as fastify-type-provider-zod reports it: the zod code as
 * `keyword`, the rest of the issue in `params`). `present` says whether the request held the field.
 */
function fieldCodeOf(issue: ValidationIssue, present: boolean): FieldErrorCode {
  const params = (issue.params ?? {}) as {
    params?: { code?: unknown };
    origin?: unknown;
    minimum?: unknown;
    format?: unknown;
  };
  const own = params.params?.code;
  if (isFieldErrorCode(own)) return own;
  if (!present) return 'required';
  const text = params.origin === 'string';
  switch (issue.keyword) {
    case 'too_small':
      if (!text) return 'invalid';
      return Number(params.minimum) <= 1 ? 'required' : 'too_short';
    case 'too_big':
      return text ? 'too_long' : 'invalid';
    case 'invalid_format':
      return params.format === 'email' ? 'invalid_email' : 'invalid';
    default:
      return 'invalid';
  }
}

function problemsOf(error: FastifyError, request: FastifyRequest) {
  const fields: Record<string, string> = {};
  const codes: Record<string, FieldErrorCode> = {};
  const context = error.validationContext;
  const parts: Record<string, unknown> = {
    body: request.body,
    querystring: request.query,
    params: request.params,
    headers: request.headers,
  };
  const part = context ? parts[context] : undefined;
  for (const issue of error.validation ?? []) {
    const path = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
    const missing = (issue.params as { missingProperty?: string })?.missingProperty;
    const name = path || missing || context || 'request';
    if (Object.hasOwn(fields, name)) continue;
    fields[name] = issue.message ?? 'is invalid';
    codes[name] = fieldCodeOf(issue, valueAt(part, path) !== undefined);
  }
  return { fields, codes };
}

/** The value at a dotted path of the request's body, query or params (undefined if absent). */
function valueAt(part: unknown, path: string): unknown {
  if (!path) return part ?? undefined;
  let value = part;
  for (const key of path.split('.')) {
    if (typeof value !== 'object' || value === null || !Object.hasOwn(value, key)) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
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
        const { fields, codes } = problemsOf(error, request);
        const message = Object.entries(fields)
          .map(([field, text]) => `${field}: ${text}`)
          .join(' | ');
        return reply.status(400).send({
          error: 'Bad Request',
          message,
          fields,
          field_codes: codes,
        } satisfies ApiErrorBody);
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
          field_codes: { body: 'invalid' },
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
