import { data } from 'react-router';
import {
  contactMessageSchema,
  houseBookingSchema,
  langFromPath,
  newsletterSubscribeSchema,
  stockAlertRequestSchema,
  wineTourismBookingSchema,
  type CaptchaRefusal,
  type SiteLang,
  type VisitorFormName,
} from '@mdc/shared';
import type { ActionArgs } from '~/context';
import { privatePage } from '~/ui/cache';
import { fieldErrorKinds } from './field-errors';
import { readPostedForm } from './posted-form.server';
import { visitorFormFields, type VisitorFormAnswer } from './visitor-form-fields';
import type { VisitorField } from './field-messages';

/** What a route adds to the posted fields: what the page knows, never what the visitor sends. */
export interface ActionExtras {
  /** The house's rental room (the company record); the wine of a product page. */
  roomId?: string | undefined;
  productUrl?: string | undefined;
}

type Values = Partial<Record<VisitorField, string>>;
type Services = ActionArgs['context']['services'];
type Payload = Record<string, unknown>;
type Outcome = VisitorFormAnswer['outcome'];
type Sent = { outcome: Outcome; status: number };

const captchaRefused = (reason: CaptchaRefusal): Sent =>
  reason === 'unavailable' ? { outcome: 'server', status: 503 } : { outcome: 'robot', status: 400 };

/** Each form: its API's zod schema, the payload the API takes, and the service that takes it. */
const forms = {
  contact: {
    schema: contactMessageSchema,
    payload: (values: Values, lang: SiteLang): Payload => ({ ...values, lang }),
    send: (services: Services, input: never, remoteIp: string) =>
      services.contact.submit(input, { remoteIp }),
  },
  newsletter: {
    schema: newsletterSubscribeSchema,
    payload: (values: Values, lang: SiteLang): Payload => ({ email: values.email, language: lang }),
    send: (services: Services, input: never, remoteIp: string) =>
      services.newsletter.subscribe(input, { remoteIp }),
  },
  booking: {
    schema: houseBookingSchema,
    payload: (values: Values, lang: SiteLang, extras: ActionExtras): Payload => ({
      ...values,
      lang,
      ...(extras.roomId ? { room_id: extras.roomId } : {}),
    }),
    send: (services: Services, input: never, remoteIp: string) =>
      services.bookings.requestHouse(input, { remoteIp }),
  },
  wineTourism: {
    schema: wineTourismBookingSchema,
    // The API takes the number of people as a number, nothing while none is chosen.
    payload: (values: Values, lang: SiteLang): Payload => ({
      ...values,
      lang,
      people: values.people ? Number(values.people) : undefined,
    }),
    send: (services: Services, input: never, remoteIp: string) =>
      services.bookings.requestWineTourism(input, { remoteIp }),
  },
  stockAlert: {
    schema: stockAlertRequestSchema,
    payload: (values: Values, lang: SiteLang, extras: ActionExtras): Payload => ({
      email: values.email,
      product_url: extras.productUrl,
      lang,
    }),
    send: (services: Services, input: never, remoteIp: string) =>
      services.stockAlerts.request(input, { remoteIp }),
  },
} satisfies Record<VisitorFormName, unknown>;

function answer(
  form: VisitorFormName,
  sent: Sent,
  fields: VisitorFormAnswer['fields'],
  values: Values,
) {
  const body: VisitorFormAnswer = {
    form,
    outcome: sent.outcome,
    fields,
    // An accepted form starts afresh (docs/product/site-pages.md#visitor-forms).
    values: sent.outcome === 'success' || sent.outcome === 'duplicate' ? {} : values,
  };
  return data(body, { status: sent.status, headers: privatePage });
}

/** The first problem of each field of a payload, as the API's error answer names them. */
function problemsOf(issues: readonly { path: readonly PropertyKey[] }[]): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    problems[field] ??= 'invalid';
  }
  return problems;
}

/** What the service answered, as the page says it (the same statuses as the API's route). */
async function sendToService(
  form: VisitorFormName,
  services: Services,
  input: unknown,
  remoteIp: string,
): Promise<Sent> {
  const result = await forms[form].send(services, input as never, remoteIp);
  if (result.ok) {
    const duplicate = 'status' in result && result.status === 'duplicate';
    return { outcome: duplicate ? 'duplicate' : 'success', status: 200 };
  }
  if ('reason' in result) return captchaRefused(result.reason);
  return result.refusal === 'in_stock'
    ? { outcome: 'inStock', status: 409 }
    : { outcome: 'server', status: 400 };
}

/**
 * A visitor form posted to its page (docs/decisions/127-visitor-forms-as-route-actions.md): the
 * same rate limit, zod schema and service as its JSON API route, in the same order (limit,
 * fields, robot check); the answer is the page again with the outcome, the refused fields and
 * what was typed. Input a visitor or a bot can send gets a 4xx, never a 500.
 */
export async function visitorFormAction(
  form: VisitorFormName,
  { request, context }: Pick<ActionArgs, 'request' | 'context'>,
  extras: ActionExtras = {},
) {
  const { fields, required } = visitorFormFields[form];
  const limit = await context.visitor.tryForm(form);
  if (!limit.ok) return answer(form, { outcome: 'tooMany', status: 429 }, {}, {});
  const posted = await readPostedForm(request);
  if (!posted.ok) return answer(form, { outcome: 'server', status: posted.status }, {}, {});
  const values: Values = {};
  for (const field of fields) values[field] = posted.fields.get(field) ?? '';
  const lang = langFromPath(new URL(request.url).pathname);
  const token = posted.fields.get('recaptcha_token') || posted.fields.get('g-recaptcha-response');
  const payload = { ...forms[form].payload(values, lang, extras), recaptcha_token: token ?? '' };
  const parsed = forms[form].schema.safeParse(payload);
  if (!parsed.success) {
    const problems = problemsOf(parsed.error.issues);
    const refused = fieldErrorKinds(
      fields,
      problems,
      values as Record<VisitorField, string>,
      required,
    );
    if (Object.keys(refused).length > 0) {
      return answer(form, { outcome: 'fields', status: 400 }, refused, values);
    }
    const robot = 'recaptcha_token' in problems;
    return answer(form, { outcome: robot ? 'robot' : 'server', status: 400 }, {}, values);
  }
  const sent = await sendToService(form, context.services, parsed.data, context.visitor.ip);
  return answer(form, sent, {}, values);
}
