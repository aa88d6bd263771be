import type { ReactNode } from 'react';

/** Forms sit on the cream page (light) or on the newsletter's dark band (dark). */
export type Tone = 'light' | 'dark';

/** What a labelled control needs from its field: its id and the links to its texts. */
export interface ControlProps {
  id: string;
  name: string;
  required: boolean;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  className: string;
}

const controlClass: Record<Tone, { base: string; valid: string; invalid: string }> = {
  light: {
    base: 'mt-1.5 block min-h-11 w-full rounded-sm border bg-white px-3.5 py-2.5 text-base text-ink shadow-xs placeholder:text-ink/50',
    valid: 'border-ink/30 hover:border-ink/50',
    invalid: 'border-2 border-wine',
  },
  dark: {
    base: 'mt-1.5 block min-h-12 w-full rounded-sm border bg-white px-4 py-3 text-base text-ink placeholder:text-ink/55 focus-visible:outline-cream',
    valid: 'border-transparent',
    invalid: 'border-2 border-ochre',
  },
};

/**
 * A label, an optional hint, the control and its error, linked for assistive technology: the
 * control is described by the hint and the error and marked invalid while the error shows.
 */
export function FormField({
  name,
  idPrefix,
  label,
  required = false,
  hint,
  error,
  tone = 'light',
  className = '',
  children,
}: {
  name: string;
  /** Keeps ids unique when a page holds several forms. */
  idPrefix: string;
  label: string;
  required?: boolean;
  hint?: string | undefined;
  error?: string | undefined;
  tone?: Tone;
  className?: string;
  children: (control: ControlProps) => ReactNode;
}) {
  const id = `${idPrefix}-${name}`;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const styles = controlClass[tone];
  return (
    <div className={className}>
      <label
        htmlFor={id}
        className={`block font-semibold ${tone === 'dark' ? 'text-cream' : 'text-ink'}`}
      >
        {label}
        {required ? (
          <span
            aria-hidden="true"
            className={`ml-0.5 ${tone === 'dark' ? 'text-ochre' : 'text-wine'}`}
          >
            *
          </span>
        ) : null}
      </label>
      {hint ? (
        <p
          id={hintId}
          className={`mt-0.5 text-sm ${tone === 'dark' ? 'text-cream/80' : 'text-ink/75'}`}
        >
          {hint}
        </p>
      ) : null}
      {children({
        id,
        name,
        required,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
        className: `${styles.base} ${error ? styles.invalid : styles.valid}`,
      })}
      {error ? <FieldError id={errorId} text={error} tone={tone} /> : null}
    </div>
  );
}

function FieldError({ id, text, tone }: { id: string | undefined; text: string; tone: Tone }) {
  return (
    <p
      id={id}
      className={`mt-1.5 flex items-start gap-1.5 text-sm font-semibold ${tone === 'dark' ? 'text-cream' : 'text-wine'}`}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 20 20"
        className={`mt-0.5 h-4 w-4 shrink-0 ${tone === 'dark' ? 'text-ochre' : 'text-wine'}`}
        fill="currentColor"
      >
        <path d="M10 1.5a8.5 8.5 0 1 0 0 17 8.5 8.5 0 0 0 0-17Zm-.9 4.2h1.8v5.6H9.1V5.7Zm0 7.2h1.8v1.8H9.1v-1.8Z" />
      </svg>
      <span>{text}</span>
    </p>
  );
}

/**
 * The submit button. While the form is busy (sending, or locked after a missing robot check) it
 * is marked disabled with `aria-disabled`, not `disabled`, so the keyboard focus stays on it.
 */
export function SubmitButton({
  busy,
  disabled,
  tone = 'light',
  className = '',
  children,
}: {
  /** Shows the spinner (the text is the caller's: "A enviar..."). */
  busy: boolean;
  disabled: boolean;
  tone?: Tone;
  className?: string;
  children: ReactNode;
}) {
  const colours =
    tone === 'dark'
      ? 'bg-ochre text-ink hover:bg-cream focus-visible:outline-cream'
      : 'bg-wine text-white hover:bg-wine-dark';
  return (
    <button
      type="submit"
      aria-disabled={disabled || undefined}
      className={`inline-flex min-h-12 items-center justify-center gap-2.5 rounded-sm px-7 py-3 text-lg font-semibold shadow-sm transition-colors aria-disabled:cursor-not-allowed aria-disabled:opacity-75 ${colours} ${className}`}
    >
      {busy ? (
        <span
          aria-hidden="true"
          className="h-4 w-4 animate-spin rounded-full border-2 border-current border-r-transparent motion-reduce:animate-none"
        />
      ) : null}
      {children}
    </button>
  );
}

/** The note that explains the asterisk. */
export function RequiredNote({ text, tone = 'light' }: { text: string; tone?: Tone }) {
  return <p className={`text-sm ${tone === 'dark' ? 'text-cream/85' : 'text-ink/75'}`}>{text}</p>;
}
