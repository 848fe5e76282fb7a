import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import * as z from "zod";

const booleanFlag = z
  .enum(["true", "false", "1", "0", "yes", "no"], {
    error: "must be true or false",
  })
  .transform((value) => value === "true" || value === "1" || value === "yes");

/**
 * TRUST_PROXY: how many proxies stand in front of the server (`true`/`yes` mean one, `false`/`no`
 * none). The client's address is then the one the outermost of them saw, counted from the right
 * of X-Forwarded-For, so an address a client writes in the header itself is never believed.
 */
const proxyCount = z
  .string()
  .trim()
  .toLowerCase()
  .regex(
    /^(?:true|yes|false|no|\d{1,2})$/,
    "must be the number of proxies in front (0, 1, 2, ...), or true for one, false for none",
  )
  .transform((value) =>
    value === "true" || value === "yes"
      ? 1
      : value === "false" || value === "no"
        ? 0
        : Number(value),
  );

const databaseUrl = z
  .string()
  .refine((value) => /^(mysql|mariadb):\/\/[^/]+\/[^/?]+/.test(value) || /^sqlite:.+/.test(value), {
    message: "must look like mysql://user:pass@host:3306/dbname or sqlite:path/to/file.db",
  });

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce
    .number({ error: "must be a port number" })
    .int("must be a whole number")
    .min(1, "must be between 1 and 65535")
    .max(65535, "must be between 1 and 65535")
    .default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  /** How long one database statement may take while serving requests (MySQL). */
  DB_STATEMENT_TIMEOUT_SECONDS: z.coerce
    .number({ error: "must be a number of seconds" })
    .min(1, "must be between 1 and 600")
    .max(600, "must be between 1 and 600")
    .default(5),
  /** How long a stopping server waits for requests it already has (SIGTERM). */
  SHUTDOWN_GRACE_SECONDS: z.coerce
    .number({ error: "must be a number of seconds" })
    .min(1, "must be between 1 and 300")
    .max(300, "must be between 1 and 300")
    .default(10),
  DATABASE_URL: databaseUrl.default("sqlite:data/app.db"),
  SESSION_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  SEED_DEMO: booleanFlag.default(true),
  TRUST_PROXY: proxyCount.default(0),
  LOG_LEVEL: z.enum(["info", "silent"]).default("info"),
  OPENAI_API_KEY: z.string().optional(),
  OPENAI_BASE_URL: z.url({ error: "must be a URL" }).optional(),
  OPENAI_MODEL: z.string().min(1).default("gpt-4o-mini"),
  UPLOAD_DIR: z.string().min(1).default("data/uploads"),
  STORAGE_DRIVER: z
    .enum(["disk", "database"], { error: "must be disk or database" })
    .default("disk"),
  /** Where staff's e-mail goes out (smtp://user:pass@host:587 or smtps://...); unset: none is sent. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^/\s]+/, "must look like smtp://user:pass@host:587 or smtps://host:465")
    .optional(),
  MAIL_FROM: z.string().min(3).max(320).optional(),
  /** The address people reach the product at (https://law.example.com): links in e-mails lead there. */
  PUBLIC_URL: z
    .url({ error: "must be the address people open the product at, as https://law.example.com" })
    .regex(/^https?:\/\//, "must start with https:// (or http://)")
    .optional(),
  /** A text-message provider; nothing is sent through it yet (the form builder says so). */
  SMS_PROVIDER_URL: z.url({ error: "must be a URL" }).optional(),
});

export type Env = z.infer<typeof schema> & { SESSION_SECRET: string };

let cached: Env | null = null;

export class EnvError extends Error {}

/** Reads and checks the environment once; a bad value stops the start with a message that names it. */
export function getEnv(): Env {
  if (cached) return cached;
  const raw = Object.fromEntries(
    Object.entries(process.env).filter(([, value]) => value !== undefined && value !== ""),
  );
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new EnvError(`Invalid environment:\n${lines.join("\n")}`);
  }
  const env = parsed.data;
  if (env.SMTP_URL && !env.PUBLIC_URL) {
    // Links in e-mails (a password reset's) must not take their address from a request's Host.
    throw new EnvError(
      "Invalid environment:\n  PUBLIC_URL: required with SMTP_URL (the address links in e-mails lead to, as https://law.example.com)",
    );
  }
  let secret = env.SESSION_SECRET;
  if (!secret) {
    if (!env.DATABASE_URL.startsWith("sqlite:") && env.NODE_ENV === "production") {
      throw new EnvError(
        "Invalid environment:\n  SESSION_SECRET: required with a MySQL DATABASE_URL (at least 32 random characters)",
      );
    }
    secret = localSessionSecret(env.DATABASE_URL);
  }
  cached = { ...env, SESSION_SECRET: secret };
  return cached;
}

/** Forget the cached environment (tests change process.env between cases). */
export function resetEnvCache() {
  cached = null;
}

/**
 * On the embedded database the secret is kept beside it, so a fresh machine needs no set-up
 * and sessions survive a restart.
 */
function localSessionSecret(databaseUrl: string): string {
  const dir = databaseUrl.startsWith("sqlite:")
    ? path.dirname(path.resolve(databaseUrl.slice("sqlite:".length)))
    : path.resolve("data");
  const file = path.join(dir, "session-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dir, { recursive: true });
  const secret = randomBytes(48).toString("base64url");
  writeFileSync(file, secret + "\n", { mode: 0o600 });
  return secret;
}
