import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { tokenKeys, type TokenPair, type User } from '@mdc/shared';
import type { BrowserSession } from './browser-session';

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

/** Whether the browser holds a token pair (the session code is needed only then). */
function hasStoredTokens(): boolean {
  try {
    const storage = window.localStorage;
    return Boolean(storage.getItem(tokenKeys.access) || storage.getItem(tokenKeys.refresh));
  } catch {
    return false;
  }
}

/**
 * docs/product/accounts.md#sessions-and-tokens "Authentication": with a stored token the user is loaded at start; a 401 clears the
 * tokens. The state follows logins and logouts made in other tabs (storage events). The token
 * handling itself (browser-session.ts) loads when first needed.
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
    // Offline or a broken answer: the tokens stay, so the next page load tries again.
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
    async (tokens: TokenPair) => {
      (await session()).store(tokens);
      return refreshUser();
    },
    [session, refreshUser],
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
    if (hasStoredTokens()) void refreshUser();
    else setState({ status: 'anonymous', user: null });

    const onStorage = (event: StorageEvent) => {
      // key null: the other tab cleared the whole storage.
      if (event.key !== null && event.key !== tokenKeys.access && event.key !== tokenKeys.refresh) {
        return;
      }
      if (!hasStoredTokens()) setState({ status: 'anonymous', user: null });
      // A renewal in another tab changes nothing here; a login does.
      else if (statusRef.current !== 'authenticated') void refreshUser();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [refreshUser]);

  const value = useMemo<Auth>(
    () => ({ ...state, signIn, signOut, authFetch, refreshUser, setUser }),
    [state, signIn, signOut, authFetch, refreshUser, setUser],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
