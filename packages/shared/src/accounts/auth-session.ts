import type { TokenPair, User } from './session.ts';
import { originalUserKey, tokenKeys } from './token-keys.ts';

// Every page loads this file (the header shows who is signed in), so it checks the server's
// answers with two small guards instead of the zod schemas in session.ts, which would add zod's
// ~24 kB (gzip) to every page. The API's own answers are validated against those schemas in
// the server's tests.

/** A token pair as POST /api/users/token/ and …/refresh/ answer it. */
export function isTokenPair(value: unknown): value is TokenPair {
  const pair = value as Partial<TokenPair> | null;
  return typeof pair?.access === 'string' && typeof pair.refresh === 'string';
}

/** The signed-in user as GET /api/users/me/ answers it (the fields every page relies on). */
export function isSessionUser(value: unknown): value is User {
  const user = value as Partial<User> | null;
  return (
    typeof user?.id === 'number' &&
    typeof user.email === 'string' &&
    typeof user.username === 'string' &&
    typeof user.is_staff === 'boolean'
  );
}

/**
 * The tokens in browser storage (token-keys.ts) and the calls that carry them, without React so
 * that the refresh rules can be tested on their own.
 */

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface AuthSession {
  tokens(): { access: string | null; refresh: string | null };
  store(tokens: TokenPair): void;
  clear(): void;
  /**
   * Calls `/api{path}` (a path already starting with /api/ is kept) with the bearer. On a 401 it
   * renews the tokens once and retries; when that fails the tokens are cleared, `onExpired` runs
   * and the 401 is returned.
   */
  authFetch(path: string, init?: RequestInit): Promise<Response>;
}

export function apiUrl(path: string): string {
  return path.startsWith('/api/') ? path : `/api${path.startsWith('/') ? '' : '/'}${path}`;
}

/**
 * Runs `run` alone among the browser's tabs, the site's and the admin's alike, where Web Locks
 * exist: a rotating refresh token is then used once.
 */
export function acrossTabs<T>(run: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? locks.request('mdc-token-renewal', run) : run();
}

export function createAuthSession({
  storage,
  fetch,
  onExpired,
  exclusive = (run) => run(),
}: {
  storage: () => Storage | null;
  fetch: typeof globalThis.fetch;
  onExpired: () => void;
  /** Runs the renewal alone across the browser's tabs (`acrossTabs`), so a rotating token is used once. */
  exclusive?: <T>(run: () => Promise<T>) => Promise<T>;
}): AuthSession {
  const read = (key: string) => {
    try {
      return storage()?.getItem(key) ?? null;
    } catch {
      return null;
    }
  };
  const tokens = () => ({ access: read(tokenKeys.access), refresh: read(tokenKeys.refresh) });
  const store = (pair: TokenPair) => {
    storage()?.setItem(tokenKeys.access, pair.access);
    storage()?.setItem(tokenKeys.refresh, pair.refresh);
  };
  const clear = () => {
    for (const key of [tokenKeys.access, tokenKeys.refresh, originalUserKey]) {
      storage()?.removeItem(key);
    }
  };

  let renewing: Promise<string | null> | null = null;

  /** A fresh access token, or null. Concurrent callers share one renewal. */
  function renew(rejected: string | null): Promise<string | null> {
    renewing ??= exclusive(async () => {
      const current = tokens();
      // Another call or tab renewed while this one waited: use its token.
      if (current.access && current.access !== rejected) return current.access;
      if (!current.refresh) return null;
      try {
        const response = await fetch(apiUrl('/users/token/refresh/'), {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({ refresh: current.refresh }),
        });
        const pair: unknown = response.ok ? await response.json() : null;
        if (!isTokenPair(pair)) return null;
        store(pair);
        return pair.access;
      } catch {
        return null;
      }
    }).finally(() => {
      renewing = null;
    });
    return renewing;
  }

  async function authFetch(path: string, init: RequestInit = {}): Promise<Response> {
    const send = (access: string | null) => {
      const headers = new Headers(init.headers);
      if (!headers.has('accept')) headers.set('accept', 'application/json');
      if (typeof init.body === 'string' && !headers.has('content-type')) {
        headers.set('content-type', 'application/json');
      }
      if (access) headers.set('authorization', `Bearer ${access}`);
      return fetch(apiUrl(path), { ...init, headers });
    };
    const access = tokens().access;
    const response = await send(access);
    if (response.status !== 401) return response;
    const renewed = await renew(access);
    if (renewed) {
      const retried = await send(renewed);
      if (retried.status !== 401) return retried;
    }
    clear();
    onExpired();
    return response;
  }

  return { tokens, store, clear, authFetch };
}
