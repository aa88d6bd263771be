import { apiUnchecked, ApiError } from '~/ui/api-client';

/**
 * Loads the ALTCHA widget on demand, in its CSP-friendly build: `altcha/external` leaves out
 * the inline styles and blob workers of the default bundle, so its stylesheet and its SHA worker
 * are files of our own origin (`style-src 'self'`, `worker-src` falling back to `script-src`).
 * One load per page; a failed one may be retried.
 */
let loading: Promise<void> | undefined;

export function loadAltcha(): Promise<void> {
  loading ??= importWidget().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

async function importWidget(): Promise<void> {
  const [, , , , , { default: ShaWorker }] = await Promise.all([
    import('altcha/external'),
    import('altcha/altcha.css'),
    import('./altcha-theme.css'),
    import('altcha/i18n/pt-pt'),
    import('altcha/i18n/en'),
    import('altcha/workers/sha?worker'),
  ]);
  // The server signs SHA-256 challenges only (docs/decisions/012-…).
  globalThis.$altcha.algorithms.set('SHA-256', () => new ShaWorker());
  globalThis.$altcha.defaults.set({
    fetch: fetchThroughApiClient,
    // Interaction traces are only for ALTCHA's hosted service, which we do not use.
    humanInteractionSignature: false,
    hideLogo: true,
  });
}

/**
 * The widget fetches its challenge with this instead of `fetch`, so the call goes through the
 * shared API client and shows in the global loading indicator like every other call.
 */
const fetchThroughApiClient: typeof fetch = async (input) => {
  const url = new URL(input instanceof Request ? input.url : String(input), window.location.href);
  const path = url.pathname.replace(/^\/api(?=\/)/, '') + url.search;
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  try {
    return json(200, await apiUnchecked(path));
  } catch (error) {
    if (error instanceof ApiError) return json(error.status, error.body ?? {});
    throw error;
  }
};

/** The widget's language: its catalogue for Portugal's Portuguese, or English. */
export const altchaLanguage = { pt: 'pt-pt', en: 'en' } as const;
