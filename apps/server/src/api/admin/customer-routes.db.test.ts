import { testDatabaseKinds, users } from '@mdc/db';
import { eq } from 'drizzle-orm';
import { eurosToCents } from '@mdc/shared';
import { describe, expect, it } from 'vitest';
import { buyOneBottle, registerAccount } from '../accounts/account-test-support.ts';
import { adminTestApp, call, customerAccount, staffAccount } from './admin-test-support.ts';

/** Keys that must never appear in an answer about an account. */
const secretKeys = /password|token|google_sub|session_version|failed_logins/i;

function expectNoSecretKeys(value: unknown) {
  const keys = JSON.stringify(value).match(/"[a-z_0-9]+":/gi) ?? [];
  for (const key of keys) expect(key).not.toMatch(secretKeys);
}

describe.each(testDatabaseKinds)('admin customers on %s', (kind) => {
  const test = adminTestApp(kind);
  const idOf = async (email: string) => {
    const [row] = await test
      .db()
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, email));
    return row!.id;
  };
  const get = (url: string, token = test.staff.access) => call(test.app, 'GET', url, { token });
  const setStaff = (id: number | string, body: unknown, token = test.staff.access) =>
    call(test.app, 'POST', `/api/admin/customers/${id}/staff/`, { body, token });

  it('lists accounts, searches them and filters staff, without secrets', async () => {
    const customer = await registerAccount(test.app, { username: 'Matilde', first_name: 'Rita' });
    const found = await get(`/api/admin/customers/?q=${encodeURIComponent(customer.email)}`);
    expect(found.statusCode).toBe(200);
    expect(found.json()).toMatchObject({
      total: 1,
      data: [
        {
          id: expect.any(Number),
          email: customer.email,
          username: 'Matilde',
          is_staff: false,
          created_at: expect.any(String),
          last_login_at: null,
        },
      ],
    });
    expectNoSecretKeys(found.json());

    const byUsername = await get('/api/admin/customers/?q=matild&per_page=100');
    expect(byUsername.json().data.map((row: { email: string }) => row.email)).toContain(
      customer.email,
    );

    const staffOnly = await get('/api/admin/customers/?is_staff=true&per_page=100');
    const rows: { email: string; is_staff: boolean }[] = staffOnly.json().data;
    expect(rows.every((row) => row.is_staff)).toBe(true);
    expect(rows.map((row) => row.email)).toContain(test.staff.email);
    expect(rows.map((row) => row.email)).not.toContain(customer.email);
  });

  it('treats % and _ in the search as plain characters', async () => {
    const res = await get('/api/admin/customers/?q=%25');
    expect(res.statusCode).toBe(200);
    expect(res.json().total).toBe(0);
  });

  it('sorts by last sign-in, accounts that never signed in last', async () => {
    const signedIn = await customerAccount(test.app);
    const login = await call(test.app, 'POST', '/api/users/token/', {
      body: { email: signedIn.email, password: signedIn.password },
    });
    expect(login.statusCode).toBe(200);
    const res = await get('/api/admin/customers/?sort=last_login_at&order=desc&per_page=500');
    expect(res.statusCode).toBe(200);
    const logins: (string | null)[] = res
      .json()
      .data.map((row: { last_login_at: string | null }) => row.last_login_at);
    const firstNever = logins.indexOf(null);
    if (firstNever >= 0) expect(logins.slice(firstNever).every((v) => v === null)).toBe(true);
    const dated = logins.filter((v): v is string => v !== null);
    expect(dated.length).toBeGreaterThan(0);
    expect(dated).toEqual([...dated].sort().reverse());
  });

  it.each([
    ['is_staff=yes', 'is_staff'],
    ['sort=password_hash', 'sort'],
    ['order=up', 'order'],
    ['per_page=0', 'per_page'],
    ['page=abc', 'page'],
  ])('refuses a bad query (%s) naming the field', async (query, field) => {
    const res = await get(`/api/admin/customers/?${query}`);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields)).toContain(field);
  });

  it('shows an account with its orders and what it spent, without secrets', async () => {
    const customer = await customerAccount(test.app);
    await buyOneBottle(test.app, { token: customer.access });
    const id = await idOf(customer.email);
    const res = await get(`/api/admin/customers/${id}/`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      id,
      email: customer.email,
      email_verified: false,
      google_linked: false,
      is_staff: false,
      newsletter_status: 'none',
      paid_orders_count: 1,
      total_spent: expect.stringMatching(/^\d+\.\d{2}$/),
      recent_orders: [
        {
          order_number: expect.stringMatching(/^MDC-\d+$/),
          total: body.total_spent,
          payment_status: 'paid',
          deliver_status: 'pending',
        },
      ],
    });
    // The APIs' one money form, "31.50" (decision 137).
    expect(eurosToCents(body.total_spent)).toBeGreaterThan(0);
    expectNoSecretKeys(body);
    const [row] = await test.db().select().from(users).where(eq(users.id, id));
    expect(res.body).not.toContain(row!.passwordHash!);
  });

  it('answers 404 for an unknown account and 400 for a bad id', async () => {
    expect((await get('/api/admin/customers/999999/')).statusCode).toBe(404);
    const bad = await get('/api/admin/customers/abc/');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('id');
  });

  it('grants staff rights with an audit entry; the account can then use the admin', async () => {
    const customer = await customerAccount(test.app);
    const id = await idOf(customer.email);
    const before = await get('/api/admin/customers/', customer.access);
    expect(before.statusCode).toBe(403);

    const res = await setStaff(id, { is_staff: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, is_staff: true });
    expectNoSecretKeys(res.json());
    expect((await get('/api/admin/customers/', customer.access)).statusCode).toBe(200);

    const [entry] = await test.auditOf('user', id);
    expect(entry).toMatchObject({
      actor: test.staff.email,
      action: 'grant_staff',
      changes: { is_staff: [false, true] },
    });
  });

  it("revokes staff rights: the revoked member's token gets 403 on the next admin call", async () => {
    const colleague = await staffAccount(test.app);
    const id = await idOf(colleague.email);
    expect((await get('/api/admin/customers/', colleague.access)).statusCode).toBe(200);

    const res = await setStaff(id, { is_staff: false });
    expect(res.statusCode).toBe(200);
    expect(res.json().is_staff).toBe(false);
    const next = await get('/api/admin/customers/', colleague.access);
    expect(next.statusCode).toBe(403);

    const entries = await test.auditOf('user', id);
    expect(entries.map((entry) => entry.action)).toEqual(['revoke_staff']);

    // The same answer again changes nothing and writes no second entry.
    expect((await setStaff(id, { is_staff: false })).statusCode).toBe(200);
    const again = await test.auditOf('user', id);
    expect(again).toHaveLength(1);
  });

  it('refuses to let staff revoke their own rights', async () => {
    const id = await idOf(test.staff.email);
    const res = await setStaff(id, { is_staff: false });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/your own staff rights/);
    expect((await get('/api/admin/customers/')).statusCode).toBe(200);
  });

  it.each([[{}], [{ is_staff: 'yes' }], [{ is_staff: null }]])(
    'refuses a bad body (%j) naming is_staff',
    async (body) => {
      const customer = await customerAccount(test.app);
      const res = await setStaff(await idOf(customer.email), body);
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toHaveProperty('is_staff');
    },
  );

  it('answers 404 when granting rights to an unknown account', async () => {
    expect((await setStaff(999999, { is_staff: true })).statusCode).toBe(404);
  });
});
