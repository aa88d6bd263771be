import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import {
  isRouteErrorResponse,
  ServerRouter,
  type AppLoadContext,
  type EntryContext,
  type HandleErrorFunction,
} from 'react-router';
import { NonceProvider, StyleNonceProvider } from '~/ui/nonce';
import { scriptsAfterFirstPaint } from './ssr/scripts-after-paint.server';

export const streamTimeout = 5_000;

/**
 * A loader's or an action's error, logged with the request's logger so the line carries the
 * request id that the 5xx answer's x-request-id header gives (decision 125) — less one case: a
 * form posted to a page that has no action yet (scripts off) is expected, and the server answers
 * it with 303 back to the page (docs/decisions/121-forms-post.md).
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  if (request.method === 'POST' && isRouteErrorResponse(error) && error.status === 405) return;
  const err = isRouteErrorResponse(error) && 'error' in error && error.error ? error.error : error;
  (context as AppLoadContext).log.error({ err }, 'page loader or action failed');
};

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const { nonce, styleNonce } = loadContext;
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    // Crawlers get the whole document at once; people get the shell as early as possible.
    const forBots = Boolean(userAgent && isbot(userAgent));
    // Gives up what is still pending after the stream timeout; cleared once all is rendered.
    const timer = setTimeout(() => abort(), streamTimeout + 1_000);
    const respond = () => {
      shellRendered = true;
      const body = scriptsAfterFirstPaint();
      responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
      resolve(
        new Response(createReadableStreamFromReadable(body), {
          headers: responseHeaders,
          status: responseStatusCode,
        }),
      );
      pipe(body);
    };
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <StyleNonceProvider value={styleNonce}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </StyleNonceProvider>
      </NonceProvider>,
      {
        nonce,
        // A boundary already rendered is written in place, never moved there later by React's
        // inline script (its default past ~12.8 kB of page): without scripts the lazily loaded
        // forms would stay hidden (docs/decisions/127-visitor-forms-as-route-actions.md).
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onShellReady() {
          if (!forBots) respond();
        },
        onAllReady() {
          // Rendered whole: the timer would otherwise hold this render (its request, route
          // matches and React tree) for 6 s after the answer (docs/decisions/126-bounded-memory.md).
          clearTimeout(timer);
          if (forBots) respond();
        },
        onShellError(error: unknown) {
          clearTimeout(timer);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) loadContext.log.error({ err: error }, 'page render failed');
        },
      },
    );
  });
}
