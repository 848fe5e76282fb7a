import { logger } from "~/utils/logger.server";
import { ServiceError } from "~/utils/service-error";

/**
 * A rule's refusal as the HTTP answer a page gets: its status, and its message as plain text
 * (the error page shows it; a download link gets it as the body). Anything else passes through
 * to Remix's error handling.
 */
export function errorResponse(error: unknown): unknown {
  if (!(error instanceof ServiceError)) return error;
  return new Response(error.message, {
    status: error.status,
    headers: {
      ...error.headers,
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "no-store",
    },
  });
}

/** The JSON every /api error answers: `{ message, fieldErrors? }`. */
export function jsonError(error: ServiceError): Response {
  const body: { message: string; fieldErrors?: Record<string, string[]> } = {
    message: error.message,
  };
  if (error.fieldErrors) body.fieldErrors = error.fieldErrors;
  return Response.json(body, {
    status: error.status,
    headers: { ...error.headers, "Cache-Control": "no-store" },
  });
}

export function isMultipart(request: Request): boolean {
  return (request.headers.get("Content-Type") ?? "").startsWith("multipart/form-data");
}

/** Logs what nobody expected, with the request id that server.js logs the request with. */
export function logUnexpected(
  what: string,
  request: Request,
  context: { requestId: string },
  error: unknown,
) {
  logger.error(what, {
    requestId: context.requestId,
    method: request.method,
    path: new URL(request.url).pathname,
    error,
  });
}
