import type { Services } from '@mdc/core';
import { invoicePdfParamsSchema } from '@mdc/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkoutRateLimits } from '../../plugins/rate-limit.ts';

/**
 * GET /api/checkout/orders/by-code/:code/invoices/:kind.pdf: the buyer's invoice-receipt or
 * credit note (docs/product/shop.md#nif-and-invoices). The order's secret code is the key, as for
 * the order page itself: the owner and the guest with the link may download; anyone else, and a
 * document not issued yet, gets a 404 that tells nothing.
 */
export const invoiceRoutes: FastifyPluginAsyncZod<{
  services: Pick<Services, 'invoices'>;
}> = async (app, { services }) => {
  app.get(
    '/api/checkout/orders/by-code/:code/invoices/:kind.pdf',
    {
      config: { rateLimit: checkoutRateLimits.orderLookup },
      schema: { params: invoicePdfParamsSchema },
      // Before validation, so a refused request (400) is not kept by a cache either.
      onRequest: async (_request, reply) => {
        reply.header('cache-control', 'private, no-store');
      },
    },
    async (request, reply) => {
      const kind = request.params.kind === 'invoice' ? 'invoice' : 'credit_note';
      const found = await services.invoices.pdfByCode(request.params.code, kind);
      if (!found) {
        return reply.status(404).send({
          error: 'Not Found',
          message: 'There is no such document, or it has not been issued yet.',
        });
      }
      const name = `${found.number.replace(/[^A-Za-z0-9-]+/g, '-')}.pdf`;
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${name}"`)
        .send(found.pdf);
    },
  );
};
