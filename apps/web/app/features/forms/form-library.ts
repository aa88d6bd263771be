import { useCallback, useEffect, useState } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';

/**
 * The glue between react-hook-form and this site's forms (docs/decisions/111-one-form-library.md).
 * Every form of the web app holds its values and errors in `useForm`; this module adds what the
 * site's forms share on top of it:
 *
 * - the focus moves to the first invalid field once it is rendered with its message, so a screen
 *   reader reads the label and the error together (`useFocusAfterRender`);
 * - errors found before sending (the resolver) and errors a 4xx answer names (the server) are
 *   shown the same way: each field's code as the error's `message`, in the form's order, the
 *   first one focused (`useFieldErrorDisplay`).
 *
 * A field's error keeps a code (`required`, `invalid`, `too_long`…), never a text: the page turns
 * it into its own language when it renders (decision 092).
 */

/** Moves the focus to an element by id after the next render. */
export function useFocusAfterRender(): (id: string) => void {
  // A new object each time, so a second submit with the same error focuses the field again.
  const [request, setRequest] = useState<{ id: string } | null>(null);
  useEffect(() => {
    if (request) document.getElementById(request.id)?.focus();
  }, [request]);
  return useCallback((id: string) => setRequest({ id }), []);
}

/** Field → error code, as a resolver or a refused answer names them. */
export type FieldCodes<F extends string> = Partial<Record<F, string>>;

/**
 * The code a form's error holds for a field, if any: its `message`, as zod issues made with
 * `message: code` give it through the zod resolver and as `show` sets it.
 */
export function errorCodeOf<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'formState'>,
  field: FieldPath<T>,
): string | undefined {
  const errors = form.formState.errors as Record<string, { message?: unknown } | undefined>;
  const message = errors[field]?.message;
  return typeof message === 'string' ? message : undefined;
}

/** The fields of `order` that have a code, as react-hook-form's `FieldErrors`. */
export function fieldErrorsOf<F extends string>(order: readonly F[], codes: FieldCodes<F>) {
  const errors: Partial<Record<F, { type: string; message: string }>> = {};
  for (const field of order) {
    const code = codes[field];
    if (code !== undefined) errors[field] = { type: code, message: code };
  }
  return errors;
}

/**
 * Shows codes on a form's fields, replacing the ones shown, and focuses the first in `order`.
 * `show` is what a form calls with the fields of a 400 answer (e.g. from `apiRefusalOf`), and
 * `focusFirst` what it passes as `handleSubmit`'s second argument for the resolver's errors.
 */
export function useFieldErrorDisplay<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'setError' | 'clearErrors'>,
  order: readonly FieldPath<T>[],
  idOf: (field: FieldPath<T>) => string,
) {
  const focus = useFocusAfterRender();
  const { setError, clearErrors } = form;

  const focusFirst = useCallback(
    (errors: Partial<Record<string, unknown>>) => {
      const first = order.find((field) => errors[field] !== undefined);
      if (first) focus(idOf(first));
    },
    [order, idOf, focus],
  );

  const show = useCallback(
    (codes: FieldCodes<FieldPath<T>>) => {
      clearErrors();
      for (const field of order) {
        const code = codes[field];
        if (code !== undefined) setError(field, { type: code, message: code });
      }
      focusFirst(codes);
    },
    [order, setError, clearErrors, focusFirst],
  );

  return { show, focusFirst };
}
