import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import * as z from "zod/mini";
import type { PublicUser } from "~/services/auth.server";
import { getOptionalApiUser, requireApiUser } from "~/services/guard.server";
import type { AppContext } from "~/utils/app-context";
import type { Permission } from "~/utils/policy";
import {
  callerOf,
  answerOnce,
  claimIdempotencyKey,
  idempotencyKeyOf,
} from "~/services/idempotency.server";
import { logger } from "~/utils/logger.server";
import { ServiceError } from "~/utils/service-error";
import { parseOrThrow } from "~/utils/validation";
import { removeFile, type StoredUpload } from "~/services/storage.server";
import { UPLOAD_MESSAGES } from "~/utils/uploads";
import {
  isDatabaseUnavailable,
  isMultipart,
  jsonError,
  logUnexpected,
  unavailable,
} from "./http.server";
import { MAX_JSON_BYTES } from "./body-limits.server";
import { readUploadForm } from "./upload.server";

/**
 * The route kit for the JSON contract under /api (DESIGN section 5): who may call it (from the
 * policy), Zod schemas for the path parameters, the query and the body, the service call, and a
 * presenter; errors are `{ message, fieldErrors? }` with their status, never a stack trace.
 */

/** Largest JSON body any /api route reads (server.js reads no more of it either). */
export { MAX_JSON_BYTES };

type Allow = Permission | "signed-in" | "public";
type CallerOf<A extends Allow> = [A] extends ["public"] ? PublicUser | null : PublicUser;
type Shape = z.core.$ZodType<Record<string, unknown>>;
type Out<S> = S extends z.core.$ZodType ? z.output<S> : Record<string, unknown>;

export interface Endpoint<A extends Allow, P, Q, B, R> {
  /** `["read", "task"]` from the policy; "signed-in" for anyone with a session; "public". */
  allow: A;
  /**
   * Open to a session that must still set two-factor sign-in up (the firm requires it): who am
   * I, and the set-up itself. Every other call answers 403 until it is done.
   */
  beforeTwoFactor?: boolean;
  /**
   * Open to a session whose request to be staff waits for an administrator (issue 35): who am
   * I, and signing out. Every other call, public ones too, answers 403 until it is decided.
   */
  whileAwaitingApproval?: boolean;
  /**
   * The call creates a record: with an Idempotency-Key, its work and the answer kept for the key
   * are one transaction, so a repeat never creates it twice (see answerOnce).
   */
  creates?: boolean;
  /** Path parameters; one that does not parse names no record, so it answers 404. */
  params?: P;
  /** The query string's values; a bad one answers 400 naming it. */
  query?: Q;
  /**
   * The JSON body: its schema, or "json" for any JSON object (the service validates it). Or
   * "upload": a multipart form whose `file` streams to storage (the upload rules of the route
   * kit); `run` gets it as `upload` and the text fields as `body`. A refused or missing file
   * answers 400 naming `file`; the stored file is removed again if `run` fails.
   */
  body?: B;
  run: (args: {
    user: CallerOf<A>;
    params: Out<P>;
    query: Out<Q>;
    body: B extends z.core.$ZodType
      ? z.output<B>
      : B extends "json" | "upload"
        ? Record<string, unknown>
        : null;
    /** With `body: "upload"`: the file, already in storage. */
    upload: B extends "upload" ? StoredUpload : null;
    request: Request;
    context: AppContext;
  }) => Promise<R> | R;
  /** The success status (201 for a creation), or a function of the result. */
  status?: number | ((result: R) => number);
  /** What of the result the caller gets; by default all of it (services return presented data). */
  present?: (result: R) => unknown;
  /**
   * What a repeat with the same Idempotency-Key answers (with the first call's status), kept in
   * place of the first answer, which is then never stored: for an answer that holds something
   * shown once, such as an invitation link that can sign someone in. For a `run` that answers its
   * own Response, nothing is kept at all (a repeat does the work again).
   */
  replay?: (result: R) => unknown;
}

/** Declares one method of an /api route (its types are inferred from the schemas). */
export function endpoint<
  const A extends Allow,
  P extends Shape | undefined = undefined,
  Q extends Shape | undefined = undefined,
  B extends z.core.$ZodType | "json" | "upload" | undefined = undefined,
  R = unknown,
>(definition: Endpoint<A, P, Q, B, R>): Endpoint<A, P, Q, B, R> {
  return definition;
}

/** GET: what the service lists for the caller. */
export const listing = <R>(allow: Permission, list: (user: PublicUser) => Promise<R>) =>
  endpoint({ allow, run: ({ user }) => list(user) });

/** POST: a new record from the JSON body (the service validates it); 201 with the record. */
export const creation = <R>(
  allow: Permission,
  create: (user: PublicUser, body: Record<string, unknown>) => Promise<R>,
) =>
  endpoint({
    allow,
    body: "json",
    status: 201,
    creates: true,
    run: ({ user, body }) => create(user, body),
  });

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyEndpoint = Endpoint<any, any, any, any, any>;

/**
 * An /api resource route: `export const { loader, action } = apiRoute({ GET: endpoint(...) })`.
 * A method it does not declare answers 405 with Allow.
 */
export function apiRoute(methods: Partial<Record<Method, AnyEndpoint>>) {
  const allowed = Object.keys(methods).join(", ");
  const handle = async ({ request, params, context }: LoaderFunctionArgs | ActionFunctionArgs) => {
    const method = (request.method === "HEAD" ? "GET" : request.method) as Method;
    const definition = methods[method];
    if (!definition) {
      return Response.json(
        { message: "Method not allowed" },
        { status: 405, headers: { Allow: allowed } },
      );
    }
    try {
      return await answer(definition, request, params, context);
    } catch (error) {
      if (error instanceof Response) return error;
      if (error instanceof ServiceError) return jsonError(error);
      if (isDatabaseUnavailable(error)) {
        logger.warn("database unavailable", { requestId: context.requestId, error });
        return jsonError(unavailable());
      }
      logUnexpected("api error", request, context, error);
      return Response.json(
        { message: "Something went wrong. Please try again." },
        { status: 500, headers: { "Cache-Control": "no-store" } },
      );
    }
  };
  return { loader: handle, action: handle };
}

async function answer(
  definition: AnyEndpoint,
  request: Request,
  rawParams: LoaderFunctionArgs["params"],
  context: AppContext,
): Promise<Response> {
  const gates = {
    beforeTwoFactor: definition.beforeTwoFactor,
    whileAwaitingApproval: definition.whileAwaitingApproval,
  };
  const user =
    definition.allow === "public"
      ? await getOptionalApiUser(request, gates)
      : await requireApiUser(request, definition.allow, gates);
  const params = definition.params ? parsePath(definition.params, rawParams) : {};
  const query = definition.query
    ? parseOrThrow(definition.query, Object.fromEntries(new URL(request.url).searchParams))
    : {};
  // A JSON POST with an Idempotency-Key: a repeat answers what the first did, doing nothing new.
  const key =
    request.method === "POST" && definition.body !== "upload" ? idempotencyKeyOf(request) : null;
  let body: unknown = null;
  let json: unknown = null;
  let upload: StoredUpload | null = null;
  if (definition.body === "upload") {
    ({ body, upload } = await readUpload(request));
  } else if (definition.body !== undefined) {
    json = await readJsonObject(request);
    body = definition.body === "json" ? json : parseOrThrow(definition.body, json);
  }
  const claim = key
    ? await claimIdempotencyKey(callerOf(user, context.clientIp), key, {
        method: request.method,
        path: new URL(request.url).pathname,
        body: json,
      })
    : null;
  if (claim?.kind === "replay") {
    return Response.json(claim.body, {
      status: claim.status,
      headers: { "Cache-Control": "no-store", "Idempotent-Replayed": "true" },
    });
  }
  const firstClaim = claim?.kind === "first" ? claim.id : null;
  const statusOf = (result: unknown) =>
    (typeof definition.status === "function" ? definition.status(result) : definition.status) ??
    200;
  const payloadOf = (result: unknown) => (definition.present ? definition.present(result) : result);
  const work = () => definition.run({ user, params, query, body, upload, request, context });
  let result: unknown;
  try {
    result = firstClaim
      ? await answerOnce(
          firstClaim,
          work,
          async (done) => {
            if (!(done instanceof Response)) {
              const kept = definition.replay ? definition.replay(done) : payloadOf(done);
              return { status: statusOf(done), body: kept };
            }
            if (definition.replay) return null;
            // A JSON answer the route made itself is kept for repeats too; anything else (a file) is not.
            const json = (done.headers.get("Content-Type") ?? "").includes("json");
            return json ? { status: done.status, body: await done.clone().json() } : null;
          },
          { oneTransaction: definition.creates === true },
        )
      : await work();
  } catch (error) {
    if (upload) await removeFile(upload.storageKey);
    throw error;
  }
  if (result instanceof Response) return result;
  return Response.json(payloadOf(result), {
    status: statusOf(result),
    headers: { "Cache-Control": "no-store" },
  });
}

/** A multipart body with its `file` in storage; a refused or missing file is a 400 naming it. */
async function readUpload(request: Request) {
  if (!isMultipart(request)) {
    throw new ServiceError(400, "Send the file as multipart/form-data, in the field file");
  }
  const { formData, upload, problem } = await readUploadForm(request);
  if (problem || !upload) {
    throw new ServiceError(400, "Please correct the highlighted fields.", {
      file: [UPLOAD_MESSAGES[problem ?? "missing"]],
    });
  }
  const body: Record<string, unknown> = {};
  for (const [name, value] of formData) if (typeof value === "string") body[name] = value;
  return { body, upload };
}

/** A path that does not parse names no record: 404 with the schema's own message. */
function parsePath(schema: Shape, params: LoaderFunctionArgs["params"]) {
  const parsed = z.safeParse(schema, params);
  if (parsed.success) return parsed.data;
  throw new ServiceError(404, parsed.error.issues[0]?.message ?? "Not found");
}

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
