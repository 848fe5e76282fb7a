import { ConnectionError, TimeoutError } from "sequelize";
import { logger } from "~/utils/logger.server";
import { ServiceError } from "~/utils/service-error";

/** Driver codes of a database that is away, stalled or full, rather than of a bad statement. */
const UNAVAILABLE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "EPIPE",
  "PROTOCOL_CONNECTION_LOST",
  "PROTOCOL_SEQUENCE_TIMEOUT",
  "ER_CON_COUNT_ERROR",
  "ER_STATEMENT_TIMEOUT",
  "SQLITE_BUSY",
]);

/** The database could not be reached, or did not answer in time: a 503, not the app's fault. */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (error instanceof ConnectionError || error instanceof TimeoutError) return true;
  const { original, parent, code } = (error ?? {}) as {
    original?: { code?: string };
    parent?: { code?: string };
    code?: string;
  };
  return [original?.code, parent?.code, code].some((each) => each && UNAVAILABLE_CODES.has(each));
}

export const UNAVAILABLE_MESSAGE =
  "The service is briefly unavailable, please try again in a minute";

/** What a request answers while the database is away: 503, and when to try again. */
export function unavailable(): ServiceError {
  return new ServiceError(503, UNAVAILABLE_MESSAGE, undefined, { "Retry-After": "30" });
}

/**
 * A rule's refusal as the HTTP answer a page gets: its status, and its message as plain text
 * (the error page shows it; a download link gets it as the body). Anything else passes through
 * to Remix's error handling.
 */
export function errorResponse(thrown: unknown): unknown {
  const away = isDatabaseUnavailable(thrown);
  if (away) logger.warn("database unavailable", { error: thrown });
  const error = away ? unavailable() : thrown;
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
    ...error.details,
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
