import { visitorForms, type VisitorFormName } from '@mdc/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { clientAddressGroup, formRateLimits, tooManyRequests } from './rate-limit.ts';

/** Whether one more submission of a form is allowed, or in how many seconds it will be. */
export type FormLimitAnswer = { ok: true } | { ok: false; retryAfterSeconds: number };

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Counts one submission of a visitor form by this client, for its JSON API route and its
     * page's action alike (docs/decisions/127-visitor-forms-as-route-actions.md).
     */
    visitorFormLimit(form: VisitorFormName, request: FastifyRequest): Promise<FormLimitAnswer>;
  }
}

/** Each form its own counter, as its API route had (decisions 012, 072, 073). */
const limitOf: Record<VisitorFormName, { max: number; timeWindow: number }> = {
  newsletter: formRateLimits.newsletter,
  contact: formRateLimits.contact,
  booking: formRateLimits.booking,
  wineTourism: formRateLimits.booking,
  stockAlert: formRateLimits.newsletter,
};

/**
 * The visitor forms' rate limits in one place: a form posted to its page (scripts off) and the
 * same form sent to the JSON API draw on one counter per client, so neither path doubles what a
 * script may send. Counters live where the other limits' do (Redis with the memory fallback,
 * decision 097).
 */
export const visitorFormLimits = fp(
  async (app: FastifyInstance) => {
    const limiters = new Map(
      visitorForms.map((form) => [
        form,
        app.createRateLimit({
          ...limitOf[form],
          keyGenerator: (request) => `form-${form}:${clientAddressGroup(request.ip)}`,
        }),
      ]),
    );
    app.decorate('visitorFormLimit', async (form: VisitorFormName, request: FastifyRequest) => {
      const answer = await limiters.get(form)!(request);
      if (answer.isAllowed || !answer.isExceeded) return { ok: true } as const;
      return { ok: false, retryAfterSeconds: Math.max(1, answer.ttlInSeconds) } as const;
    });
  },
  { name: 'visitor-form-limits', dependencies: ['rate-limits'] },
);

/**
 * The API route's `onRequest` hook (before its body is read or checked, as the rate limits ran
 * before): a 429 in the API's error shape once the form's counter is full.
 */
export function visitorFormLimitHook(app: FastifyInstance, form: VisitorFormName) {
  return async (request: FastifyRequest) => {
    const answer = await app.visitorFormLimit(form, request);
    // The one error handler answers it, with Retry-After (decision 135).
    if (!answer.ok) throw tooManyRequests(answer.retryAfterSeconds);
  };
}
