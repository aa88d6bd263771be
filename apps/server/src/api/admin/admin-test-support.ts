import type { App } from '../../app.ts';
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
