import { useCallback, useEffect, useState } from 'react';
import { firstInvalidField, type FieldErrors } from './field-errors';
import { createSubmitGate, type SubmitGate, type SubmitPhase } from './submit-gate';

/** The submit gate of a form, with its phase as React state. */
export function useSubmitGate(lockMs: number): { phase: SubmitPhase; gate: SubmitGate } {
  const [phase, setPhase] = useState<SubmitPhase>('idle');
  const [gate] = useState(() => createSubmitGate({ lockMs, onChange: setPhase }));
  useEffect(() => () => gate.dispose(), [gate]);
  return { phase, gate };
}

/**
 * A form's field errors. Showing errors moves the focus to the first invalid field once it is
 * rendered with its message, so a screen reader reads the label and the error together.
 */
export function useFieldErrors<F extends string>(fields: readonly F[], idPrefix: string) {
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  // A new object each time, so a second submit with the same error focuses the field again.
  const [focusRequest, setFocusRequest] = useState<{ field: F } | null>(null);

  useEffect(() => {
    if (focusRequest) document.getElementById(`${idPrefix}-${focusRequest.field}`)?.focus();
  }, [focusRequest, idPrefix]);

  const show = useCallback(
    (next: FieldErrors<F>) => {
      setErrors(next);
      const first = firstInvalidField(fields, next);
      if (first) setFocusRequest({ field: first });
    },
    [fields],
  );

  /** The visitor changed the field: its message goes until the next check. */
  const clear = useCallback((field: F) => {
    setErrors((current) => {
      if (current[field] === undefined) return current;
      const next = { ...current };
      delete next[field];
      return next;
    });
  }, []);

  return { errors, show, clear };
}
