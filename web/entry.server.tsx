import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import type { RenderToPipeableStreamOptions } from 'react-dom/server';
import { renderToPipeableStream } from 'react-dom/server';
import type { AppLoadContext, EntryContext, HandleErrorFunction } from 'react-router';
import { isRouteErrorResponse, ServerRouter } from 'react-router';
import { firstPaintStream } from './first-paint.ts';

/** How long deferred data may stream before the render gives up on it. */
export const streamTimeout = 5_000;

/** Into the request's JSON log under its id; stderr only when a host passes no logger. */
function logError(context: AppLoadContext, error: unknown, message: string): void {
  if (context.log) context.log.error({ err: error }, message);
  else console.error(error);
}

/**
 * Failures of loaders, actions and the render before the page is sent (React Router's default
 * prints a bare stack on stderr, without the request id).
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  // A visitor who left, or a client's mistake answered with its 4xx (no such route): no failure.
  if (request.signal.aborted || (isRouteErrorResponse(error) && error.status < 500)) return;
  // A 5xx answer React Router made from a thrown error carries that error inside.
  const cause =
    isRouteErrorResponse(error) && 'error' in error && error.error ? error.error : error;
  logError(context, cause, 'page failed');
};

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  // The Content-Security-Policy nonce of this response (server/http/security-headers.ts).
  const nonce = loadContext.cspNonce;
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    // Crawlers get the whole page in one piece; people get the shell as soon as it is ready.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';

    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
        // React moves a finished Suspense boundary over 12.8 KB out of the shell, to be swapped
        // in by a script later: the page's content would appear after its footer and shift it.
        // The boundaries of web/features/layout/site-shell.tsx are there for hydration only.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          // Inline styles, app scripts after the first paint (web/first-paint.ts).
          pipe(firstPaintStream({ nonce, stylesheet: loadContext.stylesheet })).pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors before the shell reject above and are logged by handleError; these are not.
          if (shellRendered) logError(loadContext, error, 'page failed while streaming');
        },
      },
    );
  });
}
