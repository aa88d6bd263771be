import type { NewsletterStatus } from '@mdc/shared';
import { ApiError } from '../../ui/api-client';

/** How a call through the API client ended: its JSON answer, or what it threw. */
export type Settled = { ok: true; body: unknown } | { ok: false; error: unknown };

export async function settle(call: Promise<unknown>): Promise<Settled> {
  try {
    return { ok: true, body: await call };
  } catch (error) {
    return { ok: false, error };
  }
}

/** The payload field of the robot check (docs/product/site-pages.md#visitor-forms). */
export const captchaField = 'recaptcha_token';

function record(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null
    ? (value as Record<string, unknown>)
    : undefined;
}

/** `fields` of an error answer (plugins/error-handler.ts): field name → message. */
function fieldsOf(body: unknown): Record<string, string> {
  const fields = record(record(body)?.fields);
  if (!fields) return {};
  return Object.fromEntries(
    Object.entries(fields).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}

function statusOf(body: unknown): unknown {
  return record(body)?.status;
}

/**
 * The newsletter's toasts (docs/product/site-pages.md#visitor-forms): success, duplicate and invalid from the answer's
 * `status` whether the HTTP status was a success or not, "unknown" for any other status of a
 * successful answer, "failed" for any other failure. A refused robot check is "robot": the
 * visitor's way out is the same as for a missing one (docs/decisions/013-form-ui-messages.md).
 */
export type NewsletterOutcome = NewsletterStatus | 'unknown' | 'robot' | 'failed';

export function newsletterOutcome(result: Settled): NewsletterOutcome {
  const known = (status: unknown): status is NewsletterStatus =>
    status === 'success' || status === 'duplicate' || status === 'invalid';
  if (result.ok) {
    const status = statusOf(result.body);
    return known(status) ? status : 'unknown';
  }
  if (!(result.error instanceof ApiError)) return 'failed';
  const status = statusOf(result.error.body);
  if (status === 'duplicate' || status === 'invalid') return status;
  if (result.error.status === 400 && captchaField in fieldsOf(result.error.body)) return 'robot';
  return 'failed';
}

/** What the contact and booking forms make of an answer (docs/product/site-pages.md#visitor-forms, decision 013). */
export type FormOutcome<F extends string> =
  | { kind: 'success' }
  /** 400 naming fields of the form: shown beside them, the form is kept. */
  | { kind: 'fields'; fields: Partial<Record<F, string>> }
  /** 400 naming only the robot check: refused, expired or already used. */
  | { kind: 'robot' }
  | { kind: 'tooMany' }
  /** Any other answer that is not a success. */
  | { kind: 'server' }
  /** No answer at all: the request did not get through. */
  | { kind: 'network' };

export function formOutcome<F extends string>(
  result: Settled,
  formFields: readonly F[],
): FormOutcome<F> {
  if (result.ok) return { kind: 'success' };
  const { error } = result;
  if (!(error instanceof ApiError)) return { kind: 'network' };
  if (error.status === 429) return { kind: 'tooMany' };
  if (error.status === 400) {
    const fields = fieldsOf(error.body);
    const named: Partial<Record<F, string>> = {};
    for (const field of formFields) {
      if (fields[field] !== undefined) named[field] = fields[field];
    }
    if (Object.keys(named).length > 0) return { kind: 'fields', fields: named };
    if (captchaField in fields) return { kind: 'robot' };
  }
  return { kind: 'server' };
}
