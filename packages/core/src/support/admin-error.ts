import type { AdminErrorCode } from '@mdc/shared';

/**
 * A staff request the back end refuses: 400 with the offending fields, 404 for a record that
 * does not exist, 409 for a conflict (a slug already taken, an order that cannot change status),
 * 415/422 for an upload that is not a usable image.
 * The message is English for API clients; `code` (with `args`) names the refusal so the admin app
 * can say it in the staff member's language (adminErrorCodes in @mdc/shared).
 */
export class AdminError extends Error {
  code: AdminErrorCode | undefined;
  args: Record<string, string | number> | undefined;

  constructor(
    readonly statusCode: 400 | 404 | 409 | 413 | 415 | 422 | 502,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AdminError';
  }

  /** Names the refusal for translation: `throw new AdminError(409, '…').as('slug_taken')`. */
  as(code: AdminErrorCode, args?: Record<string, string | number>): this {
    this.code = code;
    this.args = args;
    return this;
  }

  /** 400 naming one field. */
  static field(field: string, message: string) {
    return new AdminError(400, `${field}: ${message}`, { [field]: message });
  }

  static notFound(what: string) {
    return new AdminError(404, `${what} not found.`).as('not_found');
  }
}
