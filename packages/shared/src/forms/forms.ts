import { siteLanguages } from '../i18n/languages.ts';
import { requiredLine, singleLine, text } from '../text-fields.ts';
import { z } from '../zod.ts';
import { formLimits, houseGuestChoices, lisbonToday, stayDateIssues } from './form-rules.ts';

/**
 * The three visitor forms (newsletter, contact, house booking request): one zod schema each,
 * used by the API to validate and by the pages for field constraints. Bounds fit the columns of
 * newsletter_subscribers, contact_messages and booking_requests. Messages are English; the pages
 * show their own translated texts per field.
 */

// Free text may hold line breaks and tabs, but no other control characters.
// eslint-disable-next-line no-control-regex -- the class lists the control characters refused
const multiLinePattern = /^[^\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]*$/;

export const formLanguageSchema = z.enum(siteLanguages);

export const formEmailSchema = text()
  .trim()
  .max(formLimits.email, `must be at most ${formLimits.email} characters`)
  .pipe(z.email('must be a valid e-mail address'));

export const formPhoneSchema = singleLine(formLimits.phone).regex(
  /^$|^\+?[\d\s().-]{6,}$/,
  'must be a phone number (digits, spaces, + ( ) . -)',
);

/** Free text (a message, additional requests), required or optional. */
export const formMessageSchema = (required: boolean) => {
  const message = text()
    .trim()
    .max(formLimits.message, `must be at most ${formLimits.message} characters`)
    .regex(multiLinePattern, 'must not contain control characters');
  return required ? message.min(1, 'is required') : message;
};

/** The robot check's answer: an ALTCHA payload or a reCAPTCHA token, whichever is configured. */
export const captchaTokenSchema = text('Confirm that you are not a robot')
  .max(formLimits.captchaToken, 'is not a valid robot check answer')
  .min(1, 'Confirm that you are not a robot');

/** docs/product/api.md#site-api "Newsletter subscription payload", plus the robot check (docs/product/site-pages.md#visitor-forms). */
export const newsletterSubscribeSchema = z.object({
  email: formEmailSchema,
  language: formLanguageSchema.default('pt'),
  recaptcha_token: captchaTokenSchema,
});
export type NewsletterSubscribeInput = z.infer<typeof newsletterSubscribeSchema>;

/** The newsletter answers of docs/product/api.md#site-api and docs/product/site-pages.md#visitor-forms. */
export const newsletterStatuses = ['success', 'duplicate', 'invalid'] as const;
export type NewsletterStatus = (typeof newsletterStatuses)[number];

/** docs/product/api.md#site-api "Contact message payload". */
export const contactMessageSchema = z.object({
  first_name: requiredLine(formLimits.name),
  last_name: requiredLine(formLimits.name),
  email: formEmailSchema,
  phone: formPhoneSchema.default(''),
  subject: singleLine(formLimits.subject).default(''),
  message: formMessageSchema(true),
  recaptcha_token: captchaTokenSchema,
  lang: formLanguageSchema.default('pt'),
});
export type ContactMessageInput = z.infer<typeof contactMessageSchema>;

/** A calendar date as the forms send it. */
export const formDateSchema = z.iso.date('must be a date as YYYY-MM-DD');

/**
 * docs/product/site-pages.md#house-accommodation "Booking request form fields", plus arrival and departure: the estate cannot answer
 * a request without them (docs/decisions/010-house-booking-endpoint.md).
 */
export const houseBookingSchema = z
  .object({
    first_name: requiredLine(formLimits.name),
    last_name: requiredLine(formLimits.name),
    email: formEmailSchema,
    phone: formPhoneSchema.default(''),
    guests: z.enum(houseGuestChoices, 'must be up_to_6 or up_to_12'),
    arrival: formDateSchema,
    departure: formDateSchema,
    message: formMessageSchema(false).default(''),
    room_id: text()
      .regex(/^[\w-]+$/, 'must be letters, digits, - or _')
      .max(formLimits.roomId, `must be at most ${formLimits.roomId} characters`)
      .optional(),
    recaptcha_token: captchaTokenSchema,
    lang: formLanguageSchema.default('pt'),
  })
  .superRefine((value, ctx) => {
    // zod still runs this after a format issue; only two real dates can be compared.
    const realDates = [value.arrival, value.departure].every(
      (date) => formDateSchema.safeParse(date).success,
    );
    if (!realDates) return;
    // Evaluated at each parse, so "today" is the day of the request.
    for (const issue of stayDateIssues(value, lisbonToday(new Date()))) {
      ctx.addIssue({ code: 'custom', path: [issue.field], message: issue.message });
    }
  });
export type HouseBookingInput = z.infer<typeof houseBookingSchema>;
