import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';

// The server writes this response's CSP nonce into the page; MUI's styles carry it.
const nonce =
  document.querySelector('meta[name="csp-nonce"]')?.getAttribute('content') ?? undefined;
const styleCache = createCache({ key: 'mdc', nonce, prepend: true });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <CacheProvider value={styleCache}>
      <App />
    </CacheProvider>
  </StrictMode>,
);
