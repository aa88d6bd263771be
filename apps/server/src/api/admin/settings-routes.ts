import type { Services } from '@mdc/core';
import { shopSettingsAdminSchema, shopSettingsUpdateSchema } from '@mdc/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedIn } from '../accounts/authenticate.ts';

/** Shop settings (issue 6): the open/closed switch, the shipping text and the shop banners. */
export const settingsRoutes: FastifyPluginAsyncZod<{
  services: Pick<Services, 'settingsAdmin'>;
}> = async (app, { services }) => {
  const path = '/api/admin/settings/shop/';

  app.get(path, { schema: { response: { 200: shopSettingsAdminSchema } } }, async () =>
    services.settingsAdmin.getShop(),
  );

  app.put(
    path,
    { schema: { body: shopSettingsUpdateSchema, response: { 200: shopSettingsAdminSchema } } },
    async (request) => services.settingsAdmin.updateShop(signedIn(request), request.body),
  );
};
