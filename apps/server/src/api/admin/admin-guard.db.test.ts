import { testDatabaseKinds, users } from '@mdc/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  adminTestApp,
  call,
  concretePath,
  customerAccount,
  staffAccount,
} from './admin-test-support.ts';

describe.each(testDatabaseKinds)('admin API guard on %s', (kind) => {
  const test = adminTestApp(kind);

  // Table-driven over every route registered under /api/admin: a new route without the staff
  // guard fails here.
  const adminRoutes = () =>
    test.app.routeTable.filter(
      (route) => route.url.startsWith('/api/admin') && route.method !== 'HEAD',
    );

  it('finds the admin routes', () => {
    expect(adminRoutes().length).toBeGreaterThan(0);
  });

  it('answers 401 without a token and 403 to a customer on every admin route', async () => {
    const customer = await customerAccount(test.app);
    for (const route of adminRoutes()) {
      const method = route.method as 'GET';
      const url = concretePath(route.url);
      const anonymous = await call(test.app, method, url, { body: {} });
      expect(anonymous.statusCode, `${route.method} ${route.url} without a token`).toBe(401);
      const forged = await call(test.app, method, url, { body: {}, token: 'not.a.token' });
      expect(forged.statusCode, `${route.method} ${route.url} with a forged token`).toBe(401);
      const denied = await call(test.app, method, url, { body: {}, token: customer.access });
      expect(denied.statusCode, `${route.method} ${route.url} as a customer`).toBe(403);
      expect(denied.json().message).toBe('You do not have permission to perform this action.');
    }
  });

  it('lets staff in', async () => {
    const res = await test.api('GET', '/api/admin/audit-log/');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ data: expect.any(Array), total: expect.any(Number) });
  });

  it('stops working for an account whose staff rights were revoked', async () => {
    // An account of its own: the shared staff account must keep its rights.
    const staff = await staffAccount(test.app);
    await test.db().update(users).set({ isStaff: false }).where(eq(users.email, staff.email));
    const res = await call(test.app, 'GET', '/api/admin/audit-log/', { token: staff.access });
    expect(res.statusCode).toBe(403);
  });
});
