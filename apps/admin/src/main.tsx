import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type * as AdminApp from './admin-app';
import { initialLocale } from './i18n/locale';
import { session } from './providers/session';
import { afterSignInPath } from './sign-in/after-sign-in';
import { SignInScreen, type Credentials } from './sign-in/sign-in-screen';
import { signInTranslator } from './sign-in/sign-in-texts';

// An area's code is fetched when first opened (lazy-screen.tsx), react-admin itself after the
// sign-in (below). After a new release the old build's files are gone, so a tab left open loads
// the new build instead of showing an error; at most once a minute, so a file that stays missing
// cannot make it reload forever.
const reloadedAtKey = 'adminReloadedForNewBuild';
window.addEventListener('vite:preloadError', (event) => {
  const reloadedAt = Number(window.sessionStorage.getItem(reloadedAtKey) ?? 0);
  if (Date.now() - reloadedAt < 60_000) return;
  window.sessionStorage.setItem(reloadedAtKey, String(Date.now()));
  event.preventDefault();
  window.location.reload();
});

/** react-admin and MUI (admin-app.tsx): one request, however often it is asked for. */
let adminApp: Promise<typeof AdminApp> | undefined;
const loadAdmin = () => (adminApp ??= import('./admin-app'));

/**
 * Without a session the sign-in screen shows at once, without react-admin or MUI (decision 081,
 * "The sign-in screen"); react-admin loads while staff type and takes over after the sign-in,
 * with the same auth provider its own login page uses. With a session (staff, or a customer
 * of the shop, whom react-admin turns away) the admin starts straight away.
 */
function start(root: Root) {
  const locale = initialLocale();
  document.documentElement.lang = locale;
  const { access, refresh } = session.tokens();
  if (access || refresh) {
    void loadAdmin().then((admin) => admin.startAdmin(root));
    return;
  }
  const signIn = async (credentials: Credentials) => {
    const admin = await loadAdmin();
    await admin.authProvider.login(credentials);
    const next = afterSignInPath(window.location.pathname);
    if (next) window.history.replaceState(null, '', next);
    await admin.startAdmin(root);
  };
  root.render(
    <StrictMode>
      <SignInScreen translate={signInTranslator(locale)} onSignIn={signIn} />
    </StrictMode>,
  );
  // Fetched once staff start typing (or a password manager fills the form), when the browser is
  // idle, so that signing in waits only for the sign-in itself. Not sooner: compiling and running
  // react-admin would hold up the form's first answers on a slow phone.
  const prefetch = () => void loadAdmin();
  const whenIdle = () =>
    'requestIdleCallback' in window ? window.requestIdleCallback(prefetch) : setTimeout(prefetch);
  document.addEventListener('input', whenIdle, { once: true });
}

start(createRoot(document.getElementById('root')!));
