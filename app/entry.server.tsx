import { Writable } from "node:stream";
import type { AppLoadContext, EntryContext, HandleErrorFunction } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { renderToPipeableStream } from "react-dom/server";
import { logger } from "~/utils/logger.server";
import { NonceProvider } from "~/utils/nonce";

export { boot, closeDatabase } from "~/services/boot.server";
export { BODY_LIMITS } from "~/route-kit/body-limits.server";

const ABORT_DELAY = 5_000;

/**
 * Renders the whole document before sending it: the pages stream no deferred data, and a
 * complete response keeps status codes and headers honest for browsers without JavaScript.
 * It is sent as one piece.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce ?? "";
  return new Promise<Response>((resolve, reject) => {
    let failed = false;
    // Cleared once the page is rendered: a timer left for every page held its request in memory.
    const stopWaiting = setTimeout(() => abort(), ABORT_DELAY + 1000);
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <RemixServer
          context={remixContext}
          url={request.url}
          abortDelay={ABORT_DELAY}
          nonce={nonce}
        />
      </NonceProvider>,
      {
        nonce,
        onAllReady() {
          clearTimeout(stopWaiting);
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          keepOutOfCaches(responseHeaders);
          // One body of bytes rather than React's many small pieces: each piece was written,
          // compressed and flushed (Z_SYNC_FLUSH) on its own, a fifth of a small page's time.
          const pieces: Buffer[] = [];
          pipe(
            new Writable({
              // No "close" event: React answers it by ending the stream again, which built (and
              // dropped) an error with its stack trace on every page.
              emitClose: false,
              write(piece: Buffer, _encoding, done) {
                pieces.push(piece);
                done();
              },
              final(done) {
                resolve(
                  new Response(Buffer.concat(pieces), {
                    headers: responseHeaders,
                    status: failed ? 500 : responseStatusCode,
                  }),
                );
                done();
              },
            }),
          );
        },
        onShellError(error: unknown) {
          clearTimeout(stopWaiting);
          reject(error);
        },
        onError(error: unknown) {
          failed = true;
          logger.error("render error", {
            requestId: loadContext.requestId,
            path: new URL(request.url).pathname,
            error,
          });
        },
      },
    );
  });
}

/**
 * Pages are made for one person and one request (their CSP nonce too): no browser cache, back
 * button on a shared computer or proxy may keep one, so one person's case is never shown to the
 * next. A route that says otherwise keeps its own header.
 */
function keepOutOfCaches(headers: Headers) {
  if (!headers.has("Cache-Control")) headers.set("Cache-Control", "no-store");
}

/** The data a page's loaders and actions send with JavaScript: kept out of caches the same way. */
export function handleDataRequest(response: Response) {
  keepOutOfCaches(response.headers);
  return response;
}

/** Loader, action and render errors: one JSON line each; aborted requests are not errors. */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  logger.error("request error", {
    requestId: context.requestId,
    method: request.method,
    path: new URL(request.url).pathname,
    error: error instanceof Error ? error : String(error),
  });
};
