import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { DomainError, isDatabaseUnavailableError, refusalText, type RefusalCode } from '@mdc/core';
import {
  isFieldErrorCode,
  isSiteLang,
  siteLangFromAcceptLanguage,
  type FieldErrorCode,
  type SiteLang,
} from '@mdc/shared';

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

/** The catalogue's code of a body that could not be read. */
function bodyProblem(error: FastifyError): RefusalCode {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return 'body_invalid_json';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'body_empty';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'body_too_large';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'body_media_type';
    default:
      return 'body_unreadable';
  }
}

const siteLangOf = (value: unknown): SiteLang | null =>
  typeof value === 'string' && isSiteLang(value) ? value : null;

/**
 * The language a refusal is said in (decision 135): the checkout's buyer (the payload's
 * `customer.preferred_language`, else its `language`: decisions 074, 095), then `?lang=`, then
 * Accept-Language, then English. An account's `lang` is the language of its e-mails, not of the
 * JSON token API's texts, which stay English for its clients unless they ask.
 */
export function requestLang(request: FastifyRequest): SiteLang {
  const body = (typeof request.body === 'object' && request.body !== null ? request.body : {}) as {
    language?: unknown;
    customer?: { preferred_language?: unknown } | null;
  };
  const query = (request.query ?? {}) as { lang?: unknown };
  return (
    siteLangOf(body.customer?.preferred_language) ??
    siteLangOf(body.language) ??
    siteLangOf(query.lang) ??
    siteLangFromAcceptLanguage(request.headers['accept-language']) ??
    'en'
  );
}

/**
 * A schema's refusal: each field with its schema's text and its code (decision 092). The texts
 * and the `'field: text'` message are the shared schemas' English, with their limits, as the
 * API has always answered them; pages say the codes.
 */
function validationBody(error: FastifyError, request: FastifyRequest) {
  const { fields, codes } = problemsOf(error, request);
  const message = Object.entries(fields)
    .map(([field, text]) => `${field}: ${text}`)
    .join(' | ');
  return { error: 'Bad Request', message, fields, field_codes: codes } satisfies ApiErrorBody;
}

/** A 4xx of Fastify or a plugin (an unread body, a rate limit, a bad route) in the one shape. */
function clientErrorBody(error: FastifyError, status: number, lang: SiteLang): ApiErrorBody {
  // The body could not be read (malformed JSON, a forbidden __proto__ key, an unsupported
  // content type): the field at fault is the body itself.
  if (error.code?.startsWith('FST_ERR_CTP_')) {
    const text = refusalText(bodyProblem(error), {}, lang);
    return {
      error: STATUS_CODES[status] ?? 'Bad Request',
      message: `body: ${text}`,
      fields: { body: text },
      field_codes: { body: 'invalid' },
    };
  }
  return { error: STATUS_CODES[status] ?? 'Bad Request', message: error.message };
}

/**
 * The one error handler (docs/decisions/135-one-error-model.md): a domain's refusal
 * (DomainError) and every client mistake become a 4xx in the API's shape, said in the request's
 * language and naming the field; anything else is logged with the request id and answered
 * without internals. No route scope has a handler of its own for the same job.
 */
export const errorHandler = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const lang = requestLang(request);
      if (error instanceof DomainError) {
        if (error.retryAfterSeconds) reply.header('retry-after', String(error.retryAfterSeconds));
        if (error.statusCode === 401) reply.header('www-authenticate', 'Bearer');
        return reply.status(error.statusCode).send(error.bodyIn(lang));
      }
      if (error.validation) return reply.status(400).send(validationBody(error, request));
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        return reply.status(status).send(clientErrorBody(error, status, lang));
      }
      // The database is restarting or unreachable: a retry in a few seconds may well succeed.
      if (isDatabaseUnavailableError(error)) {
        request.log.warn({ err: error }, 'database unavailable');
        return reply
          .status(503)
          .header('retry-after', String(databaseRetryAfterSeconds))
          .send({
            error: 'Service Unavailable',
            message: refusalText('database_unavailable', {}, lang),
            code: 'database_unavailable',
          } satisfies ApiErrorBody);
      }
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send({
        error: 'Internal Server Error',
        message: refusalText('internal_error', { request: request.id }, lang),
        code: 'internal_error',
      } satisfies ApiErrorBody);
    });
  },
  { name: 'error-handler' },
);
