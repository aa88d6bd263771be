import type { FormName, payloadProblems } from './payload-problems';

type Validation = { payloadProblems: typeof payloadProblems };

/** What a field's message says: that it is missing, or that its value is not accepted. */
export type FieldErrorKind = 'required' | 'invalid';
export type FieldErrors<F extends string> = Partial<Record<F, FieldErrorKind>>;

/**
 * The message kind of each field with a problem, whether the browser or the server found it. An
 * empty required field is "required"; anything else "invalid", with a text per field that states
 * the rule, so no server wording (English) reaches the page.
 */
export function fieldErrorKinds<F extends string>(
  fields: readonly F[],
  problems: Partial<Record<string, unknown>>,
  values: Readonly<Record<F, string>>,
  required: readonly F[],
): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const field of fields) {
    if (problems[field] === undefined) continue;
    errors[field] = required.includes(field) && !values[field].trim() ? 'required' : 'invalid';
  }
  return errors;
}

/** The field to move the focus to: the first with an error, in the form's order. */
export function firstInvalidField<F extends string>(
  fields: readonly F[],
  errors: FieldErrors<F>,
): F | undefined {
  return fields.find((field) => errors[field] !== undefined);
}

let validation: Promise<Validation> | undefined;

/** Starts loading the browser-side validation, e.g. when a form is first used. */
export function preloadValidation(): Promise<Validation> {
  validation ??= import('./payload-problems').catch((error: unknown) => {
    validation = undefined;
    throw error;
  });
  return validation;
}

/** For a form's first focus: the checks load while the visitor types. */
export function warmUpValidation(): void {
  preloadValidation().catch(() => {});
}

/**
 * Problems the API would answer with, found before sending. If the validation code cannot be
 * loaded (offline, a new deployment), the server's answer still names the fields.
 */
export async function clientProblems(
  form: FormName,
  payload: Record<string, unknown>,
): Promise<Record<string, string>> {
  try {
    const { payloadProblems } = await preloadValidation();
    return payloadProblems(form, payload);
  } catch {
    return {};
  }
}
