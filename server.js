// The HTTP server: Express with Remix's request handler (the same parts @remix-run/serve uses),
// plus what remix-serve cannot do: JSON request logs, a CSP nonce per response, the same-origin
// check for state-changing requests, and migrations before the port opens.
import { randomBytes, randomUUID } from "node:crypto";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { brotliCompress, constants as zlibConstants, gzip } from "node:zlib";
import {
  broadcastDevReady,
  createReadableStreamFromReadable,
  createRequestHandler,
  writeReadableStreamToWritable,
} from "@remix-run/node";
import compression from "compression";
import express from "express";
import { createHttpTerminator } from "http-terminator";

process.env.NODE_ENV ??= "production";
const root = path.dirname(fileURLToPath(import.meta.url));

/** The path as logged: an invitation or password reset link's token signs someone in, a calendar feed's reads a calendar (as loggedPath in logger.server.ts). */
const loggedPath = (path) =>
  path.replace(/^(\/(?:invitations|reset-password|calendar\/feed)\/)[^/]+/i, "$1[token]");

function log(level, msg, fields = {}) {
  if (process.env.LOG_LEVEL === "silent") return;
  const line = JSON.stringify({ time: new Date().toISOString(), level, msg, ...fields }) + "\n";
  (level === "error" ? process.stderr : process.stdout).write(line);
}

let build;
try {
  build = await import(pathToFileURL(path.join(root, "build/index.js")).href);
} catch (error) {
  // Loading the build validates the environment; say what is wrong in one clear line.
  const message =
    error?.name === "EnvError" ? error.message : `Cannot load the server build: ${error?.message}`;
  log("error", "startup failed", { message });
  console.error(
    message.includes("build/index.js") ? `${message}\nRun \`npm run build\` first.` : message,
  );
  process.exit(1);
}

let listenOn;
try {
  listenOn = await build.entry.module.boot();
} catch (error) {
  log("error", "startup failed", { message: error?.message });
  console.error(error?.message ?? error);
  process.exit(1);
}

const app = express();
app.disable("x-powered-by");
// TRUST_PROXY is how many proxies stand in front (checked at boot): req.ip is the address the
// outermost of them saw, read from the right of X-Forwarded-For, so one a client wrote there itself
// is ignored.
const trustedProxies = listenOn.trustProxy;
app.set("trust proxy", trustedProxies);

/**
 * The host the browser asked for: behind proxies, the X-Forwarded-Host the outermost trusted one
 * recorded (counted from the right, as the address is); otherwise the Host header.
 */
function requestHost(req) {
  const forwarded = trustedProxies > 0 ? (req.get("x-forwarded-host") ?? "").split(",") : [];
  const hosts = forwarded.map((host) => host.trim()).filter(Boolean);
  if (hosts.length > 0) return hosts[Math.max(0, hosts.length - trustedProxies)];
  return req.get("host") ?? "";
}

// One JSON line per request. The path is logged without its query string, and no header
// (cookies, authorization) is ever written.
/** Requests received and not yet answered (or abandoned), which a shutdown waits for. */
const inFlight = new Map();

app.use((req, res, next) => {
  const started = process.hrtime.bigint();
  const requestId = randomUUID();
  res.locals.requestId = requestId;
  inFlight.set(requestId, {
    method: req.method,
    path: loggedPath(req.path),
    startedAt: Date.now(),
  });
  res.on("close", () => inFlight.delete(requestId));
  res.on("finish", () => {
    log("info", "request", {
      requestId: res.locals.requestId,
      method: req.method,
      path: loggedPath(req.path),
      status: res.statusCode,
      durationMs: Number((process.hrtime.bigint() - started) / 1000n) / 1000,
      ip: req.ip,
    });
  });
  next();
});

const PERMISSIONS_POLICY = [
  "accelerometer",
  "autoplay",
  "camera",
  "display-capture",
  "encrypted-media",
  "geolocation",
  "gyroscope",
  "hid",
  "idle-detection",
  "magnetometer",
  "microphone",
  "midi",
  "payment",
  "picture-in-picture",
  "publickey-credentials-get",
  "screen-wake-lock",
  "serial",
  "usb",
  "xr-spatial-tracking",
]
  .map((feature) => `${feature}=()`)
  .join(", ");

/**
 * 16 random bytes per response for the CSP nonce, cut from a pool filled 4 KB at a time (one call
 * into the system's generator per 256 responses, as randomUUID does for the request id): 0.1-0.2 µs
 * a nonce against 2.2-3.4 µs for randomBytes(16) each time (200,000 of each, Node 20, 2 × EPYC).
 */
const NONCE_BYTES = 16;
let noncePool = Buffer.alloc(0);
let nonceOffset = 0;
function newNonce() {
  if (nonceOffset + NONCE_BYTES > noncePool.length) {
    noncePool = randomBytes(256 * NONCE_BYTES);
    nonceOffset = 0;
  }
  nonceOffset += NONCE_BYTES;
  return noncePool.toString("base64", nonceOffset - NONCE_BYTES, nonceOffset);
}

app.use((req, res, next) => {
  const nonce = newNonce();
  res.locals.cspNonce = nonce;
  const dev = process.env.NODE_ENV === "development";
  res.setHeader(
    "Content-Security-Policy",
    [
      "default-src 'self'",
      `script-src 'self' 'nonce-${nonce}'${dev ? " 'unsafe-eval'" : ""}`,
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data:",
      "font-src 'self'",
      `connect-src 'self'${dev ? " ws:" : ""}`,
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'none'",
    ].join("; "),
  );
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
  res.setHeader("X-Frame-Options", "DENY");
  res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
  // Browser features the app never uses are off, for its pages and anything framed in them.
  res.setHeader("Permissions-Policy", PERMISSIONS_POLICY);
  // Over HTTPS (directly, or behind a proxy that says so with TRUST_PROXY), browsers remember to
  // use nothing else for a year (ASVS 3.4.1).
  if (req.secure) res.setHeader("Strict-Transport-Security", "max-age=31536000");
  next();
});

// Any request that can change state must come from this site. Browsers send Origin on every
// such request (Referer as a fallback); a request with neither is not a browser's cross-site one.
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
app.use((req, res, next) => {
  if (SAFE_METHODS.has(req.method)) return next();
  const source = req.get("origin") ?? req.get("referer");
  if (source === undefined) return next();
  let sourceHost = null;
  try {
    sourceHost = source === "null" ? null : new URL(source).host;
  } catch {
    sourceHost = null;
  }
  if (sourceHost && sourceHost === requestHost(req)) return next();
  log("warn", "cross-origin request refused", {
    requestId: res.locals.requestId,
    method: req.method,
    path: loggedPath(req.path),
  });
  res
    .status(403)
    .type("application/json")
    .send(JSON.stringify({ message: "Cross-site request refused" }));
});

/**
 * Every body but a multipart one is read here, whole, before Remix sees it, under its type's limit
 * (BODY_LIMITS from the build: a urlencoded form 1 MB, JSON and anything else 64 KB). Past it the
 * answer is 413 and the connection closes: a declared Content-Length over the limit is refused
 * before a byte is read, a body without one (chunked) at the chunk that passes the limit. A
 * multipart body streams on to the upload reader, under busboy's limits. Not express.raw: its
 * body-parser answers 413 only after reading the rest of the body (read.js's dump), so a 50 MB
 * chunked post was read whole before its 413. A client that stops sending is cut off by Node's
 * requestTimeout (5 minutes) with 408.
 */
const bodyLimits = build.entry.module.BODY_LIMITS;
const MULTIPART = /^multipart\/form-data\b/i;
const URLENCODED = /^application\/x-www-form-urlencoded\b/i;
const sizeLabel = (bytes) =>
  bytes >= 1024 * 1024 ? `${bytes / (1024 * 1024)} MB` : `${bytes / 1024} KB`;

/** The limit of a body of this request's type; null for one that streams on (multipart). */
function bodyLimit(req) {
  const type = req.headers["content-type"] ?? "";
  if (MULTIPART.test(type)) return null;
  return URLENCODED.test(type) ? bodyLimits.form : bodyLimits.other;
}

/** How long a connection whose body was refused stays open after the answer, unread. */
const LINGER_MS = 2000;

/**
 * An answer sent before its request's body has all arrived (a body refused part-way) closes the
 * connection without reading the rest: the answer goes out and this side shuts, and the socket
 * goes a moment later, so that a client still sending reads the answer before the reset that
 * closing a socket with unread bytes makes (closed at once, a client often saw only the reset).
 * Node calls destroySoon after an answer with Connection: close.
 */
function closeAfterAnswer(req, res) {
  res.set("Connection", "close");
  const socket = req.socket;
  socket.destroySoon = () => {
    socket.end();
    socket.pause();
    setTimeout(() => socket.destroy(), LINGER_MS).unref();
  };
}

/** More than the limit was sent, or announced: a short answer, and the connection closes. */
function refuseTooLarge(req, res, limit) {
  log("warn", "request body too large", {
    requestId: res.locals.requestId,
    method: req.method,
    path: req.path,
    limit,
  });
  closeAfterAnswer(req, res);
  const message = `Request body is too large (at most ${sizeLabel(limit)})`;
  res.status(413);
  if (req.path.startsWith("/api/")) res.json({ message });
  else res.type("text/plain").send(message);
}

app.use((req, res, next) => {
  if (req.method === "GET" || req.method === "HEAD") return next();
  const limit = bodyLimit(req);
  if (limit === null) return next();
  if (Number(req.headers["content-length"] ?? 0) > limit) return refuseTooLarge(req, res, limit);
  const chunks = [];
  let size = 0;
  const stop = () => {
    req.off("data", take);
    req.off("end", done);
    req.off("close", stop);
  };
  const take = (chunk) => {
    size += chunk.length;
    if (size <= limit) return void chunks.push(chunk);
    stop();
    req.pause();
    refuseTooLarge(req, res, limit);
  };
  const done = () => {
    stop();
    res.locals.body = Buffer.concat(chunks, size);
    next();
  };
  req.on("data", take);
  req.on("end", done);
  // The client went away mid-body: nothing to answer.
  req.on("close", stop);
});

// Files, and what Remix streams, are compressed on the way by the middleware; pages and JSON are
// compressed whole in sendResponse below (the middleware then lets them through as they are).
app.use(compression());
app.use(
  "/build",
  express.static(path.join(root, "public/build"), { immutable: true, maxAge: "1y" }),
);
// public/ holds files (favicon.svg), never pages: only a path that names a file is looked up on
// disk, so a page request costs no stat call (and no error object) on its way to Remix.
const publicFiles = express.static(path.join(root, "public"), { maxAge: "1h" });
app.use((req, res, next) => (/\.\w+$/.test(req.path) ? publicFiles(req, res, next) : next()));

// Remix behind Express: what @remix-run/express does, except that pages and JSON (rendered whole by
// entry.server.tsx and the /api kit) leave in one compressed piece. The compression middleware's
// gzip stream cost more than the compression itself for these bodies: 0.13 ms against 0.04 ms for
// the 8 KB 404 page, 0.18 against 0.07 for the 23 KB notifications poll. Anything else (downloads,
// CSV, Remix's data streams) is streamed and compressed by the middleware as before.
const handleRequest = createRequestHandler(build, process.env.NODE_ENV);
const WHOLE_BODY = /^(?:text\/html|application\/json)\b/i;
/** Below this, compressing costs more than it saves (the middleware's threshold). */
const COMPRESS_FROM_BYTES = 1024;
// On libuv's thread pool, not the event loop: a 40 KB page took 0.3-0.5 ms of the main thread to
// compress, and paired runs on the bench firm served 10-16% more signed-in pages and polls a second
// with it moved off (the signed-out 404 page even).
const gzipAsync = promisify(gzip);
const brotliCompressAsync = promisify(brotliCompress);
const BROTLI = { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } };

function remixRequest(req, res) {
  const url = `${req.protocol}://${requestHost(req) || "localhost"}${req.originalUrl}`;
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const one of value) headers.append(key, one);
    else if (value) headers.set(key, value);
  }
  // Loaders and actions are aborted when the browser goes away before the answer is sent.
  let controller = new AbortController();
  res.on("finish", () => (controller = null));
  res.on("close", () => controller?.abort());
  const init = { method: req.method, headers, signal: controller.signal };
  if (res.locals.body) {
    init.body = res.locals.body;
  } else if (req.method !== "GET" && req.method !== "HEAD") {
    // A multipart body, streamed to the upload reader.
    init.body = createReadableStreamFromReadable(req);
    init.duplex = "half";
  }
  return new Request(url, init);
}

async function sendResponse(req, res, response) {
  // The upload reader stopped part-way (a refused file, a limit): the rest is not read.
  if (!req.complete) closeAfterAnswer(req, res);
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [key, value] of response.headers) res.append(key, value);
  const type = response.headers.get("content-type") ?? "";
  if (!response.body) return void res.end();
  if (!WHOLE_BODY.test(type) || response.headers.has("content-encoding")) {
    if (/text\/event-stream/i.test(type)) res.flushHeaders();
    return writeReadableStreamToWritable(response.body, res);
  }
  let body = Buffer.from(await response.arrayBuffer());
  if (body.length >= COMPRESS_FROM_BYTES && req.method !== "HEAD") {
    res.vary("Accept-Encoding");
    // Brotli when the browser takes it, as the middleware prefers; gzip otherwise.
    const accepted = req.acceptsEncodings();
    const encoding = ["br", "gzip"].find((name) => accepted.includes(name));
    if (encoding) {
      body = await (encoding === "br" ? brotliCompressAsync(body, BROTLI) : gzipAsync(body));
      res.setHeader("Content-Encoding", encoding);
    }
  }
  res.setHeader("Content-Length", body.length);
  res.end(body);
}

app.all("*", async (req, res, next) => {
  try {
    const request = remixRequest(req, res);
    const response = await handleRequest(request, {
      cspNonce: res.locals.cspNonce,
      clientIp: req.ip ?? "unknown",
      secure: req.secure,
      requestId: res.locals.requestId,
      // The reads its loaders share (load-memo.server.ts): this request's alone.
      loads: new Map(),
    });
    await sendResponse(req, res, response);
  } catch (error) {
    next(error);
  }
});

const server = app.listen(listenOn.port, listenOn.host, () => {
  log("info", "listening", { url: `http://localhost:${listenOn.port}` });
  if (process.env.NODE_ENV === "development") broadcastDevReady(build);
});

// Idle keep-alive connections stay open 65 s (Node's default is 5 s). A browser reuses a connection
// the server is closing at that very moment and its request fails: a download link followed ~5 s
// after the page's last request was cut short now and then ("download canceled" in the portal's
// upload-and-download test under load, on this main and on the one before it).
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;

// A client that asks before sending its body (Expect: 100-continue, as curl does past 1 MB) is
// told to go on only when the body it announces is within its limit; otherwise it gets the 413
// (or the cross-site 403) without sending it.
server.on("checkContinue", (req, res) => {
  const limit = bodyLimit(req);
  if (limit === null || Number(req.headers["content-length"] ?? 0) <= limit) res.writeContinue();
  app(req, res);
});

server.on("error", (error) => {
  const message =
    error.code === "EADDRINUSE"
      ? `Port ${listenOn.port} is already in use. Stop the other server or set PORT to a free port.`
      : `Cannot listen on ${listenOn.host}:${listenOn.port}: ${error.message}`;
  log("error", "startup failed", { message });
  console.error(message);
  process.exit(1);
});

/**
 * SIGTERM (a deploy, a container stopping) or SIGINT: stop accepting connections, answer the
 * requests already received (keep-alive connections close after their current response), wait
 * for them up to SHUTDOWN_GRACE_SECONDS, close the database pool and exit 0. Requests still
 * running when the grace period ends are logged, cut off, and the exit code is 1.
 */
// The terminator destroys what is left a moment after the grace period, once it has been named.
const terminator = createHttpTerminator({
  server,
  gracefulTerminationTimeout: listenOn.graceMs + 250,
});
let stopping = false;

async function shutDown(signal) {
  if (stopping) return;
  stopping = true;
  log("info", "shutting down", { signal, inFlight: inFlight.size, graceMs: listenOn.graceMs });
  const closed = terminator.terminate();
  const deadline = Date.now() + listenOn.graceMs;
  while (inFlight.size > 0 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  const cutOff = [...inFlight.entries()].map(([requestId, request]) => ({
    requestId,
    ...request,
    runningMs: Date.now() - request.startedAt,
  }));
  if (cutOff.length > 0) log("error", "requests cut off by the shutdown", { requests: cutOff });
  await closed.catch((error) =>
    log("error", "closing connections failed", { message: error?.message }),
  );
  await build.entry.module
    .closeDatabase()
    .catch((error) => log("error", "closing the database failed", { message: error?.message }));
  log("info", "stopped", { signal, cutOff: cutOff.length });
  process.exit(cutOff.length > 0 ? 1 : 0);
}
process.on("SIGTERM", () => void shutDown("SIGTERM"));
process.on("SIGINT", () => void shutDown("SIGINT"));
