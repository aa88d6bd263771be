import type { AccountRefusalCode, FieldErrorCode } from '@mdc/shared';

/** The accounts API's English texts of each refusal; pages say the codes in their language. */
const refusalTexts = {
  invalid_credentials: () => 'Incorrect email or password.',
  email_taken: () => 'A user is already registered with this e-mail address.',
  password_too_common: () => 'This password is too common.',
  invalid_link: () => 'This link is invalid or has expired; please ask for a new one.',
  session_expired: () => 'Your session has expired; please log in again.',
  not_signed_in: () => 'Authentication credentials were not provided.',
  google_failed: () => 'Google login failed.',
  account_locked: (args) => {
    const minutes = Number(args.minutes);
    return `Too many failed attempts; try again in ${minutes} minute${minutes === 1 ? '' : 's'} or reset your password.`;
  },
} satisfies Partial<
  Record<AccountRefusalCode | FieldErrorCode, (args: Record<string, number>) => string>
>;
export type AccountRefusal = keyof typeof refusalTexts;

/**
 * A refusal the API answers with its status, its code and English text, and the field at fault
 * if there is one (decision 092): `{ message: 'field: text', fields, field_codes }` for a field,
 * `{ message, code, args }` otherwise.
 */
export class AccountError extends Error {
  /** The text without the field's name. */
  readonly text: string;

  constructor(
    readonly statusCode: 400 | 401 | 404 | 429,
    readonly code: AccountRefusal,
    readonly field?: string,
    readonly args: Record<string, number> = {},
  ) {
    const text = refusalTexts[code](args);
    super(field ? `${field}: ${text}` : text);
    this.text = text;
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
