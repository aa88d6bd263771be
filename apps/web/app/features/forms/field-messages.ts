import type { TFunction } from 'i18next';
import type { FieldErrorKind } from './field-errors';
import { formLimits, maxStayNights } from '@mdc/shared';

/** Every field the visitor forms show, with a label and messages in forms.json. */
export type VisitorField =
  | 'first_name'
  | 'last_name'
  | 'email'
  | 'phone'
  | 'subject'
  | 'message'
  | 'guests'
  | 'arrival'
  | 'departure';

const requirable = [
  'first_name',
  'last_name',
  'email',
  'message',
  'guests',
  'arrival',
  'departure',
] as const;
type RequirableField = (typeof requirable)[number];

function isRequirable(field: VisitorField): field is RequirableField {
  return (requirable as readonly string[]).includes(field);
}

const maxLength: Partial<Record<VisitorField, number>> = {
  first_name: formLimits.name,
  last_name: formLimits.name,
  email: formLimits.email,
  phone: formLimits.phone,
  subject: formLimits.subject,
  message: formLimits.message,
};

/** The `maxLength` of a text field, from the API's schema limits. */
export function maxLengthOf(field: VisitorField): number | undefined {
  return maxLength[field];
}

/** The message under a field, in the page language, stating the rule it breaks. */
export function fieldErrorText(t: TFunction, field: VisitorField, kind: FieldErrorKind): string {
  const values = { max: maxLength[field], nights: maxStayNights };
  if (kind === 'required' && isRequirable(field)) {
    return t(`forms.fields.${field}.required`, values);
  }
  return t(`forms.fields.${field}.invalid`, values);
}
