import TextField from '@mui/material/TextField';
import { decimalTextOf, formatPrice, parseDecimalText, type DecimalTextRules } from '@mdc/shared';
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
  /** Money fields show "Will be saved as 14,90 €"; other numbers the plain figure. */
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
  const rules = { decimals, negative };
  const locale = useLocale();
  const translate = useTranslate();
  const readable: Validator = (value) => {
    if (typeof value === 'string') {
      const read = parseDecimalText(value, rules);
      return read.ok ? undefined : `ui.number.${read.problem}`;
    }
    if (typeof value !== 'number') return undefined;
    if (min !== undefined && value < min) return { message: 'ui.number.min', args: { min } };
    if (max !== undefined && value > max) return { message: 'ui.number.max', args: { max } };
    return undefined;
  };
  const { field, fieldState, id, isRequired } = useInput({
    source,
    resource,
    defaultValue: null,
    validate: [readable, ...(Array.isArray(validate) ? validate : validate ? [validate] : [])],
    ...rest,
  });
  const shown = (value: unknown) =>
    typeof value === 'number' ? decimalTextOf(value, rules, locale) : String(value ?? '');
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

  const read = parseDecimalText(text, rules);
  const value = read.ok ? read.value : text;
  const preview =
    read.ok && read.value !== null
      ? translate('ui.number.will_save', {
          value: euros
            ? formatPrice(Math.round(read.value * 100), locale === 'en' ? 'en' : 'pt')
            : decimalTextOf(read.value, rules, locale),
        })
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
        const parsed = parseDecimalText(next, rules);
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
