/**
 * The admin API answers refusals in English with a stable `code` (and `args`) and per-field
 * messages; this says them in the staff member's language. Messages it does not know stay as the
 * server wrote them.
 */

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** Set by App.tsx to its i18n provider's translate, so the data provider speaks the admin's language. */
export const errorLanguage: { translate: Translate } = {
  translate: (key, options) => String(options?._ ?? key),
};

/** The validation messages of the shared schemas and zod, and their react-admin keys. */
const fieldPatterns: [RegExp, string, (match: RegExpExecArray) => Record<string, string>][] = [
  [/^is required$/i, 'ra.validation.required', () => ({})],
  [/^must be at most (\d+) characters$/, 'ra.validation.maxLength', (m) => ({ max: m[1]! })],
  [/^must be at least (\d+) characters$/, 'ra.validation.minLength', (m) => ({ min: m[1]! })],
  [/^must be a valid e-mail address$/, 'ra.validation.email', () => ({})],
  [/^must be text$/, 'admin.validation.text', () => ({})],
  [/^must be a single line of text$/, 'admin.validation.single_line', () => ({})],
  [/^Invalid input: expected number/, 'ra.validation.number', () => ({})],
  [/^Too big: expected number to be <=?(\S+)$/, 'ra.validation.maxValue', (m) => ({ max: m[1]! })],
  [
    /^Too small: expected number to be >=?(\S+)$/,
    'ra.validation.minValue',
    (m) => ({ min: m[1]! }),
  ],
];

export function fieldMessage(text: string): string {
  for (const [pattern, key, args] of fieldPatterns) {
    const match = pattern.exec(text);
    if (match) return errorLanguage.translate(key, { ...args(match), _: text });
  }
  return text;
}

interface ApiErrorBody {
  message?: string;
  fields?: Record<string, string>;
  code?: string;
  args?: Record<string, string | number>;
}

/** The notification and the per-field messages of a refused call, in the admin's language. */
export function localizedError(body: ApiErrorBody | null, fallback: string) {
  const { translate } = errorLanguage;
  const fields = body?.fields ?? {};
  if (body?.code) {
    const message = translate(`admin.errors.${body.code}`, {
      ...body.args,
      _: body.message ?? fallback,
    });
    return { message, errors: Object.fromEntries(Object.keys(fields).map((f) => [f, message])) };
  }
  const errors = Object.fromEntries(
    Object.entries(fields).map(([field, text]) => [field, fieldMessage(text)]),
  );
  const message =
    Object.keys(errors).length > 0
      ? translate('ra.message.invalid_form', { _: body?.message ?? fallback })
      : (body?.message ?? fallback);
  return { message, errors };
}

/** The sign-in refusals the accounts API names that the staff sign-in page says in its language. */
const signInRefusals = new Set(['invalid_credentials', 'account_locked', 'too_many_requests']);

/**
 * The message key of a refused sign-in (POST /api/users/token/), never the server's English text:
 * react-admin's login form translates what the auth provider throws (decision 092).
 */
export function signInRefusalKey(body: { code?: unknown } | null): string {
  const code = body?.code;
  return typeof code === 'string' && signInRefusals.has(code)
    ? `admin.auth.${code}`
    : 'ra.auth.sign_in_error';
}
