import type { TFunction } from 'i18next';
import type { FieldErrorKind } from './field-errors';
import {
  formLimits,
  maxStayNights,
  wineTourismBookingLeadDays,
  wineTourismPeople,
} from '@mdc/shared';

/**
 * The wine-tourism booking's own fields: their label and messages are in its catalogue
 * (wine-tourism.json), beside its other texts.
 */
const wineTourismFields = ['experience', 'visit_date', 'people', 'activity_language'] as const;
type WineTourismField = (typeof wineTourismFields)[number];

function isWineTourismField(field: VisitorField): field is WineTourismField {
  return (wineTourismFields as readonly string[]).includes(field);
}

/** Every field the visitor forms show, with a label and messages in forms.json or its form's. */
export type VisitorField =
  | 'first_name'
  | 'last_name'
  | 'email'
  | 'phone'
  | 'subject'
  | 'message'
  | 'guests'
  | 'arrival'
  | 'departure'
  | WineTourismField;

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

/** A field's label, in the page language. */
export function fieldLabel(t: TFunction, field: VisitorField): string {
  return isWineTourismField(field)
    ? t(`wineTourismBooking.fields.${field}.label`)
    : t(`forms.fields.${field}.label`);
}

/** The message under a field, in the page language, stating the rule it breaks. */
export function fieldErrorText(t: TFunction, field: VisitorField, kind: FieldErrorKind): string {
  if (isWineTourismField(field)) {
    return t(`wineTourismBooking.fields.${field}.${kind}`, {
      days: wineTourismBookingLeadDays,
      ...wineTourismPeople,
    });
  }
  const values = { max: maxLength[field], nights: maxStayNights };
  if (kind === 'required' && isRequirable(field)) {
    return t(`forms.fields.${field}.required`, values);
  }
  return t(`forms.fields.${field}.invalid`, values);
}
