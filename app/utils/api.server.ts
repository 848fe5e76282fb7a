import { logger } from "./logger.server";
import { ServiceError } from "./service-error";

/** Largest JSON body any /api route reads. */
export const MAX_JSON_BYTES = 64 * 1024;

/** Reads a JSON object body, refusing one that is too large (413) or not a JSON object (400). */
export async function readJsonObject(
  request: Request,
  maxBytes = MAX_JSON_BYTES,
): Promise<Record<string, unknown>> {
  const declared = Number(request.headers.get("Content-Length") ?? "0");
  if (declared > maxBytes) throw new ServiceError(413, "Request body is too large");
  const text = await readTextCapped(request, maxBytes);
  if (text.trim() === "") throw new ServiceError(400, "Request body must be a JSON object");
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new ServiceError(400, "Request body must be valid JSON");
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) {
    throw new ServiceError(400, "Request body must be a JSON object");
  }
  return parsed as Record<string, unknown>;
}

/** Reads at most maxBytes, so a body without (or lying about) Content-Length cannot exhaust memory. */
async function readTextCapped(request: Request, maxBytes: number): Promise<string> {
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel();
      throw new ServiceError(413, "Request body is too large");
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}

export function jsonError(error: ServiceError): Response {
  const body: { message: string; fieldErrors?: Record<string, string[]> } = {
    message: error.message,
  };
  if (error.fieldErrors) body.fieldErrors = error.fieldErrors;
  return Response.json(body, { status: error.status, headers: error.headers });
}

/**
 * Runs an /api handler: rule violations become their JSON status, guards' thrown responses pass
 * through, and anything unexpected is logged and answered with a bare 500 (never a stack trace).
 */
export async function apiHandler(
  request: Request,
  handler: () => Promise<Response>,
): Promise<Response> {
  try {
    return await handler();
  } catch (error) {
    if (error instanceof Response) return error;
    if (error instanceof ServiceError) return jsonError(error);
    logger.error("api error", {
      method: request.method,
      path: new URL(request.url).pathname,
      error,
    });
    return Response.json({ message: "Something went wrong. Please try again." }, { status: 500 });
  }
}

export function methodNotAllowed(allow: string): Response {
  return Response.json(
    { message: "Method not allowed" },
    { status: 405, headers: { Allow: allow } },
  );
}
