import { z } from 'zod';
import {
  accountEmailSchema,
  matchPage,
  pages,
  passwordLimits,
  pathTo,
  profileLimits,
} from '@mdc/shared';
import type { FieldErrorCode, PageKey, SiteLang } from '@mdc/shared';
import type { ApiRefusal, FieldLimits } from '~/ui/api-refusal';

/**
 * The login page's pure rules (docs/product/accounts.md#login-page, docs/product/accounts.md#account-messages): where to go after logging in,
 * which fields are missing or wrong, and where the server's refusals are shown.
 */

export const authModes = ['login', 'register', 'forgot', 'reset'] as const;
export type AuthMode = (typeof authModes)[number];
export type AuthField = 'email' | 'username' | 'password' | 'password2';
export type AuthValues = Record<AuthField, string>;
export type AuthFieldErrors = Partial<Record<AuthField, FieldErrorCode>>;

/** The fields each mode shows, in the form's order (the first with an error gets the focus). */
export const modeFields: Record<AuthMode, readonly AuthField[]> = {
  login: ['email', 'password'],
  register: ['email', 'username', 'password', 'password2'],
  forgot: ['email'],
  reset: ['password', 'password2'],
};

/** The limits each field's messages name. */
export const authFieldLimits: Record<AuthField, FieldLimits> = {
  email: { max: profileLimits.email },
  username: { max: profileLimits.username },
  password: passwordLimits,
  password2: passwordLimits,
};

/**
 * Browser-side checks before sending, with the API's codes as the issues' messages; the server
 * checks again (and refuses common passwords). The login form runs it through react-hook-form's
 * zod resolver (docs/decisions/111-one-form-library.md).
 */
export function authFormSchema(mode: AuthMode) {
  const shown = modeFields[mode];
  const newPassword = mode === 'register' || mode === 'reset';
  return z
    .object({
      email: z.string(),
      username: z.string(),
      password: z.string(),
      password2: z.string(),
    })
    .superRefine((values, context) => {
      const flag = (field: AuthField, code: FieldErrorCode) =>
        context.addIssue({ code: 'custom', path: [field], message: code });
      const missing = new Set(shown.filter((field) => !values[field].trim()));
      missing.forEach((field) => flag(field, 'required'));
      if (shown.includes('email') && !missing.has('email')) {
        if (!accountEmailSchema.safeParse(values.email).success) flag('email', 'invalid_email');
      }
      if (newPassword && !missing.has('password') && values.password.length < passwordLimits.min) {
        flag('password', 'too_short');
      }
      if (newPassword && !missing.has('password2') && values.password !== values.password2) {
        flag('password2', 'password_mismatch');
      }
    });
}

/** The schema's first code for each field (what the form shows before sending). */
export function authFormErrors(mode: AuthMode, values: AuthValues): AuthFieldErrors {
  const result = authFormSchema(mode).safeParse(values);
  const errors: AuthFieldErrors = {};
  for (const issue of result.error?.issues ?? []) {
    const field = issue.path[0] as AuthField;
    errors[field] ??= issue.message as FieldErrorCode;
  }
  return errors;
}

/** The login form's inputs for the API's field names (docs/product/api.md#accounts-api payloads). */
const apiFieldNames: Record<string, AuthField> = {
  email: 'email',
  username: 'username',
  password: 'password',
  password1: 'password',
  password2: 'password2',
  new_password1: 'password',
  new_password2: 'password2',
};

/** The e-mailed link's parts: a problem with either means the link is bad. */
const linkFields = new Set(['uid', 'token']);

export interface AuthRefusal {
  /** Codes for the inputs the mode shows, to say under each. */
  fields: AuthFieldErrors;
  /** The e-mailed link (uid, token) is bad. */
  badLink: boolean;
}

/**
 * Where a refused call's problems go on the page: each API field onto the input that the mode
 * shows for it, the link's parts into `badLink`. Fields the page cannot show are left out (the
 * page then says its general failure): the API's names never reach the visitor.
 */
export function authRefusal(mode: AuthMode, refusal: ApiRefusal): AuthRefusal {
  const fields: AuthFieldErrors = {};
  let badLink = false;
  for (const [name, code] of Object.entries(refusal.fields)) {
    const field = apiFieldNames[name];
    if (field && modeFields[mode].includes(field)) fields[field] ??= code;
    else if (linkFields.has(name) && mode === 'reset') badLink = true;
  }
  return { fields, badLink };
}

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
