import type { Services } from '@mdc/core';
import { contactMessageSchema } from '@mdc/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { visitorFormLimitHook } from '../../plugins/visitor-form-limits.ts';
import {
  formErrorResponses,
  formSuccessSchema,
  sendCaptchaRejection,
} from '../captcha/form-answers.ts';

/** docs/product/api.md#site-api: the contact form. */
export const contactRoutes: FastifyPluginAsyncZod<{ services: Pick<Services, 'contact'> }> = async (
  app,
  { services },
) => {
  app.post(
    '/api/contact_form/submit/',
    {
      // The same counter as the contact page's action (decision 127).
      onRequest: visitorFormLimitHook(app, 'contact'),
      schema: {
        body: contactMessageSchema,
        response: { 201: formSuccessSchema, ...formErrorResponses },
      },
    },
    async (request, reply) => {
      const result = await services.contact.submit(request.body, { remoteIp: request.ip });
      if (!result.ok) return sendCaptchaRejection(reply, result.reason);
      return reply.status(201).send({ status: 'success' });
    },
  );
};
