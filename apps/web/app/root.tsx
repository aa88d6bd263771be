import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type LinksFunction,
  type LoaderFunctionArgs,
} from 'react-router';
import { localeOf, pathTo } from '@mdc/shared';
import './app.css';
import './context';
import { useLang, useT } from './i18n/i18n';
import { LoadingIndicator } from './ui/loading-indicator';
import { useNonce } from './ui/nonce';
import { SiteFooter } from './ui/site-footer';
import { SiteHeader } from './ui/site-header';

export const links: LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

export async function loader({ context }: LoaderFunctionArgs) {
  const { services, publicUrl } = context;
  const [estate, shop] = await Promise.all([
    services.settings.getEstate(),
    services.settings.getShopSettings(),
  ]);
  return { estate, shopEnabled: shop.shop_enabled, publicUrl };
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const lang = useLang();
  return (
    <html lang={localeOf[lang]}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#6b1d2a" />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col">
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  const t = useT();
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        {t('site.skipToContent')}
      </a>
      <LoadingIndicator />
      <SiteHeader />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <SiteFooter />
    </>
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
