import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  pathTo,
  type AccountNewsletter,
  type Order,
  type ShippingCountry,
  type User,
} from '@mdc/shared';
import { useLang, useT } from '~/i18n/i18n';
import { hasSessionHint, useAuth } from '~/ui/auth/auth-context';
import { useToast } from '~/ui/overlays/toasts';
import { shellTimings } from '~/ui/overlays/timings';
import { fetchCountries, fetchMe, fetchMyOrders, fetchNewsletter } from './profile-api';
import { loadProblemOf, storeOriginalUser, type LoadProblem } from './profile-form';
import type { Loaded } from './profile-sections';

/** Whether the browser holds the session's hint cookie (decision 131). */
export const hasStoredToken = hasSessionHint;

/**
 * What the profile page loads (docs/product/accounts.md#profile-page) and the way out of a 401:
 * the user, the orders, the newsletter state and the country list.
 */
export function useProfileData(
  deleted: boolean,
  initialUser: User | null = null,
  initialCountries: ShippingCountry[] = [],
) {
  const lang = useLang();
  const t = useT();
  const toast = useToast();
  const navigate = useNavigate();
  const auth = useAuth();
  const { authFetch, setUser } = auth;
  // The auth state turns 'anonymous' on any failed load; with a token still stored the page loads
  // the user itself, so it can tell a 404, a server error or no connection apart (docs/product/accounts.md#account-messages).
  const authLoading = auth.status === 'loading';
  const loggedOut = auth.status === 'anonymous' && !hasStoredToken() && !initialUser;
  const [me, setMe] = useState<User | null>(initialUser);
  const [problem, setProblem] = useState<LoadProblem | null>(null);
  const [orders, setOrders] = useState<Loaded<Order[]>>({ kind: 'loading' });
  const [newsletter, setNewsletterState] = useState<Loaded<AccountNewsletter>>({
    kind: 'loading',
  });
  // Rendered by the server with the page (decision 131): the form needs no script to list them.
  const [countries, setCountries] = useState<ShippingCountry[]>(initialCountries);
  const loginPath = `${pathTo('login', lang)}?next=profile`;

  const unauthorized = useCallback(() => {
    toast('error', t('account.profile.errors.unauthorized'), shellTimings.formToastMs);
    void navigate(loginPath, { replace: true });
  }, [loginPath, navigate, t, toast]);

  // Read while the page first renders, before the auth state checks the tokens: a session that
  // check then ends counts as a 401 here (docs/product/accounts.md#account-messages), not as a visitor who never logged in.
  const [openedWithToken] = useState(() => typeof window !== 'undefined' && hasStoredToken());

  useEffect(() => {
    if (loggedOut && openedWithToken && !me && !deleted) unauthorized();
    if (authLoading || loggedOut || deleted) return;
    let live = true;
    void fetchMe(authFetch).then((answer) => {
      if (!live) return;
      if (answer.ok) {
        setMe(answer.data);
        setUser(answer.data);
        storeOriginalUser(answer.data);
        setProblem(null);
        return;
      }
      const kind = loadProblemOf(answer.status);
      if (kind === 'unauthorized') unauthorized();
      else setProblem(kind);
    });
    void fetchMyOrders(authFetch).then((answer) => {
      if (live) setOrders(answer.ok ? { kind: 'ok', data: answer.data } : { kind: 'failed' });
    });
    void fetchNewsletter(authFetch).then((answer) => {
      if (live)
        setNewsletterState(answer.ok ? { kind: 'ok', data: answer.data } : { kind: 'failed' });
    });
    return () => {
      live = false;
    };
    // Loaded once per sign-in; setUser and the callbacks are stable.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [authLoading, loggedOut]);

  const [countriesLang] = useState(() => (initialCountries.length > 0 ? lang : null));
  useEffect(() => {
    if (countriesLang === lang) return;
    let live = true;
    void fetchCountries(lang).then((list) => live && setCountries(list));
    return () => {
      live = false;
    };
  }, [lang, countriesLang]);

  return {
    me,
    setMe,
    problem,
    orders,
    newsletter,
    setNewsletterState,
    countries,
    loggedOut,
    loginPath,
    unauthorized,
  };
}
