import type { VisitorFormName } from '@mdc/shared';
import type { FieldErrorKind } from './field-errors';
import type { VisitorField } from './field-messages';

/**
 * The fields each visitor form shows, in page order, and those it requires: what the page
 * renders and what its route action reads from a posted form (decision 127).
 */
export const visitorFormFields = {
  contact: {
    fields: ['first_name', 'last_name', 'email', 'phone', 'subject', 'message'],
    required: ['first_name', 'last_name', 'email', 'message'],
  },
  newsletter: { fields: ['email'], required: ['email'] },
  stockAlert: { fields: ['email'], required: ['email'] },
  booking: {
    fields: [
      'first_name',
      'last_name',
      'email',
      'phone',
      'guests',
      'arrival',
      'departure',
      'message',
    ],
    required: ['first_name', 'last_name', 'email', 'guests', 'arrival', 'departure'],
  },
  wineTourism: {
    fields: [
      'first_name',
      'last_name',
      'email',
      'phone',
      'experience',
      'visit_date',
      'people',
      'activity_language',
      'message',
    ],
    required: [
      'first_name',
      'last_name',
      'email',
      'experience',
      'visit_date',
      'people',
      'activity_language',
    ],
  },
} as const satisfies Record<
  VisitorFormName,
  { fields: readonly VisitorField[]; required: readonly VisitorField[] }
>;

/**
 * What a visitor form's action answers (decision 127): how it ended, the fields it refused
 * (as "required" or "invalid", shown beside them in the page's language) and, unless it was
 * accepted, what was typed, so the page shows it again.
 */
export interface VisitorFormAnswer {
  form: VisitorFormName;
  outcome: 'success' | 'duplicate' | 'fields' | 'robot' | 'tooMany' | 'inStock' | 'server';
  fields: Partial<Record<VisitorField, FieldErrorKind>>;
  values: Partial<Record<VisitorField, string>>;
}

/** The action's answer for this form, if the page's last post was this form's. */
export function answerFor(data: unknown, form: VisitorFormName): VisitorFormAnswer | undefined {
  if (typeof data !== 'object' || data === null || !('form' in data)) return undefined;
  return (data as VisitorFormAnswer).form === form ? (data as VisitorFormAnswer) : undefined;
}
