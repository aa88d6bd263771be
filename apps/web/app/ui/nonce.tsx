import { createContext, useContext } from 'react';

const NonceContext = createContext('');

/** The server renders with this response's CSP nonce; the browser needs none after load. */
export const NonceProvider = NonceContext.Provider;

export function useNonce(): string {
  return useContext(NonceContext);
}
