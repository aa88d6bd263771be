import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { isSessionUser, type TokenPair, type User } from '@mdc/shared';
import { apiUrl, createAuthSession, tokenKeys } from '@mdc/shared';

export type AuthStatus = 'loading' | 'anonymous' | 'authenticated';

export interface Auth {
  /** 'loading' on the server and until the stored tokens have been checked in the browser. */
  status: AuthStatus;
  user: User | null;
  /** Stores the tokens of a login and loads the user (null if that fails). */
  signIn(tokens: TokenPair): Promise<User | null>;
  /** Revokes the refresh token on the server and clears the tokens. */
  signOut(): Promise<void>;
  /** fetch of `/api{path}` with the bearer, renewing the tokens once on a 401 (see auth-session). */
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

const browserStorage = () => (typeof window === 'undefined' ? null : window.localStorage);

/** Renewals run one at a time across the tabs of the browser where Web Locks exist. */
function acrossTabs<T>(run: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? locks.request('mdc-token-renewal', run) : run();
}

/**
 * docs/product/accounts.md#sessions-and-tokens "Authentication": with a stored token the user is loaded at start; a 401 clears the
 * tokens. The state follows logins and logouts made in other tabs (storage events).
 */
export function AuthProvider({ children }: { children: React.ReactNode }) {
  const [state, setState] = useState<{ status: AuthStatus; user: User | null }>({
    status: 'loading',
    user: null,
  });
  const statusRef = useRef(state.status);
  statusRef.current = state.status;

  const session = useMemo(
    () =>
      createAuthSession({
        storage: browserStorage,
        fetch: (...args) => window.fetch(...args),
        onExpired: () => setState({ status: 'anonymous', user: null }),
        exclusive: acrossTabs,
      }),
    [],
  );

  const refreshUser = useCallback(async (): Promise<User | null> => {
    try {
      const response = await session.authFetch('/users/me/');
      if (response.ok) {
        const user: unknown = await response.json();
        if (!isSessionUser(user)) throw new Error('not a user');
        setState({ status: 'authenticated', user });
        return user;
      }
    } catch {
      // Offline or a broken answer: the tokens stay, so the next page load tries again.
    }
    setState((current) =>
      current.status === 'loading' ? { status: 'anonymous', user: null } : current,
    );
    return null;
  }, [session]);

  const signIn = useCallback(
    (tokens: TokenPair) => {
      session.store(tokens);
      return refreshUser();
    },
    [session, refreshUser],
  );

  const signOut = useCallback(async () => {
    const { refresh } = session.tokens();
    session.clear();
    setState({ status: 'anonymous', user: null });
    if (!refresh) return;
    await window
      .fetch(apiUrl('/users/logout/'), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ refresh }),
      })
      .catch(() => {});
  }, [session]);

  const setUser = useCallback((user: User) => setState({ status: 'authenticated', user }), []);

  useEffect(() => {
    const { access, refresh } = session.tokens();
    if (access || refresh) void refreshUser();
    else setState({ status: 'anonymous', user: null });

    const onStorage = (event: StorageEvent) => {
      // key null: the other tab cleared the whole storage.
      if (event.key !== null && event.key !== tokenKeys.access && event.key !== tokenKeys.refresh) {
        return;
      }
      const tokens = session.tokens();
      if (!tokens.access && !tokens.refresh) setState({ status: 'anonymous', user: null });
      // A renewal in another tab changes nothing here; a login does.
      else if (statusRef.current !== 'authenticated') void refreshUser();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [session, refreshUser]);

  const value = useMemo<Auth>(
    () => ({
      ...state,
      signIn,
      signOut,
      authFetch: session.authFetch,
      refreshUser,
      setUser,
    }),
    [state, signIn, signOut, session, refreshUser, setUser],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
