import type { Services } from '@mdc/core';
import { adminMessages } from '@mdc/shared';
import type { FastifyInstance } from 'fastify';
import type { ApiErrorBody } from '../../plugins/error-handler.ts';
import { requireUser } from '../accounts/authenticate.ts';

/**
 * Makes the scope staff-only: 401 without a valid bearer token (requireUser), 403 for a signed-in
 * account that is not staff. The admin routes are all registered inside this one scope, and
 * admin-guard.db.test.ts checks every route found there, so a new route cannot miss the guard.
 */
export function requireStaff(scope: FastifyInstance, services: Pick<Services, 'accounts'>): void {
  requireUser(scope, services);
  scope.addHook('onRequest', async (request, reply) => {
    if (reply.sent) return;
    if (!request.user?.is_staff) {
      return reply
        .status(403)
        .send({ error: 'Forbidden', message: adminMessages.notStaff } satisfies ApiErrorBody);
    }
  });
}
