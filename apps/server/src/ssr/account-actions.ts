import { AccountError, type Services } from '@mdc/core';
import {
  isFieldErrorCode,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  readCookie,
  registrationSchema,
  sessionSetCookies,
  tokenRequestSchema,
  userUpdateSchema,
  type FieldErrorCode,
  type FormOutcome,
  type FormRefusal,
  type PageAccount,
  type ShippingCountry,
  type SiteLang,
  profileFields,
  type User,
} from '@mdc/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { accountRateLimits } from '../plugins/rate-limit.ts';

type Limit = { max: number; timeWindow: number };
type Check = (request: FastifyRequest) => Promise<{ isExceeded: boolean; ttlInSeconds: number }>;

/** A zod issue's stable code, as the API's error handler gives it (decision 092). */
function issueCode(issue: z.core.$ZodIssue, present: boolean): FieldErrorCode {
  const own = (issue as { params?: { code?: unknown } }).params?.code;
  if (isFieldErrorCode(own)) return own;
  if (!present) return 'required';
  const { code } = issue;
  if (code === 'too_small') return Number(issue.minimum) <= 1 ? 'required' : 'too_short';
  if (code === 'too_big') return 'too_long';
  if (code === 'invalid_format') return issue.format === 'email' ? 'invalid_email' : 'invalid';
  return 'invalid';
}

const refused = (refusal: FormRefusal): { ok: false; refusal: FormRefusal } => ({
  ok: false,
  refusal,
});

/** The fields of a form refused by a schema, or the parsed value. */
function parse<S extends z.ZodType>(schema: S, form: unknown) {
  const parsed = schema.safeParse(form);
  if (parsed.success) return { value: parsed.data as z.output<S> };
  const fields: Record<string, FieldErrorCode> = {};
  const given = (form ?? {}) as Record<string, unknown>;
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? 'form');
    const value = given[field];
    fields[field] ??= issueCode(issue, value !== undefined && value !== '');
  }
  return { refusal: refused({ status: 400, fields }) };
}

/** An AccountError (the service's refusal) as a form refusal; anything else is thrown on. */
function refusalOf(error: unknown) {
  if (!(error instanceof AccountError)) throw error;
  const { field, code } = error;
  return refused(
    field && isFieldErrorCode(code)
      ? { status: error.statusCode, fields: { [field]: code } }
      : { status: error.statusCode, code, args: error.args, fields: {} },
  );
}

/** The profile fields a page's form may leave out; nif and company are kept by the service. */
const storedProfileFields = profileFields.filter(
  (field) => field !== 'nif' && field !== 'company_name',
);

type Countries = (lang: SiteLang) => Promise<ShippingCountry[]>;

/**
 * A profile form posted to the page (decision 131) as the whole profile the service saves: a
 * field the form did not carry keeps its stored value, so a partial post never blanks it. A
 * country or region chosen without its name (the form without scripts sends codes only) is named
 * from the billing list in the page's language; a region that is not one of the country's is
 * dropped rather than kept under another country.
 */
export async function profileInput(
  given: Record<string, unknown>,
  stored: User,
  countries: Countries,
  lang: SiteLang,
): Promise<Record<string, unknown>> {
  const merged: Record<string, unknown> = { ...given };
  for (const field of storedProfileFields) {
    if (!(field in given)) merged[field] = stored[field] ?? '';
  }
  const named = (field: string) => field in given;
  const countryChanged = named('country_code') && merged.country_code !== stored.country_code;
  const regionChanged = named('region_code') && merged.region_code !== stored.region_code;
  const nameCountry = countryChanged && !named('country_name');
  const nameRegion = (countryChanged || regionChanged) && !named('region_name');
  if (!nameCountry && !nameRegion) return merged;
  const placeName = (place: { name_pt: string; name_en: string }) =>
    lang === 'pt' ? place.name_pt : place.name_en;
  const country = (await countries(lang)).find((c) => c.code === merged.country_code);
  if (nameCountry) merged.country_name = country ? placeName(country) : '';
  if (nameRegion) {
    const region = country?.regions.find((r) => r.code === merged.region_code);
    merged.region_code = region?.code ?? '';
    merged.region_name = region ? placeName(region) : '';
  }
  return merged;
}

/**
 * The per-IP and per-e-mail limits of the account routes, with the same numbers
 * (`accountRateLimits`) and the same stores (Redis when set, decision 097).
 */
export function accountFormLimits(app: FastifyInstance) {
  const make = (name: string, limit: Limit, byEmail: boolean): Check =>
    app.createRateLimit({
      ...limit,
      keyGenerator: (request) => {
        const email = (request as { formEmail?: string }).formEmail ?? '';
        return byEmail ? `${name}:${email}` : `page-${name}:${request.ip}`;
      },
    }) as unknown as Check;
  const pair = (name: string, perIp: Limit, perAccount?: Limit) => ({
    ip: make(name, perIp, false),
    ...(perAccount && { account: make(name, perAccount, true) }),
  });
  return {
    login: pair('login', accountRateLimits.token, accountRateLimits.tokenPerAccount),
    register: pair(
      'register',
      accountRateLimits.registration,
      accountRateLimits.registrationPerAccount,
    ),
    reset: pair('reset', accountRateLimits.reset, accountRateLimits.resetPerAccount),
    confirm: pair('confirm', accountRateLimits.reset),
  };
}
export type AccountFormLimits = ReturnType<typeof accountFormLimits>;

/** The account actions of one page request (PageAccount, decision 131). */
export function pageAccount(
  request: FastifyRequest,
  services: Pick<Services, 'accounts'> & {
    shipping: Pick<Services['shipping'], 'allCountriesRegions'>;
  },
  limits: AccountFormLimits,
  publicUrl: string,
): PageAccount {
  const { accounts, shipping } = services;
  const cookie = () => readCookie(request.headers.cookie, accounts.sessionCookie.session);

  /** The limit's refusal (429 `too_many_requests`), or null to go on. */
  async function over(
    check: Check | undefined,
    email = '',
  ): Promise<{ ok: false; refusal: FormRefusal } | null> {
    if (!check) return null;
    Object.assign(request, { formEmail: email });
    const outcome = await check(request);
    if (!outcome.isExceeded) return null;
    return refused({
      status: 429,
      code: 'too_many_requests',
      args: { seconds: outcome.ttlInSeconds },
      fields: {},
    });
  }

  async function run<T>(work: () => Promise<FormOutcome<T>>): Promise<FormOutcome<T>> {
    try {
      return await work();
    } catch (error) {
      return refusalOf(error);
    }
  }

  const started = <U>(outcome: {
    session: { id: string; expiresAt: Date };
    user: U;
  }): FormOutcome<U> => ({
    ok: true,
    value: outcome.user,
    cookies: sessionSetCookies(publicUrl, outcome.session.id, outcome.session.expiresAt),
  });

  return {
    async current() {
      const id = cookie();
      const session = id ? await accounts.currentSession(id) : null;
      return session && { user: session.user, csrf: session.csrf };
    },

    signIn: (form) =>
      run(async () => {
        const blocked = await over(limits.login.ip);
        if (blocked) return blocked;
        const parsed = parse(tokenRequestSchema, form);
        if (parsed.refusal) return parsed.refusal;
        const { email, password } = parsed.value;
        const perAccount = await over(limits.login.account, email);
        if (perAccount) return perAccount;
        return started(await accounts.signIn(email, password, cookie()));
      }),

    register: (form, lang: SiteLang) =>
      run(async () => {
        const blocked = await over(limits.register.ip);
        if (blocked) return blocked;
        const parsed = parse(registrationSchema, { ...(form as object), lang });
        if (parsed.refusal) return parsed.refusal;
        const perAccount = await over(limits.register.account, parsed.value.email);
        if (perAccount) return perAccount;
        return started(await accounts.registerWithSession(parsed.value, cookie()));
      }),

    requestReset: (form, lang: SiteLang) =>
      run<null>(async () => {
        const blocked = await over(limits.reset.ip);
        if (blocked) return blocked;
        const parsed = parse(passwordResetRequestSchema, { ...(form as object), lang });
        if (parsed.refusal) return parsed.refusal;
        const perAccount = await over(limits.reset.account, parsed.value.email);
        if (perAccount) return perAccount;
        await accounts.requestPasswordReset(parsed.value.email, parsed.value.lang);
        return { ok: true, value: null, cookies: [] };
      }),

    confirmReset: (form) =>
      run<null>(async () => {
        const blocked = await over(limits.confirm.ip);
        if (blocked) return blocked;
        const parsed = parse(passwordResetConfirmSchema, form);
        if (parsed.refusal) return parsed.refusal;
        await accounts.confirmPasswordReset(parsed.value);
        return { ok: true, value: null, cookies: [] };
      }),

    updateProfile: (form, lang) =>
      run(async () => {
        const id = cookie();
        const session = id ? await accounts.currentSession(id) : null;
        if (!id || !session) throw new AccountError(401, id ? 'session_expired' : 'not_signed_in');
        const { csrf, ...fields } = (form ?? {}) as Record<string, unknown>;
        if (!accounts.checkCsrf(id, csrf)) {
          return refused({ status: 403, code: 'csrf_invalid', fields: {} });
        }
        const input = await profileInput(fields, session.user, shipping.allCountriesRegions, lang);
        const parsed = parse(userUpdateSchema, input);
        if (parsed.refusal) return parsed.refusal;
        const user = await accounts.updateMe(session.user.id, parsed.value);
        return { ok: true, value: user, cookies: [] };
      }),
  };
}
