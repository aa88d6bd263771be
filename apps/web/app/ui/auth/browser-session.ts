import { apiUrl, isSessionUser, type SiteSession, type User } from '@mdc/shared';

/**
 * The signed-in half of the auth context (auth-context.tsx) over the site's httpOnly session
 * cookie (docs/decisions/131-cookie-session.md): the page's scripts never see a token; the browser
 * sends the cookie with every same-origin call. Loaded the first time it is needed (a session hint
 * at start, a login, a signed-in call), so a visitor who never signs in does not download it
 * (docs/decisions/112-fast-public-pages.md).
 */
export function browserSession(onExpired: () => void) {
  let csrf: string | null = null;
  const json = { 'content-type': 'application/json', accept: 'application/json' };
  return {
    /** The session's CSRF token (for the account forms' hidden field), once loaded. */
    csrf: () => csrf,
    /** Keeps what a sign-in answered (the user and the CSRF token). */
    store(session: SiteSession) {
      csrf = session.csrf;
    },
    /** A same-origin call of `/api{path}` with the cookie; a 401 means the session ended. */
    async authFetch(path: string, init: RequestInit = {}): Promise<Response> {
      const headers = new Headers(init.headers);
      for (const [name, value] of Object.entries(json)) {
        if (!headers.has(name) && (name === 'accept' || init.body !== undefined)) {
          headers.set(name, value);
        }
      }
      const response = await window.fetch(apiUrl(path), {
        ...init,
        headers,
        credentials: 'same-origin',
      });
      if (response.status === 401) onExpired();
      return response;
    },
    /** GET /api/session/: the user, or null when there is no session (offline included). */
    async loadUser(): Promise<User | null> {
      try {
        const response = await window.fetch(apiUrl('/session/'), {
          headers: { accept: 'application/json' },
          credentials: 'same-origin',
        });
        const body = (response.ok ? await response.json() : null) as Partial<SiteSession> | null;
        if (!body || !isSessionUser(body.user) || typeof body.csrf !== 'string') return null;
        csrf = body.csrf;
        return body.user;
      } catch {
        return null;
      }
    },
    /** Ends the session on the server (every copy of the cookie stops working). */
    async signOut(): Promise<void> {
      csrf = null;
      await window
        .fetch(apiUrl('/session/'), { method: 'DELETE', credentials: 'same-origin' })
        .catch(() => {});
    },
  };
}

export type BrowserSession = ReturnType<typeof browserSession>;
