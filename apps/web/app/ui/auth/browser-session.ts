import { acrossTabs, apiUrl, createAuthSession, isSessionUser, type User } from '@mdc/shared';

/**
 * The signed-in half of the auth context (auth-context.tsx): the stored tokens, their renewal and
 * the user's record. Loaded the first time it is needed (stored tokens at start, a login, a
 * signed-in call), so a visitor who never signs in does not download it
 * (docs/decisions/112-fast-public-pages.md).
 */
export function browserSession(onExpired: () => void) {
  const session = createAuthSession({
    storage: () => window.localStorage,
    fetch: (...args) => window.fetch(...args),
    onExpired,
    exclusive: acrossTabs,
  });
  return {
    ...session,
    /** GET /api/users/me/: the user, or null when the answer is not one (offline included). */
    async loadUser(): Promise<User | null> {
      try {
        const response = await session.authFetch('/users/me/');
        const user: unknown = response.ok ? await response.json() : null;
        return isSessionUser(user) ? user : null;
      } catch {
        return null;
      }
    },
    /** Clears the tokens here, then revokes the refresh token on the server. */
    async signOut(): Promise<void> {
      const { refresh } = session.tokens();
      session.clear();
      if (!refresh) return;
      await window
        .fetch(apiUrl('/users/logout/'), {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ refresh }),
        })
        .catch(() => {});
    },
  };
}

export type BrowserSession = ReturnType<typeof browserSession>;
