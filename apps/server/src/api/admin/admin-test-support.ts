import { auditLog, type TestDatabaseKind } from '@mdc/db';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import type { App } from '../../app.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { call, registerAccount, type TestAccount } from '../accounts/account-test-support.ts';

export { call };

/** A staff account (registered, then promoted as `npm run create-admin` does), signed in. */
export async function staffAccount(app: App): Promise<TestAccount> {
  const account = await registerAccount(app, { username: 'Equipa' });
  await app.services.accounts.createStaff(account.email);
  return account;
}

/** A signed-in customer: not staff. */
export const customerAccount = (app: App) => registerAccount(app);

/** A path of the route table with its parameters filled in (":id" → 1). */
export const concretePath = (url: string) =>
  url.replace(/:(\w+)/g, (_match, name: string) => (name === 'id' ? '1' : 'x'));

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * The set-up every admin route test shares, called in a describe.each(testDatabaseKinds) block:
 * a test app on that database and a signed-in staff account, opened before the block's tests
 * and closed after them. `env` adds configuration (read when the app opens, so it may use what
 * an earlier beforeAll started, such as a fake Stripe). Its fields are ready inside tests only.
 */
export function adminTestApp(
  kind: TestDatabaseKind,
  env: () => Record<string, string> = () => ({}),
) {
  let test: TestApp | undefined;
  let staff: TestAccount | undefined;
  beforeAll(async () => {
    test = await createTestApp(kind, env());
    staff = await staffAccount(test.app);
  });
  afterAll(() => test?.close());

  const ready = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('adminTestApp: used outside a test');
    return value;
  };
  const self = {
    get app() {
      return ready(test).app;
    },
    /** The signed-in staff account. */
    get staff() {
      return ready(staff);
    },
    db: () => self.app.database.db,
    /** A call to the API as the staff account. */
    api: (method: Method, url: string, body?: unknown) =>
      call(self.app, method, url, { token: self.staff.access, body }),
    /** The audit rows of one record, newest first. */
    auditOf: (entity: string, entityId: string | number) =>
      self
        .db()
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(entityId))))
        .orderBy(desc(auditLog.id)),
  };
  return self;
}
