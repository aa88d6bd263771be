/**
 * A staff request the back end refuses: 400 with the offending fields, 404 for a record that
 * does not exist, 409 for a conflict (a slug already taken, an order that cannot change status).
 */
export class AdminError extends Error {
  constructor(
    readonly statusCode: 400 | 404 | 409 | 413 | 415 | 502,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AdminError';
  }

  /** 400 naming one field. */
  static field(field: string, message: string) {
    return new AdminError(400, `${field}: ${message}`, { [field]: message });
  }

  static notFound(what: string) {
    return new AdminError(404, `${what} not found.`);
  }
}
