import { formLimits, lisbonToday } from '../forms/form-rules.ts';
import {
  captchaTokenSchema,
  formDateSchema,
  formEmailSchema,
  formLanguageSchema,
  formMessageSchema,
  formPhoneSchema,
} from '../forms/forms.ts';
import { requiredLine, text } from '../text-fields.ts';
import { z } from '../zod.ts';
import {
  activityLanguages,
  visitIssues,
  wineTourismExperiences,
  wineTourismPeople,
} from './wine-tourism-rules.ts';

const { min, max } = wineTourismPeople;

/**
 * The wine-tourism booking request (docs/decisions/073-wine-tourism-booking.md), used by the page
 * and by `POST /api/bookings/wine-tourism/`: the house request's contact fields, plus which
 * experience, on which day (at least the lead time ahead, in Lisbon), for how many people and in
 * which language. Messages are English; the page shows its own texts per field.
 */
export const wineTourismBookingSchema = z
  .object({
    first_name: requiredLine(formLimits.name),
    last_name: requiredLine(formLimits.name),
    email: formEmailSchema,
    phone: formPhoneSchema.default(''),
    experience: z.enum(
      wineTourismExperiences,
      `must be one of ${wineTourismExperiences.join(', ')}`,
    ),
    // Evaluated at each parse, so "today" is the day of the request. The pipe checks the
    // calendar only once the value is a real date.
    visit_date: formDateSchema.pipe(
      text().superRefine((date, ctx) => {
        for (const issue of visitIssues({ visit_date: date }, lisbonToday(new Date()))) {
          if (issue.field === 'visit_date')
            ctx.addIssue({ code: 'custom', message: issue.message });
        }
      }),
    ),
    people: z
      .number(`must be a whole number from ${min} to ${max}`)
      .int(`must be a whole number from ${min} to ${max}`)
      .min(min, `must be at least ${min}`)
      .max(max, `must be at most ${max}; larger groups please use the contact form`),
    activity_language: z.enum(activityLanguages, `must be ${activityLanguages.join(' or ')}`),
    message: formMessageSchema(false).default(''),
    recaptcha_token: captchaTokenSchema,
    lang: formLanguageSchema.default('pt'),
  })
  .superRefine((value, ctx) => {
    // The season depends on two fields; only a real date and a chosen experience are compared.
    if (value.experience !== 'harvest_day') return;
    if (!formDateSchema.safeParse(value.visit_date).success) return;
    for (const issue of visitIssues(value, lisbonToday(new Date()))) {
      if (issue.field === 'experience') {
        ctx.addIssue({ code: 'custom', path: ['experience'], message: issue.message });
      }
    }
  });
export type WineTourismBookingInput = z.infer<typeof wineTourismBookingSchema>;
