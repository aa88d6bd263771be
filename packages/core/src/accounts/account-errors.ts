import type { AccountRefusalCode, FieldErrorCode } from '@mdc/shared';
import { DomainError } from '../support/index.ts';
import { refusalText } from '../support/index.ts';

/** The accounts service's refusals, said by the refusal catalogue (decision 135). */
export type AccountRefusal = Extract<
  AccountRefusalCode | FieldErrorCode,
  | 'invalid_credentials'
  | 'email_taken'
  | 'password_too_common'
  | 'invalid_link'
  | 'session_expired'
  | 'not_signed_in'
  | 'google_failed'
  | 'account_locked'
>;

/**
 * A refusal of the accounts service: the one error type (DomainError, decision 135) with the
 * accounts' constructor: status, code, the field at fault if any, and the numbers its text needs
 * (`account_locked`: `minutes`).
 */
export class AccountError extends DomainError {
  constructor(
    statusCode: 400 | 401 | 404 | 429,
    code: AccountRefusal,
    field?: string,
    args: Record<string, number> = {},
  ) {
    super(statusCode, code, { ...(field && { field }), args });
    this.name = 'AccountError';
  }

  /** The English text without the field's name (the command line's create-admin says it). */
  get text(): string {
    return refusalText(this.code as AccountRefusal, this.args, 'en');
  }
}

/** The plain confirmations of the accounts API (pages show their own). */
export const accountMessages = {
  resetSent: 'Password reset e-mail has been sent.',
  passwordSet: 'Password has been reset with the new password.',
  emailVerified: 'E-mail address verified.',
  loggedOut: 'Successfully logged out.',
  deleted: 'Account deleted.',
} as const;
