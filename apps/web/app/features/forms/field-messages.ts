import type { TFunction } from 'i18next';
import type { FieldErrorKind } from './field-errors';
import { fieldLimits, maxNights } from './form-constants';

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
  first_name: fieldLimits.name,
  last_name: fieldLimits.name,
  email: fieldLimits.email,
  phone: fieldLimits.phone,
  subject: fieldLimits.subject,
  message: fieldLimits.message,
};

/** The `maxLength` of a text field, from the API's schema limits. */
export function maxLengthOf(field: VisitorField): number | undefined {
  return maxLength[field];
}

/** The message under a field, in the page language, stating the rule it breaks. */
export function fieldErrorText(t: TFunction, field: VisitorField, kind: FieldErrorKind): string {
  const values = { max: maxLength[field], nights: maxNights };
  if (kind === 'required' && isRequirable(field)) {
    return t(`forms.fields.${field}.required`, values);
  }
  return t(`forms.fields.${field}.invalid`, values);
}
