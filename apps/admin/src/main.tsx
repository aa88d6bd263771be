import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { createI18nProvider } from './i18n/i18n-provider';
import { errorLanguage } from './providers/api-errors';

// The server writes this response's CSP nonce into the page; MUI's styles carry it.
const nonce =
  document.querySelector('meta[name="csp-nonce"]')?.getAttribute('content') ?? undefined;
const styleCache = createCache({ key: 'mdc', nonce, prepend: true });

// An area's code is fetched when first opened (lazy-screen.tsx). After a new release the old
// build's files are gone, so a tab left open loads the new build instead of showing an error;
// at most once a minute, so a file that stays missing cannot make it reload forever.
const reloadedAtKey = 'adminReloadedForNewBuild';
window.addEventListener('vite:preloadError', (event) => {
  const reloadedAt = Number(window.sessionStorage.getItem(reloadedAtKey) ?? 0);
  if (Date.now() - reloadedAt < 60_000) return;
  window.sessionStorage.setItem(reloadedAtKey, String(Date.now()));
  event.preventDefault();
  window.location.reload();
});

// The texts are bundled: the provider is ready at once, before the first render.
void createI18nProvider().then((i18nProvider) => {
  errorLanguage.translate = i18nProvider.translate;
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <CacheProvider value={styleCache}>
        <App i18nProvider={i18nProvider} />
      </CacheProvider>
    </StrictMode>,
  );
});
