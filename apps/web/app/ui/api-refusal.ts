import type { TFunction } from 'i18next';
import { isFieldErrorCode, type FieldErrorCode } from '@mdc/shared';

/**
 * A refused API call as a page reads it: the stable codes, never the server's English texts
 * (docs/decisions/092-localised-server-messages.md).
 */
export interface ApiRefusal {
  /** Each field the answer names, with its code; a field without a known code is 'invalid'. */
  fields: Record<string, FieldErrorCode>;
  /** The refusal's own code when it names no field (`invalid_credentials`, `account_locked`…). */
  code: string | null;
  args: Record<string, number | string>;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function apiRefusalOf(body: unknown): ApiRefusal {
  if (!isRecord(body)) return { fields: {}, code: null, args: {} };
  const named = isRecord(body.fields) ? Object.keys(body.fields) : [];
  const codes = isRecord(body.field_codes) ? body.field_codes : {};
  const fields: Record<string, FieldErrorCode> = {};
  for (const field of new Set([...named, ...Object.keys(codes)])) {
    const code = codes[field];
    fields[field] = isFieldErrorCode(code) ? code : 'invalid';
  }
  const args = isRecord(body.args)
    ? Object.fromEntries(
        Object.entries(body.args).filter(
          (entry): entry is [string, number | string] =>
            typeof entry[1] === 'number' || typeof entry[1] === 'string',
        ),
      )
    : {};
  return { fields, code: typeof body.code === 'string' ? body.code : null, args };
}

/** The length limits a field's messages name. */
export interface FieldLimits {
  min?: number;
  max?: number;
}

/** What the page says under a field for a code, in its language. */
export function fieldErrorText(t: TFunction, code: FieldErrorCode, limits: FieldLimits = {}) {
  // A length code for a field whose limit the page does not know says "check this field".
  if (code === 'too_short' && limits.min === undefined) return t('account.fieldErrors.invalid');
  if (code === 'too_long' && limits.max === undefined) return t('account.fieldErrors.invalid');
  return t(`account.fieldErrors.${code}`, { min: limits.min, max: limits.max });
}
