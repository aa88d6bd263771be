import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
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
 * The API's own zod schemas, run in the browser before sending through react-hook-form's zod
 * resolver (docs/decisions/111-one-form-library.md). This module is loaded on demand (see
 * `clientProblems`), so zod never weighs on a page's first load.
 */
const schemas = {
  newsletter: newsletterSubscribeSchema,
  contact: contactMessageSchema,
  booking: houseBookingSchema,
  stockAlert: stockAlertRequestSchema,
  wineTourism: wineTourismBookingSchema,
};

export type FormName = keyof typeof schemas;

type PayloadResolver = Resolver<Record<string, unknown>>;
const resolvers = new Map<FormName, PayloadResolver>();

function resolverOf(form: FormName): PayloadResolver {
  let resolver = resolvers.get(form);
  if (!resolver) {
    resolver = zodResolver(schemas[form]) as unknown as PayloadResolver;
    resolvers.set(form, resolver);
  }
  return resolver;
}

/** The first problem of each field of a payload; the robot check is the caller's business. */
export async function payloadProblems(
  form: FormName,
  payload: Record<string, unknown>,
): Promise<Record<string, string>> {
  // A stand-in answer: zod skips the booking's calendar rules while any field has an issue.
  const result = await resolverOf(form)({ ...payload, [captchaField]: 'pending' }, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });
  const problems: Record<string, string> = {};
  for (const [field, error] of Object.entries(result.errors)) {
    if (field === captchaField) continue;
    problems[field] = typeof error?.message === 'string' ? error.message : 'invalid';
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
