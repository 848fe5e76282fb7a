import http from "node:http";

/** One answer (or what went wrong instead), and how long it took. */
export type Answer =
  | { ok: true; status: number; headers: http.IncomingHttpHeaders; body: string; ms: number }
  | { ok: false; error: string; ms: number };

export interface Call {
  method: string;
  path: string;
  headers?: Record<string, string>;
  /** A JSON body (sent as JSON) or a form's fields (sent urlencoded). */
  json?: unknown;
  form?: Record<string, string>;
  agent?: http.Agent;
  timeoutMs?: number;
}

/** Sends one request over node:http (so that keep-alive is the caller's choice, by agent). */
export function sendRequest(base: string, call: Call): Promise<Answer> {
  const started = Date.now();
  const url = new URL(call.path, base);
  const headers: Record<string, string> = { ...call.headers };
  let body: string | undefined;
  if (call.json !== undefined) {
    body = JSON.stringify(call.json);
    headers["Content-Type"] = "application/json";
  } else if (call.form) {
    body = new URLSearchParams(call.form).toString();
    headers["Content-Type"] = "application/x-www-form-urlencoded";
    headers.Origin ??= url.origin;
  }
  if (body !== undefined) headers["Content-Length"] = String(Buffer.byteLength(body));
  return new Promise((resolve) => {
    const request = http.request(
      url,
      { method: call.method, headers, agent: call.agent ?? false },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            ok: true,
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString(),
            ms: Date.now() - started,
          }),
        );
        response.on("error", (error) =>
          resolve({ ok: false, error: errorName(error), ms: Date.now() - started }),
        );
      },
    );
    request.setTimeout(call.timeoutMs ?? 60_000, () => request.destroy(new Error("timeout")));
    request.on("error", (error) =>
      resolve({ ok: false, error: errorName(error), ms: Date.now() - started }),
    );
    request.end(body);
  });
}

const errorName = (error: Error & { code?: string }) => error.code ?? error.message;

/** What a set of answers was: each status (or error) and how many. */
export function tally(answers: Answer[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const answer of answers) {
    const key = answer.ok ? String(answer.status) : answer.error;
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}

/** The session cookie of a sign-in (POST /api/auth/login). */
export async function signInOverApi(base: string, email: string, password: string, ip: string) {
  const answer = await sendRequest(base, {
    method: "POST",
    path: "/api/auth/login",
    json: { email, password },
    headers: { "X-Forwarded-For": ip },
  });
  if (!answer.ok || answer.status !== 200) {
    throw new Error(`sign-in as ${email} failed: ${answer.ok ? answer.status : answer.error}`);
  }
  const cookie = [answer.headers["set-cookie"] ?? []].flat()[0]?.split(";")[0];
  if (!cookie) throw new Error("sign-in set no cookie");
  return cookie;
}

/**
 * POSTs a body of `bytes` bytes (`prefix`, then filler), with its Content-Length or chunked, as
 * fast as the server takes it, and stops sending once the answer has come (a server that refuses
 * it early need not read it all). Resolves with the answer, or what cut it off before one came.
 */
export function sendLargeBody(
  base: string,
  call: {
    path: string;
    headers: Record<string, string>;
    prefix: string;
    bytes: number;
    chunked: boolean;
  },
): Promise<Answer> {
  const started = Date.now();
  const headers = { ...call.headers };
  if (!call.chunked) headers["Content-Length"] = String(call.bytes);
  return new Promise((resolve) => {
    let answered = false;
    const request = http.request(
      new URL(call.path, base),
      { method: "POST", headers, agent: false },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          answered = true;
          resolve({
            ok: true,
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString(),
            ms: Date.now() - started,
          });
          request.destroy();
        });
      },
    );
    request.on("error", (error) => {
      if (!answered) resolve({ ok: false, error: errorName(error), ms: Date.now() - started });
      answered = true;
    });
    const filler = Buffer.alloc(1024 * 1024, "a");
    const send = async () => {
      let sent = Buffer.byteLength(call.prefix);
      request.write(call.prefix);
      while (sent < call.bytes && !answered && !request.destroyed) {
        const part = filler.subarray(0, Math.min(filler.length, call.bytes - sent));
        sent += part.length;
        if (!request.write(part)) {
          await new Promise<void>((next) => {
            const go = () => {
              request.off("drain", go);
              request.off("close", go);
              next();
            };
            request.on("drain", go);
            request.on("close", go);
          });
        }
      }
      if (!answered && !request.destroyed) request.end();
    };
    void send();
  });
}
