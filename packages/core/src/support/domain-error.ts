import { STATUS_CODES } from 'node:http';
import { isFieldErrorCode, type FieldErrorCode, type SiteLang } from '@mdc/shared';
import { refusalText, type RefusalArgs, type RefusalCode } from './refusal-texts.ts';

/** The statuses a refusal may answer: the client's mistake, or a provider that did not answer. */
export type RefusalStatus = 400 | 401 | 402 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 429 | 502;

export interface DomainErrorOptions {
  /** The request field at fault, named in `fields` (and `field_codes` for a field code). */
  field?: string;
  /** What the text says: an order number, a date (`…_at`, `…_day`), an amount (`…_amount`). */
  args?: RefusalArgs;
  /** For a 429: when to try again (the `retry-after` header). */
  retryAfterSeconds?: number;
}

/** The API's answer to a refusal (docs/product/api.md#conventions, decision 135). */
export interface RefusalBody {
  error: string;
  message: string;
  fields?: Record<string, string>;
  field_codes?: Record<string, FieldErrorCode>;
  code?: string;
  args?: RefusalArgs;
}

/**
 * The one refusal every domain throws (docs/decisions/135-one-error-model.md): an HTTP status,
 * a stable code the catalogue (`support/i18n/<lang>/refusals.json`) says in pt and en, the field
 * at fault if any, and the arguments the text needs. Its `message` is the English text, for logs;
 * the API's error handler answers it in the request's language with `bodyIn`.
 */
export class DomainError extends Error {
  /** A RefusalCode; AdminError's staff codes too (decision 135 keeps the staff API's texts). */
  code: string;
  readonly field: string | undefined;
  args: RefusalArgs;
  readonly retryAfterSeconds: number | undefined;

  constructor(
    readonly statusCode: RefusalStatus,
    code: RefusalCode,
    options: DomainErrorOptions = {},
  ) {
    super(textOf(code, options, 'en'));
    this.name = 'DomainError';
    this.code = code;
    this.field = options.field;
    this.args = options.args ?? {};
    this.retryAfterSeconds = options.retryAfterSeconds;
  }

  /**
   * The wire shape in a language: `fields` (and `field_codes` when the code is a field code) for
   * a field, otherwise `code` with its `args`.
   */
  bodyIn(lang: SiteLang): RefusalBody {
    const text = refusalText(this.code as RefusalCode, this.args, lang);
    const error = STATUS_CODES[this.statusCode] ?? 'Error';
    const args = Object.keys(this.args).length > 0 ? { args: this.args } : {};
    if (this.field && isFieldErrorCode(this.code)) {
      return {
        error,
        message: `${this.field}: ${text}`,
        fields: { [this.field]: text },
        field_codes: { [this.field]: this.code },
        ...args,
      };
    }
    return {
      error,
      message: text,
      ...(this.field && { fields: { [this.field]: text } }),
      code: this.code,
      ...args,
    };
  }
}

function textOf(code: RefusalCode, options: DomainErrorOptions, lang: SiteLang) {
  const text = refusalText(code, options.args ?? {}, lang);
  return options.field && isFieldErrorCode(code) ? `${options.field}: ${text}` : text;
}
