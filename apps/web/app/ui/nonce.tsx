import { createContext, useContext } from 'react';

const NonceContext = createContext('');
// In the browser: the style nonce the server put on the development-only csp-nonce meta (see
// root.tsx). Browsers empty the nonce attribute but keep the `nonce` property, which is what React
// compares on hydration, so the client must render the same value. Empty in production.
const StyleNonceContext = createContext(
  typeof document === 'undefined'
    ? ''
    : (document.querySelector<HTMLMetaElement>('meta[property=csp-nonce]')?.nonce ?? ''),
);

/** The server renders with this response's CSP nonce; the browser needs none after load. */
export const NonceProvider = NonceContext.Provider;

/** helmet gives styles a nonce of their own: a script nonce does not let a `<style>` apply. */
export const StyleNonceProvider = StyleNonceContext.Provider;

/** The script nonce (for `<script>` and module preloads). */
export function useNonce(): string {
  return useContext(NonceContext);
}

/** The style nonce (for `<style>` elements; only Vite's development CSS needs it). */
export function useStyleNonce(): string {
  return useContext(StyleNonceContext);
}
