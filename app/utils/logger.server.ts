/**
 * Structured logs: one JSON object per line on stdout (errors on stderr).
 * Callers pass plain facts; anything under a key that looks secret is masked as a last line of defence.
 */
type Fields = Record<string, unknown>;

const SECRET_KEY = /pass(word)?|secret|token|cookie|session.?id|authorization/i;

/**
 * A path with its secret segment masked: an invitation or reset link's token signs someone in,
 * and a calendar feed's reads an attorney's calendar, so a log never keeps it (server.js masks
 * its request lines the same way).
 */
export const loggedPath = (path: string) =>
  path.replace(/^(\/(?:invitations|reset-password|calendar\/feed)\/)[^/]+/i, "$1[token]");

function scrub(fields: Fields): Fields {
  const out: Fields = {};
  for (const [key, value] of Object.entries(fields)) {
    if (SECRET_KEY.test(key)) out[key] = "[redacted]";
    else if (key === "path" && typeof value === "string") out[key] = loggedPath(value);
    else if (value instanceof Error)
      out[key] = { name: value.name, message: value.message, stack: value.stack };
    else out[key] = value;
  }
  return out;
}

function write(level: "info" | "warn" | "error", msg: string, fields: Fields) {
  if (process.env.LOG_LEVEL === "silent") return;
  const line = JSON.stringify({ time: new Date().toISOString(), level, msg, ...scrub(fields) });
  if (level === "error") process.stderr.write(line + "\n");
  else process.stdout.write(line + "\n");
}

export const logger = {
  info: (msg: string, fields: Fields = {}) => write("info", msg, fields),
  warn: (msg: string, fields: Fields = {}) => write("warn", msg, fields),
  error: (msg: string, fields: Fields = {}) => write("error", msg, fields),
};
