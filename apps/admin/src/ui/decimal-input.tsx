import TextField from '@mui/material/TextField';
import {
  decimalTextOf,
  euroTextOf,
  formatPrice,
  parseDecimalText,
  parseEuroText,
  type DecimalTextProblem,
  type DecimalTextRules,
} from '@mdc/shared';
import { centsOf } from './money';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import {
  FieldTitle,
  InputHelperText,
  useInput,
  useLocale,
  useTranslate,
  type InputProps,
  type Validator,
} from 'react-admin';

export interface DecimalInputProps
  extends Omit<InputProps, 'format' | 'parse' | 'defaultValue'>, Partial<DecimalTextRules> {
  /**
   * A money field: the form keeps the API's "14.90" (docs/decisions/137-one-money-form.md), read
   * from the text digit by digit, and shows "Will be saved as 14,90 €"; min and max are euros.
   * Other fields keep a number and show the plain figure.
   */
  euros?: boolean;
  min?: number;
  max?: number;
  fullWidth?: boolean;
  helperText?: ReactNode;
}

/**
 * Every number field of the admin (docs/decisions/091-admin-numbers.md): a text field that takes
 * the decimal comma and the point, shows under the field the value it will save, and refuses
 * (with the reason, in the staff member's language) what it could read two ways. The form keeps
 * a number; while the text cannot be read it keeps the text, which fails validation, so a form
 * with such a field cannot be saved. Replaces react-admin's NumberInput (lint forbids that one).
 */
export function DecimalInput({
  decimals = 2,
  negative = false,
  euros = false,
  min,
  max,
  label,
  helperText,
  fullWidth,
  validate,
  source,
  resource,
  ...rest
}: DecimalInputProps) {
  const rules = { decimals: euros ? 2 : decimals, negative };
  const locale = useLocale();
  const translate = useTranslate();
  const reader = euros ? moneyReader(negative, locale) : numberReader(rules, locale);
  const readable: Validator = (value) => {
    const read = reader.read(value ?? '');
    if (!read.ok) return `ui.number.${read.problem}`;
    const size = reader.size(read.value);
    if (size === null) return undefined;
    if (min !== undefined && size < min * reader.unit) {
      return { message: 'ui.number.min', args: { min } };
    }
    if (max !== undefined && size > max * reader.unit) {
      return { message: 'ui.number.max', args: { max } };
    }
    return undefined;
  };
  const { field, fieldState, id, isRequired } = useInput({
    source,
    resource,
    defaultValue: null,
    validate: [readable, ...(Array.isArray(validate) ? validate : validate ? [validate] : [])],
    ...rest,
  });
  const shown = reader.shown;
  const [text, setText] = useState(() => shown(field.value));
  // The last value this field gave the form: another value comes from outside (a reset, a
  // loaded record) and replaces the text.
  const given = useRef<unknown>(field.value);
  useEffect(() => {
    if (!Object.is(field.value, given.current)) {
      given.current = field.value;
      setText(shown(field.value));
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [field.value]);

  const read = reader.read(text);
  const value = read.ok ? read.value : text;
  const preview =
    read.ok && read.value !== null
      ? translate('ui.number.will_save', { value: reader.preview(read.value) })
      : null;
  const { ref, ...fieldProps } = field;
  return (
    <TextField
      {...fieldProps}
      id={id}
      inputRef={ref}
      value={text}
      onChange={(event) => {
        const next = event.target.value;
        setText(next);
        const parsed = reader.read(next);
        given.current = parsed.ok ? parsed.value : next;
        field.onChange(given.current);
      }}
      onBlur={() => {
        field.onBlur();
        // Shown the way it will be saved once staff leave the field ("14,9" → "14,90").
        if (read.ok) setText(shown(value));
      }}
      className={`ra-input ra-input-${source}`}
      size="small"
      fullWidth={fullWidth}
      // Text it cannot read is said at once, as staff type; the form's other rules on saving.
      error={!read.ok || fieldState.invalid}
      label={
        label === false ? null : (
          <FieldTitle label={label} source={source} resource={resource} isRequired={isRequired} />
        )
      }
      helperText={
        <InputHelperText
          error={read.ok ? fieldState.error?.message : `ui.number.${read.problem}`}
          helperText={
            preview && helperText ? (
              <>
                {preview}
                {' · '}
                {typeof helperText === 'string'
                  ? translate(helperText, { _: helperText })
                  : helperText}
              </>
            ) : (
              (preview ?? helperText)
            )
          }
        />
      }
      slotProps={{
        htmlInput: {
          inputMode: decimals > 0 ? 'decimal' : 'numeric',
          'aria-invalid': !read.ok || fieldState.invalid,
        },
      }}
    />
  );
}

/** What the form keeps: a number, or the API's "14.90" for money. */
type Value = number | string;
type Read = { ok: true; value: Value | null } | { ok: false; problem: DecimalTextProblem };

/** How a field reads its text, what the form keeps, and how the value is shown and measured. */
interface Reader {
  read: (input: unknown) => Read;
  shown: (value: unknown) => string;
  preview: (value: Value) => string;
  /** The value as a number to compare with min and max, in `unit`s of them. */
  size: (value: Value | null) => number | null;
  unit: number;
}

function numberReader(rules: DecimalTextRules, locale: string): Reader {
  return {
    read: (input) =>
      typeof input === 'number'
        ? { ok: true, value: input }
        : parseDecimalText(String(input), rules),
    shown: (value) =>
      typeof value === 'number' ? decimalTextOf(value, rules, locale) : String(value ?? ''),
    preview: (value) => decimalTextOf(Number(value), rules, locale),
    size: (value) => (typeof value === 'number' ? value : null),
    unit: 1,
  };
}

/** Money: the form keeps "14.90"; sizes are cents, so min and max (euros) count × 100. */
function moneyReader(negative: boolean, locale: string): Reader {
  const lang = locale === 'en' ? 'en' : 'pt';
  return {
    read: (input) => {
      if (typeof input !== 'string') return { ok: false, problem: 'format' };
      const read = parseEuroText(input, { negative });
      return read.ok ? { ok: true, value: read.euros } : read;
    },
    shown: (value) =>
      typeof value === 'string' && centsOf(value) !== null
        ? euroTextOf(value, locale)
        : String(value ?? ''),
    preview: (value) => formatPrice(centsOf(value) ?? 0, lang),
    size: centsOf,
    unit: 100,
  };
}
