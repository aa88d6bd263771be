import { describe, expect, it, vi } from 'vitest';
import { apiUrl, createAuthSession, isSessionUser, isTokenPair } from './auth-session.ts';

function memoryStorage(entries: Record<string, string> = {}) {
  const map = new Map(Object.entries(entries));
  return {
    map,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  };
}

const json = (status: number, body: unknown = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A fake API: /users/me/ accepts the access token `valid`; refresh turns `r1` into valid/r2. */
function fakeApi(refreshes: { count: number }) {
  return vi.fn<typeof fetch>(async (url, init) => {
    const auth = new Headers(init?.headers).get('authorization');
    if (String(url) === '/api/users/token/refresh/') {
      refreshes.count += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      const { refresh } = JSON.parse(String(init?.body)) as { refresh: string };
      return refresh === 'r1' ? json(200, { access: 'valid', refresh: 'r2' }) : json(401);
    }
    return auth === 'Bearer valid' ? json(200, { ok: true }) : json(401);
  });
}

describe('authFetch', () => {
  it('sends the bearer to /api', async () => {
    const storage = memoryStorage({ accessToken: 'valid', refreshToken: 'r1' });
    const fetch = fakeApi({ count: 0 });
    const session = createAuthSession({ storage: () => storage, fetch, onExpired: vi.fn() });
    expect((await session.authFetch('/users/me/')).status).toBe(200);
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/users/me/');
  });

  it('renews once for concurrent 401s and retries each call', async () => {
    const storage = memoryStorage({ accessToken: 'expired', refreshToken: 'r1' });
    const refreshes = { count: 0 };
    const session = createAuthSession({
      storage: () => storage,
      fetch: fakeApi(refreshes),
      onExpired: vi.fn(),
    });
    const answers = await Promise.all([
      session.authFetch('/users/me/'),
      session.authFetch('/api/checkout/orders/by-user/'),
      session.authFetch('/users/me/'),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(refreshes.count).toBe(1);
    expect(storage.map.get('refreshToken')).toBe('r2');
  });

  it('clears the tokens and reports expiry when the renewal is refused', async () => {
    const storage = memoryStorage({
      accessToken: 'expired',
      refreshToken: 'revoked',
      originalUser: '{}',
    });
    const onExpired = vi.fn();
    const session = createAuthSession({
      storage: () => storage,
      fetch: fakeApi({ count: 0 }),
      onExpired,
    });
    expect((await session.authFetch('/users/me/')).status).toBe(401);
    expect(onExpired).toHaveBeenCalledOnce();
    expect([...storage.map.keys()]).toEqual([]);
  });
});

describe('apiUrl', () => {
  it('prefixes /api once', () => {
    expect(apiUrl('/users/me/')).toBe('/api/users/me/');
    expect(apiUrl('/api/users/me/')).toBe('/api/users/me/');
    expect(apiUrl('users/me/')).toBe('/api/users/me/');
  });
});

describe('the guards every page checks the server answers with', () => {
  const user = {
    id: 7,
    email: 'ana@example.com',
    username: 'ana',
    is_staff: false,
    first_name: 'Ana',
  };

  it('accepts a token pair and a user as the API sends them', () => {
    expect(isTokenPair({ access: 'a', refresh: 'r' })).toBe(true);
    expect(isSessionUser(user)).toBe(true);
  });

  it.each([null, 'text', {}, { access: 'a' }, { access: 1, refresh: 'r' }])(
    'refuses %j as a token pair',
    (value) => expect(isTokenPair(value)).toBe(false),
  );

  it.each([
    null,
    [],
    { ...user, id: '7' },
    { ...user, email: undefined },
    { ...user, is_staff: 'no' },
  ])('refuses %j as a user', (value) => expect(isSessionUser(value)).toBe(false));
});
