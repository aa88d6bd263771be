import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { App } from './App';
import { createI18nProvider } from './i18n/i18n-provider';
import { errorLanguage } from './providers/api-errors';

export { authProvider } from './providers/auth-provider';

/**
 * react-admin, MUI and every area: the module main.tsx imports once a session exists, after the
 * sign-in screen signed staff in, or in the background while they type
 * (docs/decisions/081-admin-code-splitting.md, "The sign-in screen").
 */
export async function startAdmin(root: Root): Promise<void> {
  // The server writes this response's CSP nonce into the page; MUI's styles carry it.
  const nonce =
    document.querySelector('meta[name="csp-nonce"]')?.getAttribute('content') ?? undefined;
  const styleCache = createCache({ key: 'mdc', nonce, prepend: true });
  // The texts are bundled: the provider is ready at once, before the first render.
  const i18nProvider = await createI18nProvider();
  errorLanguage.translate = i18nProvider.translate;
  root.render(
    <StrictMode>
      <CacheProvider value={styleCache}>
        <App i18nProvider={i18nProvider} />
      </CacheProvider>
    </StrictMode>,
  );
}
