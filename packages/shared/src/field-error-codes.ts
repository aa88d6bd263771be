/**
 * Stable names for what is wrong with a request, beside the API's English texts: every refused
 * field has one in `field_codes` (`{ field: code }`, the same keys as `fields`), and refusals
 * that name no field have one in `code`. Pages say them in their own language and never show
 * the server's text (docs/decisions/092-localised-server-messages.md).
 */
export const fieldErrorCodes = [
  'required',
  'invalid_email',
  'too_short',
  'too_long',
  'password_too_common',
  'password_mismatch',
  'email_taken',
  'invalid_link',
  'invalid',
] as const;
export type FieldErrorCode = (typeof fieldErrorCodes)[number];

export const isFieldErrorCode = (value: unknown): value is FieldErrorCode =>
  (fieldErrorCodes as readonly unknown[]).includes(value);

/** The accounts API's refusals that name no field (`code`, with `args` where a number matters). */
export const accountRefusalCodes = [
  'invalid_credentials',
  'account_locked',
  'not_signed_in',
  'session_expired',
  'google_failed',
  'too_many_requests',
  /** A cookie-authenticated write or a page's form from another site (decision 132). */
  'cross_site_request',
  /** A route action's form whose CSRF token is not its session's (decision 132). */
  'csrf_invalid',
] as const;
export type AccountRefusalCode = (typeof accountRefusalCodes)[number];

/**
 * A schema refinement's own code: zod carries `params` into the issue, and the API's error
 * handler answers `params.code` as the field's code.
 */
export const withFieldCode = (code: FieldErrorCode) => ({ params: { code } });
