import { useEffect } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  useLocation,
  useMatches,
  useRouteLoaderData,
  type LinkDescriptor,
  type LinksFunction,
  type ShouldRevalidateFunction,
} from 'react-router';
import {
  documentLangFromPath,
  guestLangOfPath,
  localeOf,
  pathTo,
  type SlotPhotos,
} from '@mdc/shared';
import appCss from './app.css?url';
import headingFont from '@fontsource/eb-garamond/files/eb-garamond-latin-600-normal.woff2?url';
import bodyFont from '@fontsource/source-sans-3/files/source-sans-3-latin-400-normal.woff2?url';
import bodyBoldFont from '@fontsource/source-sans-3/files/source-sans-3-latin-600-normal.woff2?url';
import type { LoaderArgs } from './context';
import { AuthProvider } from './ui/auth/auth-context';
import { isCartEdit } from './features/cart/cart-revalidation';
import { CartProvider } from './features/cart/cart-store';
import { registerPageMessages, useLang, useShellT, useT } from './i18n/i18n';
import { messagesFor, shellMessagesFor } from './i18n/catalogues.server';
import { sameMessages } from './i18n/page-areas';
import { holdEarlySubmitsScript } from './ui/hold-early-submits';
import { useNonce, useStyleNonce } from './ui/nonce';
import { ConsentProvider } from './ui/overlays/consent-context';
import { LateOverlays } from './ui/overlays/lazy-overlays';
import { RouteEffects } from './ui/overlays/route-effects';
import { ToastProvider } from './ui/overlays/toasts';
import { SiteFooter } from './ui/site-footer';
import { SiteHeader } from './ui/site-header';
import { readShopEnabled } from './ui/shop-enabled.server';

// The stylesheet carries a precedence so React puts it at the top of <head>, before the
// modulepreloads of the route's scripts: it blocks the first paint, they do not (they are fetched
// after the first paint, app/ssr/scripts-after-paint.server.ts). The three fonts of the first screen
// (headline, body text, its semibold for the menu and buttons) are preloaded, so the largest
// paint (the headline) does not wait for the stylesheet to name them.
export const links: LinksFunction = () => [
  { rel: 'preload', href: headingFont, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
  { rel: 'preload', href: bodyFont, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
  { rel: 'preload', href: bodyBoldFont, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
  { rel: 'stylesheet', href: appCss, precedence: 'high' } as LinkDescriptor,
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

export async function loader({ context, request }: LoaderArgs) {
  const { services, publicUrl } = context;
  const { pathname } = new URL(request.url);
  const [estate, shopEnabled, contact, photos] = await Promise.all([
    services.settings.getEstate(),
    readShopEnabled(services),
    services.content.companyContact(),
    // Staff photographs in the image slots (decision 108); without them the demo drawings show.
    services.siteImages.photos().catch((): SlotPhotos => ({})),
  ]);
  return {
    estate,
    shopEnabled,
    contact,
    photos,
    publicUrl,
    captcha: services.captcha.publicConfig(),
    // Only this page's texts in its language (docs/decisions/112-fast-public-pages.md).
    messages: messagesFor(pathname),
    shell: shellMessagesFor(pathname),
  };
}

/**
 * The root data (estate, settings, contact record) does not depend on the page: plain navigations
 * reuse it unless the next page needs other messages; form submissions refresh it.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  formMethod,
  formAction,
  defaultShouldRevalidate,
  currentUrl,
  nextUrl,
}) => {
  // A cart change does not touch the root data (docs/decisions/129-cart-in-a-cookie.md).
  if (isCartEdit(formAction)) return false;
  return formMethod
    ? defaultShouldRevalidate
    : !sameMessages(currentUrl.pathname, nextUrl.pathname);
};

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const styleNonce = useStyleNonce();
  const { pathname } = useLocation();
  registerPageMessages(useRouteLoaderData<typeof loader>('root')?.messages);
  return (
    <html lang={localeOf[documentLangFromPath(pathname)]}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#6b1d2a" />
        {/* First of all scripts: holds a form's submission until hydration (decision 121). */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: holdEarlySubmitsScript }} />
        {/*
          Development only: Vite's client gives the <style> elements it injects this nonce, and
          React Router inlines the route CSS as a <style> in <Links> until hydration. Both need the
          style nonce (the script one is not valid for style-src). On the client useStyleNonce
          reads it back from this meta, so the hydrated <style> matches the server markup.
        */}
        {import.meta.env.DEV ? <meta property="csp-nonce" nonce={styleNonce} /> : null}
        <Meta />
        <Links nonce={import.meta.env.DEV ? styleNonce : undefined} />
      </head>
      <body className="flex min-h-screen flex-col">
        {children}
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/** A route's own header and footer in place of the site's (the focused checkout, decision 110). */
interface RouteShell {
  Header: () => React.ReactNode;
  Footer: () => React.ReactNode;
}

export default function App() {
  const shellT = useShellT();
  // The page is interactive from here on (hydration waits for the first paint, entry.client.tsx):
  // `<html data-hydrated>` says so to styles and to the browser tests.
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  const { pathname } = useLocation();
  // docs/product/site-pages.md#guest-pages: the guest pages hide the header, footer, bars and the
  // age prompt; so does a guest address that names no page (its not-found page speaks its language).
  const guestPage = guestLangOfPath(pathname) !== null;
  // Decision 110: the checkout is focused, with its own header and footer (its route's handle).
  const shell = useMatches()
    .map((match) => (match.handle as { shell?: RouteShell } | undefined)?.shell)
    .find(Boolean);
  return (
    <ToastProvider>
      <CartProvider>
        <ConsentProvider>
          <AuthProvider>
            <a
              href="#main"
              className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-[80] focus:rounded focus:bg-white focus:px-3 focus:py-2"
            >
              {shellT('shell.skipToContent')}
            </a>
            <RouteEffects />
            {shell ? <shell.Header /> : guestPage ? null : <SiteHeader />}
            <main id="main" tabIndex={-1} className="flex-1 outline-none">
              <Outlet />
            </main>
            {shell ? <shell.Footer /> : guestPage ? null : <SiteFooter />}
            <LateOverlays guestPage={guestPage} />
          </AuthProvider>
        </ConsentProvider>
      </CartProvider>
    </ToastProvider>
  );
}

/** Last resort when a loader or render fails: a plain message, no internals. */
export function ErrorBoundary({ error }: { error: unknown }) {
  const t = useT();
  const lang = useLang();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <main id="main" className="mx-auto max-w-2xl flex-1 px-4 py-24 text-center">
      <h1 className="font-serif text-4xl">
        {t('error.title')} ({status})
      </h1>
      <p className="mt-4">{t('error.message')}</p>
      <a href={pathTo('home', lang)} className="mt-8 inline-block text-wine underline">
        {t('notFound.button')}
      </a>
    </main>
  );
}
