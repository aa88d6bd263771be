import { STATUS_CODES } from 'node:http';
import type { AdminErrorCode, SiteLang } from '@mdc/shared';
import { DomainError, type RefusalBody } from './domain-error.ts';
import { adminRefusalText } from './refusal-texts.ts';

/**
 * A staff request the back end refuses: 400 with the offending fields, 404 for a record that
 * does not exist, 409 for a conflict (a slug already taken, an order that cannot change status),
 * 415/422 for an upload that is not a usable image.
 * The one error type (DomainError, docs/decisions/135-one-error-model.md) with the staff API's
 * own answer: the message is English for API clients; `code` (with `args`) names the refusal so
 * the admin app says it in the staff member's language (adminErrorCodes in @mdc/shared).
 */
export class AdminError extends DomainError {
  /** Whether `.as` named the refusal (the wire then carries `code` and `args`). */
  private named = false;

  constructor(
    statusCode: 400 | 404 | 409 | 413 | 415 | 422 | 502,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(statusCode, 'invalid');
    this.message = message;
    this.name = 'AdminError';
  }

  /** Names the refusal for translation: `throw new AdminError(409, '…').as('slug_taken')`. */
  as(code: AdminErrorCode, args?: Record<string, string | number>): this {
    this.code = code;
    this.args = args ?? {};
    this.named = true;
    return this;
  }

  /**
   * The staff API's answer: its English message (the detail API clients and logs read) or, for
   * a named refusal asked in Portuguese, the admin app's text of the code (decision 135).
   */
  override bodyIn(lang: SiteLang): RefusalBody {
    const said = this.named && lang !== 'en';
    return {
      error: STATUS_CODES[this.statusCode] ?? 'Error',
      message: said ? adminRefusalText(this.code as AdminErrorCode, this.args, lang) : this.message,
      ...(this.fields && { fields: this.fields }),
      ...(this.named && { code: this.code, args: this.args }),
    };
  }

  /** 400 naming one field. */
  static field(field: string, message: string) {
    return new AdminError(400, `${field}: ${message}`, { [field]: message });
  }

  static notFound(what: string) {
    return new AdminError(404, `${what} not found.`).as('not_found');
  }
}
