import type { Services } from '@mdc/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyPluginAsync } from 'fastify';
import { auditRoutes } from './audit-routes.ts';
import { mediaAdminRoutes } from './media-routes.ts';
import { siteImageRoutes } from './site-image-routes.ts';
import { wineRoutes } from './wine-routes.ts';
import { stockAlertAdminRoutes } from './stock-alert-admin-routes.ts';
import { requireStaff } from './staff-guard.ts';
import { settingsRoutes } from './settings-routes.ts';
import { shippingAdminRoutes } from './shipping-admin-routes.ts';
import { customerRoutes } from './customer-routes.ts';
import { newsletterAdminRoutes } from './newsletter-admin-routes.ts';
import { messageRoutes } from './message-routes.ts';
import { contentRoutes } from './content-routes.ts';
import { orderRoutes } from './order-routes.ts';
import { withdrawalAdminRoutes } from '../withdrawal/withdrawal-admin-routes.ts';
import { dashboardRoutes } from './dashboard-routes.ts';
import { discountCodeAdminRoutes } from './discount-code-routes.ts';
import { invoiceAdminRoutes } from './invoice-admin-routes.ts';

/**
 * What the staff areas use, and the guard and cache hook here: each area's plugin names its own
 * part (docs/decisions/133-domains-as-modules.md), and the compiler checks this covers them all.
 */
type AdminServices = Pick<
  Services,
  | 'accounts'
  | 'audit'
  | 'bookingAdmin'
  | 'catalogue'
  | 'checkout'
  | 'contactAdmin'
  | 'contentAdmin'
  | 'customerAdmin'
  | 'dashboard'
  | 'discountCodeAdmin'
  | 'invalidateCaches'
  | 'invoices'
  | 'media'
  | 'newsletterAdmin'
  | 'orderAdmin'
  | 'settingsAdmin'
  | 'shippingAdmin'
  | 'siteImages'
  | 'stockAlerts'
  | 'wineAdmin'
  | 'withdrawal'
>;

/** Every admin area's routes; each plugin declares full /api/admin/… paths with zod schemas. */
const areas: FastifyPluginAsyncZod<{ services: AdminServices }>[] = [
  auditRoutes,
  settingsRoutes,
  shippingAdminRoutes,
  customerRoutes,
  newsletterAdminRoutes,
  messageRoutes,
  wineRoutes,
  stockAlertAdminRoutes,
  mediaAdminRoutes,
  siteImageRoutes,
  contentRoutes,
  orderRoutes,
  withdrawalAdminRoutes,
  dashboardRoutes,
  discountCodeAdminRoutes,
  invoiceAdminRoutes,
];

/**
 * The staff back end's API (issue 6, docs/decisions/060-admin-back-end.md): one encapsulated
 * scope, guarded by requireStaff, holding every /api/admin/** route.
 */
export const adminRoutes: FastifyPluginAsync<{ services: AdminServices }> = async (
  app,
  { services },
) => {
  requireStaff(app, services);
  // Customers' data and staff screens: never kept by the browser or a shared cache.
  app.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'private, no-store');
  });
  // Every staff save clears the read and page caches through the one hook, before its answer
  // leaves: this instance's at once, the others' on the notice it sends (decisions 080, 102).
  app.addHook('onSend', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400) {
      await services.invalidateCaches();
    }
  });
  for (const area of areas) await app.register(area, { services });
};
