import type { Services } from '@mdc/core';

/** What the server hands every loader and action (see apps/server/src/ssr/page-renderer.ts). */
declare module 'react-router' {
  interface AppLoadContext {
    services: Services;
    /** This response's CSP nonce for inline and module scripts. */
    nonce: string;
    /** Absolute origin for canonical links and structured data. */
    publicUrl: string;
  }
}

export {};
