import type { PageAccount, PageServices, VisitorFormName } from '@mdc/shared';
import type { ActionFunctionArgs, AppLoadContext, LoaderFunctionArgs } from 'react-router';

/** What the server hands every loader and action (see apps/server/src/ssr/page-renderer.ts). */
declare module 'react-router' {
  interface AppLoadContext {
    services: PageServices;
    /** This response's CSP nonce for inline and module scripts. */
    nonce: string;
    /** This response's CSP nonce for `<style>` elements (helmet's differs from the script one). */
    styleNonce: string;
    /** Absolute origin for canonical links and structured data. */
    publicUrl: string;
    /** The request's logger: its lines carry the request id (docs/decisions/125-metrics.md). */
    log: { error(details: { err: unknown }, message: string): void };
    /** The account forms' actions and the signed-in session, bound to this request (dec. 131). */
    account: PageAccount;
    /**
     * Who posts a visitor form, and its rate limit: one counter with the form's API route
     * (docs/decisions/127-visitor-forms-as-route-actions.md).
     */
    visitor: {
      ip: string;
      tryForm(
        form: VisitorFormName,
      ): Promise<{ ok: true } | { ok: false; retryAfterSeconds: number }>;
    };
  }
}

/** Loader and action arguments with the typed context (React Router defaults it to `any`). */
export type LoaderArgs = LoaderFunctionArgs<AppLoadContext>;
export type ActionArgs = ActionFunctionArgs<AppLoadContext>;
