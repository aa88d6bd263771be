import { tokenPairSchema, userSchema, type TokenPair, type User } from '@mdc/shared';
import type { AuthProvider } from 'react-admin';
import { signInRefusalKey } from './api-errors';
import { session } from './session';

let me: Promise<User | null> | null = null;

/** The signed-in account (GET /api/users/me/), loaded once per sign-in. */
function currentUser(): Promise<User | null> {
  const { access, refresh } = session.tokens();
  // Nobody signed in: no call (a 401 would only fill the console).
  if (!access && !refresh) return Promise.resolve(null);
  me ??= session
    .authFetch('/api/users/me/')
    .then(async (response) => (response.ok ? userSchema.parse(await response.json()) : null))
    .catch(() => null);
  return me;
}

async function post(path: string, body: unknown, access?: string) {
  return fetch(path, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      ...(access && { authorization: `Bearer ${access}` }),
    },
    body: JSON.stringify(body),
  });
}

async function userOf(pair: TokenPair): Promise<User | null> {
  const response = await fetch('/api/users/me/', {
    headers: { accept: 'application/json', authorization: `Bearer ${pair.access}` },
  });
  return response.ok ? userSchema.parse(await response.json()) : null;
}

/**
 * Staff sign in with their shop account (POST /api/users/token/). The admin shares the shop's
 * session, so a customer who opens /admin is turned away without being signed out of the shop;
 * the API answers 403 to such an account anyway.
 *
 * No `getPermissions`: every staff member may do everything, and with it react-admin 5 raced its
 * own logout redirect (marmelab/react-admin#10764): the sign-in page of a visitor without a
 * session appeared only after some ten seconds of redirects.
 */
export const authProvider: AuthProvider = {
  async login({ username, password }: { username: string; password: string }) {
    const response = await post('/api/users/token/', { email: username, password });
    const body = await response.json().catch(() => null);
    if (!response.ok) throw new Error(signInRefusalKey(body));
    const pair = tokenPairSchema.parse(body);
    if (!(await userOf(pair))?.is_staff) {
      // Not staff: end the session just opened and keep whatever session the shop had.
      await post('/api/users/logout/', { refresh: pair.refresh }).catch(() => {});
      throw new Error('admin.auth.not_staff');
    }
    session.store(pair);
    me = null;
  },
  async logout() {
    // Only a staff session is ended here; a customer's shop session is not ours to end.
    if (!(await currentUser())?.is_staff) return;
    const { refresh } = session.tokens();
    if (refresh) await post('/api/users/logout/', { refresh }).catch(() => {});
    session.clear();
    me = null;
  },
  async checkAuth() {
    if (!(await currentUser())?.is_staff) {
      me = null;
      throw new Error('admin.auth.not_staff');
    }
  },
  async checkError(error: { status?: number }) {
    // 401: the session ended; 403: staff rights were revoked meanwhile.
    if (error.status === 401 || error.status === 403) {
      throw new Error('admin.auth.session_ended');
    }
  },
  async getIdentity() {
    const user = await currentUser();
    if (!user) throw new Error('admin.auth.session_ended');
    const fullName = `${user.first_name} ${user.last_name}`.trim() || user.username;
    return { id: user.id, fullName };
  },
};
