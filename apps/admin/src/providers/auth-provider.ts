import { tokenPairSchema, userSchema, type User } from '@mdc/shared';
import type { AuthProvider } from 'react-admin';
import { session } from './session';

let me: Promise<User | null> | null = null;

/** The signed-in account (GET /api/users/me/), loaded once per sign-in. */
function currentUser(): Promise<User | null> {
  me ??= session
    .authFetch('/api/users/me/')
    .then(async (response) => (response.ok ? userSchema.parse(await response.json()) : null))
    .catch(() => null);
  return me;
}

function forget() {
  me = null;
  session.clear();
}

/**
 * Staff sign in with their shop account (POST /api/users/token/); an account without is_staff is
 * turned away here, and the API answers 403 to it anyway.
 */
export const authProvider: AuthProvider = {
  async login({ username, password }: { username: string; password: string }) {
    const response = await fetch('/api/users/token/', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ email: username, password }),
    });
    const body = await response.json().catch(() => null);
    if (!response.ok) throw new Error(body?.message ?? 'ra.auth.sign_in_error');
    session.store(tokenPairSchema.parse(body));
    me = null;
    const user = await currentUser();
    if (!user?.is_staff) {
      forget();
      throw new Error('admin.auth.not_staff');
    }
  },
  async logout() {
    const { refresh } = session.tokens();
    if (refresh) {
      await fetch('/api/users/logout/', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ refresh }),
      }).catch(() => {});
    }
    forget();
  },
  async checkAuth() {
    if (!session.tokens().access && !session.tokens().refresh) throw new Error('no session');
    const user = await currentUser();
    if (!user?.is_staff) {
      forget();
      throw new Error('admin.auth.not_staff');
    }
  },
  async checkError(error: { status?: number }) {
    if (error.status === 401 || error.status === 403) {
      forget();
      throw new Error('admin.auth.session_ended');
    }
  },
  async getIdentity() {
    const user = await currentUser();
    if (!user) throw new Error('no session');
    const fullName = `${user.first_name} ${user.last_name}`.trim() || user.username;
    return { id: user.id, fullName };
  },
  async getPermissions() {
    return (await currentUser())?.is_staff ? 'staff' : null;
  },
};
