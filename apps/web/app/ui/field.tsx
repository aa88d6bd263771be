import type { ReactNode } from 'react';

export interface FieldControl {
  id: string;
  name: string;
  required: boolean;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  className: string;
}

export const inputClass =
  'mt-1 block min-h-11 w-full rounded-sm border bg-white px-3 py-2 text-base text-ink placeholder:text-ink/55 disabled:cursor-not-allowed disabled:bg-ink/5';

/** A visible label, an optional hint, the control and its error, linked for assistive technology. */
export function Field({
  id,
  label,
  required,
  hint,
  error,
  className = '',
  children,
}: {
  id: string;
  label: string;
  required: boolean;
  hint?: string | undefined;
  error?: string | undefined;
  className?: string;
  children: (control: FieldControl) => ReactNode;
}) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="block font-semibold">
        {label}
        {required ? (
          <span aria-hidden="true" className="ml-0.5 text-wine">
            *
          </span>
        ) : null}
      </label>
      {hint ? (
        <p id={hintId} className="text-sm text-ink/75">
          {hint}
        </p>
      ) : null}
      {children({
        id,
        name: id.replace(/^[a-z]+-/, ''),
        required,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': [hintId, errorId].filter(Boolean).join(' ') || undefined,
        className: `${inputClass} ${error ? 'border-2 border-wine' : 'border-ink/35'}`,
      })}
      {error ? (
        <p id={errorId} className="mt-1 text-sm font-semibold text-wine">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A busy indicator for buttons; the text beside it says what happens. */
export function Spinner() {
  return (
    <span
      aria-hidden="true"
      className="h-4 w-4 animate-spin rounded-full border-2 border-current border-r-transparent motion-reduce:animate-none"
    />
  );
}
