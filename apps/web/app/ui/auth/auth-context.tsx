import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { sessionHintCookie, tokenKeys, type SiteSession, type User } from '@mdc/shared';
import type { BrowserSession } from './browser-session';

export type AuthStatus = 'loading' | 'anonymous' | 'authenticated';

export interface Auth {
  /** 'loading' on the server and until the session cookie has been checked in the browser. */
  status: AuthStatus;
  user: User | null;
  /** Takes the answer of a sign-in (the cookie is already set): the user, signed in. */
  signIn(session: SiteSession): Promise<User | null>;
  /** Ends the session on the server. */
  signOut(): Promise<void>;
  /** A same-origin fetch of `/api{path}` with the session cookie (browser-session.ts). */
  authFetch(path: string, init?: RequestInit): Promise<Response>;
  /** Loads GET /api/users/me/ again. */
  refreshUser(): Promise<User | null>;
  setUser(user: User): void;
}

const AuthContext = createContext<Auth | null>(null);

export function useAuth(): Auth {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error('useAuth needs an AuthProvider');
  return auth;
}

/**
 * Whether the server said a session may exist (its hint cookie, which holds no secret): the
 * session code and the session request are needed only then (docs/decisions/131-cookie-session.md).
 */
export function hasSessionHint(): boolean {
  return document.cookie.split(';').some((part) => part.trim() === `${sessionHintCookie}=1`);
}

/**
 * Tokens a former version of the site kept in web storage, readable by any script: they go on
 * the first load (docs/decisions/131-cookie-session.md). The token API itself stays for API clients.
 */
function forgetStoredTokens() {
  for (const storage of [window.localStorage, window.sessionStorage]) {
    try {
      storage.removeItem(tokenKeys.access);
      storage.removeItem(tokenKeys.refresh);
    } catch {
      // Storage refused (private mode): nothing was kept there either.
    }
  }
}

/**
 * docs/product/accounts.md#sessions-and-tokens "Authentication": with the session hint the user is
 * loaded at start; a 401 means signed out. The session lives in an httpOnly cookie the scripts
 * cannot read (decision 131); its calls (browser-session.ts) load when first needed.
 */
export function AuthProvider({ children }: { children: React.ReactNode }) {
  const [state, setState] = useState<{ status: AuthStatus; user: User | null }>({
    status: 'loading',
    user: null,
  });
  const statusRef = useRef(state.status);
  statusRef.current = state.status;

  const loaded = useRef<Promise<BrowserSession> | null>(null);
  const session = useCallback(
    () =>
      (loaded.current ??= import('./browser-session').then(
        ({ browserSession }) => browserSession(() => setState({ status: 'anonymous', user: null })),
        (error: unknown) => {
          loaded.current = null; // offline: the next call tries again
          throw error;
        },
      )),
    [],
  );

  const refreshUser = useCallback(async (): Promise<User | null> => {
    // Offline or a broken answer: the cookie stays, so the next page load tries again.
    const user = await session()
      .then((current) => current.loadUser())
      .catch(() => null);
    setState((current) =>
      user
        ? { status: 'authenticated', user }
        : current.status === 'loading'
          ? { status: 'anonymous', user: null }
          : current,
    );
    return user;
  }, [session]);

  const signIn = useCallback(
    async (answer: SiteSession) => {
      (await session()).store(answer);
      setState({ status: 'authenticated', user: answer.user });
      return answer.user;
    },
    [session],
  );

  const signOut = useCallback(async () => {
    // Signed in means the session code has loaded (at start or at the login), so this waits for
    // nothing; should it fail to load, the visitor is still shown signed out.
    const current = await session().catch(() => null);
    setState({ status: 'anonymous', user: null });
    await current?.signOut();
  }, [session]);

  const authFetch = useCallback(
    async (path: string, init?: RequestInit) => (await session()).authFetch(path, init),
    [session],
  );

  const setUser = useCallback((user: User) => setState({ status: 'authenticated', user }), []);

  useEffect(() => {
    forgetStoredTokens();
    if (hasSessionHint()) void refreshUser();
    else setState({ status: 'anonymous', user: null });

    // A sign-in or sign-out in another tab: seen when this one is shown again.
    const onVisible = () => {
      if (document.visibilityState !== 'visible') return;
      const hinted = hasSessionHint();
      if (!hinted && statusRef.current === 'authenticated') {
        setState({ status: 'anonymous', user: null });
      } else if (hinted && statusRef.current !== 'authenticated') void refreshUser();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [refreshUser]);

  const value = useMemo<Auth>(
    () => ({ ...state, signIn, signOut, authFetch, refreshUser, setUser }),
    [state, signIn, signOut, authFetch, refreshUser, setUser],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
