import { PassThrough } from "node:stream";
import type { AppLoadContext, EntryContext, HandleErrorFunction } from "@remix-run/node";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { renderToPipeableStream } from "react-dom/server";
import { logger } from "~/utils/logger.server";
import { NonceProvider } from "~/utils/nonce";

export { boot, closeDatabase } from "~/services/boot.server";

const ABORT_DELAY = 5_000;

/**
 * Renders the whole document before sending it: the pages stream no deferred data, and a
 * complete response keeps status codes and headers honest for browsers without JavaScript.
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
          const body = new PassThrough();
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          keepOutOfCaches(responseHeaders);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: failed ? 500 : responseStatusCode,
            }),
          );
          pipe(body);
        },
        onShellError(error: unknown) {
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
    setTimeout(abort, ABORT_DELAY + 1000);
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
