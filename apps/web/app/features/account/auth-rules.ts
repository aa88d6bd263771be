import { accountEmailSchema, matchPage, pages, passwordLimits, pathTo } from '@mdc/shared';
import type { PageKey, SiteLang } from '@mdc/shared';

/**
 * The login page's pure rules (spec 001 §2 "Login page", §5, §8): where to go after logging in,
 * which fields are missing or wrong, and how the server's field errors are shown.
 */

export type AuthMode = 'login' | 'register' | 'forgot' | 'reset';
export type AuthField = 'email' | 'username' | 'password' | 'password2';
export type AuthFieldError = 'required' | 'invalidEmail' | 'passwordShort' | 'mismatch';
export type AuthValues = Record<AuthField, string>;

/** The fields each mode shows, in the form's order (the first with an error gets the focus). */
export const modeFields: Record<AuthMode, readonly AuthField[]> = {
  login: ['email', 'password'],
  register: ['email', 'username', 'password', 'password2'],
  forgot: ['email'],
  reset: ['password', 'password2'],
};

/** Browser-side checks before sending; the server checks again (and refuses common passwords). */
export function authFormErrors(
  mode: AuthMode,
  values: AuthValues,
): Partial<Record<AuthField, AuthFieldError>> {
  const errors: Partial<Record<AuthField, AuthFieldError>> = {};
  for (const field of modeFields[mode]) {
    if (!values[field].trim()) errors[field] = 'required';
  }
  if (!errors.email && modeFields[mode].includes('email')) {
    if (!accountEmailSchema.safeParse(values.email).success) errors.email = 'invalidEmail';
  }
  const newPassword = mode === 'register' || mode === 'reset';
  if (newPassword && !errors.password && values.password.length < passwordLimits.min) {
    errors.password = 'passwordShort';
  }
  if (newPassword && !errors.password2 && values.password !== values.password2) {
    errors.password2 = 'mismatch';
  }
  return errors;
}

/** The server's field errors of a 400 answer ({ message, fields: { field: message } }). */
export function serverFieldErrors(body: unknown): Record<string, string> {
  if (typeof body !== 'object' || body === null || !('fields' in body)) return {};
  const { fields } = body;
  if (typeof fields !== 'object' || fields === null) return {};
  return Object.fromEntries(
    Object.entries(fields).filter((entry): entry is [string, string] => {
      return typeof entry[1] === 'string' && entry[1].trim() !== '';
    }),
  );
}

/** Spec 001 §8: 'field: message' joined by ' | ', or null when the answer names no field. */
export function joinFieldErrors(body: unknown): string | null {
  const entries = Object.entries(serverFieldErrors(body));
  if (entries.length === 0) return null;
  return entries.map(([field, message]) => `${field}: ${message}`).join(' | ');
}

/** The login form's names for the API's fields, to mark the right input. */
export const apiFieldNames: Record<string, AuthField> = {
  email: 'email',
  username: 'username',
  password: 'password',
  password1: 'password',
  password2: 'password2',
  new_password1: 'password',
  new_password2: 'password2',
};

const origin = 'https://same-site.invalid';

/**
 * Where to go after logging in: `next` may name a page without parameters (next=checkout) or be a
 * path of this site ("/en/shop/cart"); anything else, and the login page itself, give the profile.
 * Never another origin, so the parameter cannot be used as an open redirect.
 */
export function loginTarget(next: string | null, lang: SiteLang): string {
  const fallback = pathTo('profile', lang);
  if (!next) return fallback;
  if (Object.hasOwn(pages, next)) {
    const page = next as PageKey;
    return pages[page][lang].includes(':') || page === 'login' ? fallback : pathTo(page, lang);
  }
  // "//host" and "/\host" are other origins to a browser; control characters are never valid.
  if (!next.startsWith('/') || /^\/[/\\]|\\|\p{Cc}/u.test(next)) return fallback;
  let url: URL;
  try {
    url = new URL(next, origin);
  } catch {
    return fallback;
  }
  if (url.origin !== origin || matchPage(url.pathname)?.page === 'login') return fallback;
  return url.pathname + url.search + url.hash;
}
