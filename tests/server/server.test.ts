import { spawn, type ChildProcess } from "node:child_process";
import http from "node:http";
import { createHmac, hkdfSync } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { consultationFormFields } from "../factories/requests";

/** The real server.js over the production build (npm test builds before running Vitest). */
const root = path.resolve(import.meta.dirname, "../..");
const PORT = Number(process.env.SERVER_TEST_PORT ?? 3290);
const base = `http://localhost:${PORT}`;

function start(env: Record<string, string>) {
  const child = spawn(process.execPath, ["server.js"], {
    cwd: root,
    env: { ...process.env, NODE_ENV: "production", LOG_LEVEL: "info", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const output = { stdout: "", stderr: "" };
  child.stdout!.on("data", (chunk) => (output.stdout += chunk));
  child.stderr!.on("data", (chunk) => (output.stderr += chunk));
  const exited = new Promise<number | null>((resolve) => child.on("exit", resolve));
  return { child, output, exited };
}

async function waitForHealth(origin: string, output: { stderr: string }) {
  for (let i = 0; i < 100; i++) {
    const ok = await fetch(`${origin}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server did not start:\n${output.stderr}`);
}

interface RawAnswer {
  status?: number;
  headers?: http.IncomingHttpHeaders;
  body?: string;
  error?: string;
}

/**
 * A request over node:http whose body `send` writes as it likes (all of it, part of it, a
 * declared length it never sends): resolves with the answer as soon as it has all come, even
 * while the body is still being sent, or with the error that cut the request off first.
 */
function rawRequest(
  url: string,
  headers: Record<string, string>,
  send: (request: http.ClientRequest, answered: () => boolean) => void | Promise<void>,
) {
  return new Promise<RawAnswer>((resolve) => {
    let done = false;
    const request = http.request(url, { method: "POST", headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => {
        done = true;
        resolve({
          status: response.statusCode,
          headers: response.headers,
          body: Buffer.concat(chunks).toString("utf8"),
        });
        request.destroy();
      });
    });
    request.on("error", (error) => {
      if (!done) resolve({ error: error.message });
      done = true;
    });
    void Promise.resolve(send(request, () => done)).catch(() => {});
  });
}

/** Writes parts until the answer comes or they run out, waiting whenever the socket is full. */
async function writeUntilAnswered(
  request: http.ClientRequest,
  answered: () => boolean,
  parts: Iterable<Buffer | string>,
) {
  for (const part of parts) {
    if (answered() || request.destroyed) return;
    if (!request.write(part)) {
      await new Promise<void>((resolve) => {
        const go = () => {
          request.off("drain", go);
          request.off("close", go);
          resolve();
        };
        request.on("drain", go);
        request.on("close", go);
      });
    }
  }
  if (!answered()) request.end();
}

/** A multipart body of `parts` (each its header lines and its content), as a browser frames it. */
function multipartBody(boundary: string, parts: { headers: string[]; content: string }[]) {
  const framed = parts.map(
    ({ headers, content }) => `--${boundary}\r\n${headers.join("\r\n")}\r\n\r\n${content}\r\n`,
  );
  return Buffer.from(`${framed.join("")}--${boundary}--\r\n`);
}

const field = (name: string, content: string) => ({
  headers: [`Content-Disposition: form-data; name="${name}"`],
  content,
});

async function signInOverApi(origin: string, email: string, password: string) {
  const response = await fetch(`${origin}/api/auth/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: origin },
    body: JSON.stringify({ email, password }),
  });
  expect(response.status).toBe(200);
  return response.headers.get("set-cookie")!.split(";")[0];
}

describe("server.js", () => {
  let server: { child: ChildProcess; output: { stdout: string; stderr: string } };
  let dir: string;

  beforeAll(async () => {
    expect(existsSync(path.join(root, "build/index.js")), "run `npm run build` first").toBe(true);
    dir = mkdtempSync(path.join(os.tmpdir(), "server-test-"));
    server = start({
      PORT: String(PORT),
      DATABASE_URL: `sqlite:${dir}/app.db`,
      SESSION_SECRET: "",
    });
    await waitForHealth(base, server.output);
  }, 30_000);

  afterAll(() => {
    server?.child.kill("SIGTERM");
    rmSync(dir, { recursive: true, force: true });
  });

  it("migrates and seeds on start, and keeps a generated session secret beside the database", () => {
    expect(existsSync(path.join(dir, "app.db"))).toBe(true);
    expect(existsSync(path.join(dir, "session-secret"))).toBe(true);
  });

  it("logs one JSON line per request, without passwords, cookies or session ids", async () => {
    const login = await fetch(`${base}/api/auth/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: base },
      body: JSON.stringify({ email: "staff@demo.test", password: "Demo-Staff-2026" }),
    });
    expect(login.status).toBe(200);
    const cookie = login.headers.get("set-cookie")!.split(";")[0];
    const page = await fetch(`${base}/dashboard?token=query-secret`, {
      headers: { Cookie: cookie },
    });
    // A signed-in page, and its data with JavaScript, are never kept by a cache.
    expect(page.headers.get("Cache-Control")).toBe("no-store");
    const data = await fetch(`${base}/dashboard?_data=routes%2Fdashboard`, {
      headers: { Cookie: cookie },
    });
    expect(data.status).toBe(200);
    expect(data.headers.get("Cache-Control")).toBe("no-store");
    await new Promise((resolve) => setTimeout(resolve, 200));

    const lines = server.output.stdout.trim().split("\n");
    const entries = lines.map((line) => JSON.parse(line));
    const requests = entries.filter((entry) => entry.msg === "request");
    expect(requests).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ method: "POST", path: "/api/auth/login", status: 200 }),
        expect.objectContaining({ method: "GET", path: "/dashboard", status: 200 }),
      ]),
    );
    const everything = server.output.stdout + server.output.stderr;
    expect(everything).not.toContain("Demo-Staff-2026");
    expect(everything).not.toContain(cookie.split("=")[1]);
    expect(everything).not.toContain("query-secret");
  });

  it("keeps an invitation, password reset or calendar feed link's token out of the request log", async () => {
    const token = "Qm9uZC1vZi1pc3N1ZS0zNS10b2tlbi1pbi10aGUtbG9n";
    const page = await fetch(`${base}/invitations/${token}`);
    expect(page.status).toBe(404);
    const data = await fetch(`${base}/Invitations/${token}.data`);
    expect(data.status).toBe(404);
    const reset = await fetch(`${base}/reset-password/${token}`);
    expect(reset.status).toBe(404);
    const feed = await fetch(`${base}/calendar/feed/${token}.ics`);
    expect(feed.status).toBe(404);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const requests = server.output.stdout
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line))
      .filter(
        (entry) =>
          entry.msg === "request" && /invitations|reset-password|calendar\/feed/i.test(entry.path),
      );
    expect(requests.map((entry) => entry.path)).toEqual([
      "/invitations/[token]",
      "/Invitations/[token]",
      "/reset-password/[token]",
      "/calendar/feed/[token]",
    ]);
    expect(server.output.stdout + server.output.stderr).not.toContain(token);
  });

  it("turns off browser features the app does not use, and sends no HSTS over plain HTTP", async () => {
    // Without TRUST_PROXY, a client's claim to have come over HTTPS is not believed.
    const response = await fetch(`${base}/`, { headers: { "X-Forwarded-Proto": "https" } });
    const policy = response.headers.get("Permissions-Policy") ?? "";
    for (const feature of ["camera", "microphone", "geolocation", "payment", "usb"]) {
      expect(policy).toContain(`${feature}=()`);
    }
    expect(response.headers.get("Strict-Transport-Security")).toBeNull();
  });

  it("sends a page in one compressed piece with its length, in the encoding the browser takes", async () => {
    const raw = (url: string, acceptEncoding: string) =>
      new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
        http
          .get(url, { headers: { "Accept-Encoding": acceptEncoding } }, (response) => {
            const chunks: Buffer[] = [];
            response.on("data", (chunk: Buffer) => chunks.push(chunk));
            response.on("end", () =>
              resolve({ headers: response.headers, body: Buffer.concat(chunks) }),
            );
          })
          .on("error", reject);
      });
    const plain = await raw(`${base}/no-such-page`, "identity");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(Number(plain.headers["content-length"])).toBe(plain.body.length);
    const html = plain.body.toString("utf8");
    expect(html).toContain("</html>");

    const gzip = await raw(`${base}/no-such-page`, "gzip");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gzip.headers["transfer-encoding"]).toBeUndefined();
    expect(Number(gzip.headers["content-length"])).toBe(gzip.body.length);
    expect(gzip.body.length).toBeLessThan(plain.body.length / 2);
    // The same page apart from its script nonce and form token, which are new on every response.
    const withoutNonce = (text: string) =>
      text.replace(/nonce="[^"]+"/g, "").replace(/[0-9a-f]{8}-[0-9a-f-]{27}/g, "");
    expect(withoutNonce(gunzipSync(gzip.body).toString("utf8"))).toBe(withoutNonce(html));

    const br = await raw(`${base}/no-such-page`, "gzip, deflate, br, zstd");
    expect(br.headers["content-encoding"]).toBe("br");
    expect(withoutNonce(brotliDecompressSync(br.body).toString("utf8"))).toBe(withoutNonce(html));

    // A missing file is the 404 page, compressed once.
    const missing = await raw(`${base}/no-such-file.css`, "gzip");
    expect(missing.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(missing.body).toString("utf8")).toContain("</html>");

    // The browser's scripts are files, compressed on the way by the middleware.
    const script = /\/build\/[\w.-]+\.js/.exec(html)![0];
    const scriptPlain = await raw(`${base}${script}`, "identity");
    const scripts = await Promise.all(
      [...html.matchAll(/\/build\/[\w./-]+\.js/g)].map((match) =>
        raw(`${base}${match[0]}`, "gzip"),
      ),
    );
    const large = scripts.find((file) => file.headers["content-encoding"] === "gzip");
    expect(large, "some script is large enough to compress").toBeDefined();
    expect(gunzipSync(large!.body).length).toBeGreaterThan(large!.body.length);
    expect(scriptPlain.headers["content-encoding"]).toBeUndefined();

    // A small answer is not worth compressing.
    const health = await raw(`${base}/healthz`, "gzip");
    expect(health.headers["content-encoding"]).toBeUndefined();
    expect(Number(health.headers["content-length"])).toBe(health.body.length);
    expect(JSON.parse(health.body.toString("utf8"))).toMatchObject({ status: "ok" });
  });

  it("refuses a cross-origin POST with 403 before any route runs", async () => {
    const response = await fetch(`${base}/logout`, {
      method: "POST",
      headers: { Origin: "https://evil.example" },
    });
    expect(response.status).toBe(403);
    // Before its body is weighed, too.
    const large = await rawRequest(
      `${base}/public-form`,
      {
        "Content-Type": "application/x-www-form-urlencoded",
        "Content-Length": String(50 * 1024 * 1024),
        Origin: "https://evil.example",
      },
      (request) => void request.write("intent=x"),
    );
    expect(large.status).toBe(403);
  });

  it("takes a mail provider's one-click unsubscribe (RFC 8058: no Origin, no cookie, no intent), and still refuses it cross-site", async () => {
    const cookie = await signInOverApi(base, "client@demo.test", "Demo-Client-2026");
    const me = await (await fetch(`${base}/api/auth/me`, { headers: { Cookie: cookie } })).json();
    // The link as an alert carries it (unsubscribe.server.ts), signed here with the server's own
    // generated secret: this pins the format of the links in e-mails already sent.
    const secret = readFileSync(path.join(dir, "session-secret"), "utf8").trim();
    const key = Buffer.from(hkdfSync("sha256", secret, "", "email-alerts-off", 32));
    const signature = createHmac("sha256", key)
      .update(`${me.user.id}:client_message`)
      .digest("base64url");
    const link = `${base}/email-alerts/off?u=${me.user.id}&k=client_message&s=${signature}`;
    const oneClick = (headers: Record<string, string> = {}) =>
      fetch(link, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
        body: "List-Unsubscribe=One-Click",
        redirect: "manual",
      });
    expect((await oneClick({ Origin: "https://evil.example" })).status).toBe(403);
    const preferences = () =>
      fetch(`${base}/api/account/notification-preferences`, { headers: { Cookie: cookie } }).then(
        (response) => response.json(),
      );
    expect((await preferences()).preferences.client_message).toBe("instant");
    const done = await oneClick();
    expect(done.status).toBe(200);
    expect(await done.text()).toContain("You will no longer get e-mails about:");
    expect((await preferences()).preferences.client_message).toBe("off");
  });

  it("answers 413 with a short message to a form body over 1 MB before reading it, on /public-form and /", async () => {
    for (const path of ["/public-form", "/?index"]) {
      // 50 MB announced, a few bytes sent: the answer does not wait for the rest.
      const answer = await rawRequest(
        `${base}${path}`,
        {
          "Content-Type": "application/x-www-form-urlencoded",
          "Content-Length": String(50 * 1024 * 1024),
          Origin: base,
        },
        (request) => void request.write("intent=register&firstName=aaaa"),
      );
      expect(answer.status).toBe(413);
      expect(answer.body).toBe("Request body is too large (at most 1 MB)");
      expect(answer.headers?.connection).toBe("close");
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(server.output.stdout).toContain('"msg":"request body too large"');
  });

  it("cuts a body sent without a length (chunked) off at the limit with 413", async () => {
    const form = await rawRequest(
      `${base}/public-form`,
      { "Content-Type": "application/x-www-form-urlencoded", Origin: base },
      // 1.5 MB, and the request never ends: the answer comes at the limit.
      (request) => {
        request.write("incidentDescription=");
        request.write("a".repeat(1536 * 1024));
      },
    );
    expect(form.status).toBe(413);
    expect(form.headers?.["transfer-encoding"]).toBeUndefined();
    const json = await rawRequest(
      `${base}/api/auth/login`,
      { "Content-Type": "application/json", Origin: base },
      (request) => void request.write(`{"email":"${"e".repeat(100 * 1024)}`),
    );
    expect(json.status).toBe(413);
    expect(JSON.parse(json.body!)).toEqual({
      message: "Request body is too large (at most 64 KB)",
    });
  });

  it("answers 413 to JSON over 64 KiB on /api, and a 400 that echoes no value", async () => {
    const large = await fetch(`${base}/api/form-submissions`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: base },
      body: JSON.stringify({ formId: 1, data: { note: "n".repeat(70 * 1024) } }),
    });
    expect(large.status).toBe(413);
    expect(await large.json()).toEqual({ message: "Request body is too large (at most 64 KB)" });
    const refused = await fetch(`${base}/api/auth/register`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: base },
      body: JSON.stringify({
        firstName: "f".repeat(30_000),
        lastName: "Lopez",
        email: `${"x".repeat(30_000)}@example`,
        password: "Fine-Password-2026",
      }),
    });
    expect(refused.status).toBe(400);
    const text = await refused.text();
    expect(text.length).toBeLessThan(1000);
    expect(text).not.toContain("x".repeat(50));
  });

  it("sends an over-limit value back cut to 500 characters when it re-renders a refused form", async () => {
    const response = await fetch(`${base}/public-form`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: base },
      body: new URLSearchParams({
        ...consultationFormFields(),
        incidentDescription: "d".repeat(200_000),
        notAField: "n".repeat(200_000),
      }),
    });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("Please keep the description under 5,000 characters");
    expect(html).toMatch(/d{500}/);
    expect(html).not.toMatch(/d{501}/);
    expect(html).not.toMatch(/n{501}/);
    expect(html.length).toBeLessThan(100_000);
  });

  it("answers 413 to a multipart form with too many fields, parts or too much text", async () => {
    const cookie = await signInOverApi(base, "client@demo.test", "Demo-Client-2026");
    const cases = (await (
      await fetch(`${base}/api/cases`, { headers: { Cookie: cookie } })
    ).json()) as { cases: { id: number }[] };
    const url = `${base}/api/cases/${cases.cases[0].id}/documents`;
    const boundary = "----server-test";
    const file = {
      headers: [
        'Content-Disposition: form-data; name="file"; filename="note.txt"',
        "Content-Type: text/plain",
      ],
      content: "hello",
    };
    const post = (parts: { headers: string[]; content: string }[]) =>
      fetch(url, {
        method: "POST",
        headers: {
          "Content-Type": `multipart/form-data; boundary=${boundary}`,
          Cookie: cookie,
          Origin: base,
        },
        body: multipartBody(boundary, parts),
      });
    const cases413 = [
      [
        Array.from({ length: 2601 }, (_, i) => field(`f${i}`, "1")),
        "too many fields (at most 2600)",
      ],
      // Parts that are neither field nor file are skipped, and counted.
      [
        Array.from({ length: 2700 }, () => ({ headers: ["X-Nothing: 1"], content: "1" })),
        "too many parts",
      ],
      [
        Array.from({ length: 20 }, (_, i) => field(`f${i}`, "t".repeat(60 * 1024))),
        "the form's text is over 1 MB",
      ],
      [[field("description", "t".repeat(64 * 1024 + 1))], "a field is over 64 KB"],
      [[file, file], "too many files (at most 1)"],
    ] as const;
    for (const [parts, why] of cases413) {
      const response = await post([...parts, file]);
      expect(response.status, why).toBe(413);
      expect(await response.json()).toEqual({ message: `Request body is too large: ${why}` });
    }
    // At the limits, the form is read (and refused for its own reasons, not its size).
    const atLimits = await post([
      field("description", "t".repeat(64 * 1024)),
      ...Array.from({ length: 2599 }, (_, i) => field(`f${i}`, "1")),
      file,
    ]);
    expect(atLimits.status).not.toBe(413);
  });

  it("refuses the 3,300 text fields of 60 KB sent to a published form early, with a short answer", async () => {
    const staff = await signInOverApi(base, "staff@demo.test", "Demo-Staff-2026");
    const made = await fetch(`${base}/api/forms`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: base, Cookie: staff },
      body: JSON.stringify({
        title: "Server test form",
        fields: [
          { type: "text", label: "Your name", required: true },
          { type: "file", label: "A document" },
        ],
        isPublished: true,
      }),
    });
    expect(made.status).toBe(201);
    const { id } = (await made.json()) as { id: number };
    const client = await signInOverApi(base, "client@demo.test", "Demo-Client-2026");
    const boundary = "----server-test-3300";
    const value = "v".repeat(60 * 1024);
    const parts = function* () {
      for (let i = 0; i < 3300; i++) {
        yield `--${boundary}\r\nContent-Disposition: form-data; name="note${i}"\r\n\r\n${value}\r\n`;
      }
      yield `--${boundary}--\r\n`;
    };
    const answer = await rawRequest(
      `${base}/forms/${id}`,
      {
        "Content-Type": `multipart/form-data; boundary=${boundary}`,
        Cookie: client,
        Origin: base,
      },
      (request, answered) => writeUntilAnswered(request, answered, parts()),
    );
    expect(answer.status).toBe(413);
    expect(answer.body!.length).toBeLessThan(20_000);
    expect(answer.body).not.toContain("v".repeat(100));
    expect(answer.headers?.connection).toBe("close");
  }, 30_000);
});

describe("server.js without the demo (SEED_DEMO=false), behind a proxy (TRUST_PROXY=true)", () => {
  let server: { child: ChildProcess; output: { stdout: string; stderr: string } };
  let dir: string;
  const port = PORT + 1;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), "server-test-nodemo-"));
    server = start({
      PORT: String(port),
      DATABASE_URL: `sqlite:${dir}/app.db`,
      SEED_DEMO: "false",
      SESSION_SECRET: "",
      TRUST_PROXY: "true",
    });
    await waitForHealth(`http://localhost:${port}`, server.output);
  }, 30_000);

  afterAll(() => {
    server?.child.kill("SIGTERM");
    rmSync(dir, { recursive: true, force: true });
  });

  it("has no demo accounts but accepts a consultation request on the fresh database", async () => {
    const origin = `http://localhost:${port}`;
    const login = await fetch(`${origin}/api/auth/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: origin },
      body: JSON.stringify({ email: "staff@demo.test", password: "Demo-Staff-2026" }),
    });
    expect(login.status).toBe(401);
    const response = await fetch(`${origin}/public-form`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: origin },
      body: new URLSearchParams(consultationFormFields()),
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/public-form?dialog=success");
  });

  it("counts failed sign-ins against the address the proxy saw, whatever X-Forwarded-For a client forges", async () => {
    const origin = `http://localhost:${port}`;
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      const response = await fetch(`${origin}/api/auth/login`, {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          Origin: origin,
          // The client's own claim first, then the address the proxy (this test) saw.
          "X-Forwarded-For": `10.8.${i}.1, 203.0.113.50`,
        },
        body: JSON.stringify({ email: `nobody-${i}@example.test`, password: "Wrong-Guess-2026" }),
      });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(401));
    expect(statuses[20]).toBe(429);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const logged = server.output.stdout
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line))
      .filter((entry) => entry.msg === "request" && entry.path === "/api/auth/login")
      .slice(-21);
    expect(logged.map((entry) => entry.status)).toEqual(statuses);
    expect(new Set(logged.map((entry) => entry.ip))).toEqual(new Set(["203.0.113.50"]));
  });

  it("sends Strict-Transport-Security for a year when the proxy says the request came over HTTPS", async () => {
    const origin = `http://localhost:${port}`;
    const https = await fetch(`${origin}/`, { headers: { "X-Forwarded-Proto": "https" } });
    expect(https.headers.get("Strict-Transport-Security")).toBe("max-age=31536000");
    const plain = await fetch(`${origin}/`);
    expect(plain.headers.get("Strict-Transport-Security")).toBeNull();
  });
});

describe("server.js behind two proxies (TRUST_PROXY=2)", () => {
  let server: { child: ChildProcess; output: { stdout: string; stderr: string } };
  let dir: string;
  const port = PORT + 2;
  const origin = `http://localhost:${port}`;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), "server-test-two-proxies-"));
    server = start({
      PORT: String(port),
      DATABASE_URL: `sqlite:${dir}/app.db`,
      SEED_DEMO: "false",
      SESSION_SECRET: "",
      TRUST_PROXY: "2",
    });
    await waitForHealth(origin, server.output);
  }, 30_000);

  afterAll(() => {
    server?.child.kill("SIGTERM");
    rmSync(dir, { recursive: true, force: true });
  });

  it("takes the address second from the right of X-Forwarded-For, and the host the outer proxy saw", async () => {
    await fetch(`${origin}/no-such-page-behind-two`, {
      headers: { "X-Forwarded-For": "10.9.9.9, 198.51.100.7, 10.0.0.2" },
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    const logged = server.output.stdout
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line))
      .find((entry) => entry.path === "/no-such-page-behind-two");
    expect(logged).toMatchObject({ msg: "request", status: 404, ip: "198.51.100.7" });

    // The same-origin check compares with the host the outer proxy recorded.
    const post = (from: string) =>
      fetch(`${origin}/logout`, {
        method: "POST",
        redirect: "manual",
        headers: {
          Origin: from,
          "X-Forwarded-Host": "evil.example, firm.example, app.internal:8080",
          "X-Forwarded-Proto": "https",
        },
      });
    expect((await post("https://firm.example")).status).not.toBe(403);
    expect((await post("https://evil.example")).status).toBe(403);
    expect((await post("https://app.internal:8080")).status).toBe(403);
  });
});

describe("server.js start-up checks", () => {
  it("stops with a message naming a bad variable", async () => {
    const { output, exited } = start({ PORT: "eighty", DATABASE_URL: "sqlite:/tmp/never.db" });
    expect(await exited).toBe(1);
    expect(output.stderr).toContain("PORT: must be a port number");
  });

  it("stops with a message for a TRUST_PROXY that is not a number of proxies", async () => {
    const { output, exited } = start({ TRUST_PROXY: "abc", DATABASE_URL: "sqlite:/tmp/never.db" });
    expect(await exited).toBe(1);
    expect(output.stderr).toContain("TRUST_PROXY: must be the number of proxies in front");
  });

  it("requires SESSION_SECRET on MySQL", async () => {
    const { output, exited } = start({
      DATABASE_URL: "mysql://root@127.0.0.1:3306/never",
      SESSION_SECRET: "",
    });
    expect(await exited).toBe(1);
    expect(output.stderr).toContain("SESSION_SECRET: required with a MySQL DATABASE_URL");
  });
});

/**
 * A request whose body arrives slowly: half of it now, the rest after `delayMs`. Resolves with
 * the status and the Connection header of its answer, or the error that cut it off.
 */
function slowRequest(origin: string, delayMs: number, agent: http.Agent) {
  return new Promise<{ status?: number; connection?: string; error?: string }>((resolve) => {
    const body = JSON.stringify({ formId: 999_999, data: { note: "x".repeat(2000) } });
    const request = http.request(
      `${origin}/api/form-submissions`,
      {
        method: "POST",
        agent,
        headers: {
          "Content-Type": "application/json",
          "Content-Length": Buffer.byteLength(body),
          Origin: origin,
        },
      },
      (response) => {
        response.resume();
        response.on("end", () =>
          resolve({ status: response.statusCode, connection: response.headers.connection }),
        );
      },
    );
    request.on("error", (error) => resolve({ error: error.message }));
    request.write(body.slice(0, 1000));
    setTimeout(() => request.end(body.slice(1000)), delayMs);
  });
}

describe("server.js shutdown", () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  async function running(port: number, graceSeconds: number) {
    const dir = mkdtempSync(path.join(os.tmpdir(), "server-stop-"));
    dirs.push(dir);
    const server = start({
      PORT: String(port),
      DATABASE_URL: `sqlite:${dir}/app.db`,
      SESSION_SECRET: "",
      SEED_DEMO: "false",
      SHUTDOWN_GRACE_SECONDS: String(graceSeconds),
    });
    const origin = `http://localhost:${port}`;
    await waitForHealth(origin, server.output);
    return { ...server, origin };
  }

  it("on SIGTERM answers the requests it has, refuses new connections, closes keep-alive and exits 0", async () => {
    const port = PORT + 20;
    const { child, output, exited, origin } = await running(port, 10);
    const agent = new http.Agent({ keepAlive: true, maxSockets: 2 });
    const inFlight = slowRequest(origin, 1500, agent);
    await new Promise((resolve) => setTimeout(resolve, 300));
    child.kill("SIGTERM");
    await new Promise((resolve) => setTimeout(resolve, 300));

    // No new connection is accepted once the server is stopping.
    const refused = await fetch(`${origin}/healthz`).then(
      () => "answered",
      () => "refused",
    );
    expect(refused).toBe("refused");
    // The request it had is answered, and its keep-alive connection closes after it.
    // (401: a visitor's post to a form other than the consultation form.)
    expect(await inFlight).toEqual({ status: 401, connection: "close" });
    expect(await exited).toBe(0);
    expect(output.stdout).toContain('"msg":"stopped","signal":"SIGTERM","cutOff":0');
    agent.destroy();
  }, 30_000);

  it("cuts off what outlasts the grace period, names it in the log and exits 1", async () => {
    const port = PORT + 21;
    const { child, output, exited, origin } = await running(port, 1);
    const agent = new http.Agent({ keepAlive: true });
    const inFlight = slowRequest(origin, 4000, agent);
    await new Promise((resolve) => setTimeout(resolve, 300));
    child.kill("SIGTERM");
    expect(await exited).toBe(1);
    expect((await inFlight).error).toBeDefined();
    expect(output.stderr).toContain("requests cut off by the shutdown");
    expect(output.stderr).toContain('"path":"/api/form-submissions"');
    agent.destroy();
  }, 30_000);
});
