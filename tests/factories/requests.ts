import { defaultAppContext, type AppContext } from "~/utils/app-context";

/** Arguments for calling a route's loader or action directly, as the server would. */
export function routeArgs(
  request: Request,
  context: Partial<AppContext> = {},
  params: Record<string, string> = {},
) {
  return { request, params, context: { ...defaultAppContext, ...context } };
}

export function jsonRequest(
  path: string,
  body: unknown,
  init: { method?: string; cookie?: string } = {},
) {
  const headers: Record<string, string> = { "Content-Type": "application/json" };
  if (init.cookie) headers.Cookie = init.cookie;
  return new Request(`http://localhost${path}`, {
    method: init.method ?? "POST",
    headers,
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

export function formRequest(path: string, fields: Record<string, string>, cookie?: string) {
  const headers: Record<string, string> = { "Content-Type": "application/x-www-form-urlencoded" };
  if (cookie) headers.Cookie = cookie;
  return new Request(`http://localhost${path}`, {
    method: "POST",
    headers,
    body: new URLSearchParams(fields).toString(),
  });
}

/** A multipart form as a browser posts it, its fields (and files) in order. */
export function multipartRequest(
  path: string,
  fields: Record<string, string | File>,
  cookie?: string,
) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return new Request(`http://localhost${path}`, {
    method: "POST",
    headers: cookie ? { Cookie: cookie } : {},
    body,
  });
}

/** A part of `rawMultipartRequest`: a text field, or a file with the type its sender declared. */
export type RawPart =
  | { name: string; value: string }
  | { name: string; fileName: string; type: string; bytes: Uint8Array };

/**
 * A multipart form written byte by byte, for what a browser's FormData never sends: a file part's
 * declared type exactly as given (`text/plain;\x01`, `image/png;text/html`), as a hand-made
 * client can.
 */
export function rawMultipartRequest(path: string, parts: RawPart[], cookie?: string) {
  const boundary = "----raw-multipart-boundary-7f3a";
  const pieces: Buffer[] = [];
  for (const part of parts) {
    const head =
      "value" in part
        ? `Content-Disposition: form-data; name="${part.name}"`
        : `Content-Disposition: form-data; name="${part.name}"; filename="${part.fileName}"\r\n` +
          `Content-Type: ${part.type}`;
    pieces.push(Buffer.from(`--${boundary}\r\n${head}\r\n\r\n`, "latin1"));
    pieces.push("value" in part ? Buffer.from(part.value) : Buffer.from(part.bytes));
    pieces.push(Buffer.from("\r\n"));
  }
  pieces.push(Buffer.from(`--${boundary}--\r\n`));
  const headers: Record<string, string> = {
    "Content-Type": `multipart/form-data; boundary=${boundary}`,
  };
  if (cookie) headers.Cookie = cookie;
  return new Request(`http://localhost${path}`, {
    method: "POST",
    headers,
    body: Buffer.concat(pieces),
  });
}

export function getRequest(path: string, cookie?: string) {
  return new Request(`http://localhost${path}`, { headers: cookie ? { Cookie: cookie } : {} });
}

/** The name=value part of a Set-Cookie header, ready to send back as Cookie. */
export function cookieFrom(response: Response): string {
  const header = response.headers.get("Set-Cookie");
  if (!header) throw new Error("response set no cookie");
  return header.split(";")[0];
}

/**
 * What a loader or action answers, as the server would send it: a thrown Response (a redirect, a
 * 404, a guard's answer) is the answer too.
 */
export async function settle<T>(work: Promise<T> | T): Promise<T | Response> {
  try {
    return await work;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

/**
 * Calls a route's loader or action with this request as the server would, and settles it: what it
 * returns, or the Response it throws (a redirect, a 404, a guard's answer).
 */
export function callRoute<T>(
  route: (args: ReturnType<typeof routeArgs>) => Promise<T> | T,
  request: Request,
  params: Record<string, string> = {},
): Promise<T | Response> {
  return settle(route(routeArgs(request, {}, params)));
}

/** The public consultation form as a browser without JavaScript posts it (the required fields). */
export function consultationFormFields(): Record<string, string> {
  return {
    intent: "request-consultation",
    firstName: "Ana",
    lastName: "Lopez",
    email: "ana.lopez@example.test",
    incidentDescription: "A van ran a red light and hit my car on Main Street.",
    agreeToTerms: "on",
  };
}

export type ApiRouteModule = {
  loader?: (args: ReturnType<typeof routeArgs>) => unknown;
  action?: (args: ReturnType<typeof routeArgs>) => unknown;
};

/**
 * Calls an /api route as the server would: GET goes to the loader, anything else to the action
 * (with `body` as JSON); what it throws (a guard's answer) is the answer too.
 */
export async function callApi(
  route: ApiRouteModule,
  method: string,
  path: string,
  options: { cookie?: string; body?: unknown; params?: Record<string, string> } = {},
): Promise<Response> {
  const request =
    options.body === undefined
      ? new Request(`http://localhost${path}`, {
          method,
          headers: options.cookie ? { Cookie: options.cookie } : {},
        })
      : jsonRequest(path, options.body, { method, cookie: options.cookie });
  const handler = method === "GET" ? route.loader : route.action;
  return (await settle(handler!(routeArgs(request, {}, options.params ?? {})))) as Response;
}
