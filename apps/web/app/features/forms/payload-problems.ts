import {
  contactMessageSchema,
  houseBookingSchema,
  lisbonToday,
  newsletterSubscribeSchema,
  stayDateIssues,
  stockAlertRequestSchema,
  wineTourismBookingSchema,
} from '@mdc/shared';
import { captchaField } from './form-outcomes';

/**
 * The API's own zod schemas, run in the browser before sending. This module is loaded on demand
 * (see `clientProblems`), so zod never weighs on a page's first load.
 */
const schemas = {
  newsletter: newsletterSubscribeSchema,
  contact: contactMessageSchema,
  booking: houseBookingSchema,
  stockAlert: stockAlertRequestSchema,
  wineTourism: wineTourismBookingSchema,
};

export type FormName = keyof typeof schemas;

/** The first problem of each field of a payload; the robot check is the caller's business. */
export function payloadProblems(
  form: FormName,
  payload: Record<string, unknown>,
): Record<string, string> {
  // A stand-in answer: zod skips the booking's calendar rules while any field has an issue.
  const result = schemas[form].safeParse({ ...payload, [captchaField]: 'pending' });
  if (result.success) return {};
  const problems: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field !== 'string' || field === captchaField) continue;
    problems[field] ??= issue.message;
  }
  if (form === 'booking') Object.assign(problems, { ...calendarProblems(payload), ...problems });
  return problems;
}

/** The booking's date rules, also when another field is wrong, so every problem shows at once. */
function calendarProblems(payload: Record<string, unknown>): Record<string, string> {
  const { arrival, departure } = payload;
  const isoDate = /^\d{4}-\d{2}-\d{2}$/;
  if (typeof arrival !== 'string' || typeof departure !== 'string') return {};
  if (!isoDate.test(arrival) || !isoDate.test(departure)) return {};
  const issues = stayDateIssues({ arrival, departure }, lisbonToday(new Date()));
  return Object.fromEntries(issues.map((issue) => [issue.field, issue.message]));
}
