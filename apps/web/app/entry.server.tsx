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
 * React Router's own reporting, less one case: a form posted to a page that has no action yet
 * (scripts off) is expected, and the server answers it with 303 back to the page
 * (docs/decisions/121-forms-post.md).
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.method === 'POST' && isRouteErrorResponse(error) && error.status === 405) return;
  // An error response carries the error behind it (React Router's internal `error` field).
  const cause = isRouteErrorResponse(error) ? (error as { error?: unknown }).error : undefined;
  if (!request.signal.aborted) console.error(cause ?? error);
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
    const readyOption = userAgent && isbot(userAgent) ? 'onAllReady' : 'onShellReady';
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <StyleNonceProvider value={styleNonce}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </StyleNonceProvider>
      </NonceProvider>,
      {
        nonce,
        [readyOption]() {
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
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1_000);
  });
}
