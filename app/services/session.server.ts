import { createHash, randomBytes } from "node:crypto";
import { createCookie, type Cookie } from "@remix-run/node";
import { Op, QueryTypes } from "sequelize";
import { Session, User, sequelize } from "~/models/index.server";
import { namedColumns, tableOf, type NamedColumns } from "~/models/named-columns.server";
import type { AppContext } from "~/utils/app-context";
import { getEnv } from "~/utils/env.server";
import { getSettings } from "./settings.server";

/**
 * Sessions live in the database; the cookie carries only a random id, signed with SESSION_SECRET.
 * The row stores the id's SHA-256, expires after the administrator's idle timeout, and is
 * deleted on logout so a copied cookie stops working.
 */
export const SESSION_COOKIE = "__session";

/** Activity within this long of the last refresh does not rewrite the row (a write per request is waste). */
const TOUCH_AFTER_MS = 60_000;

/** However active, a session ends this long after sign-in (ASVS 7.3.2); then sign in again. */
export const ABSOLUTE_LIFETIME_MS = 12 * 60 * 60_000;

let cookie: Cookie | undefined;
function sessionCookie(): Cookie {
  cookie ??= createCookie(SESSION_COOKIE, {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secrets: [getEnv().SESSION_SECRET],
  });
  return cookie;
}

const hashId = (id: string) => createHash("sha256").update(id).digest("hex");

/**
 * How the sessions list names a session to its owner: derived from the stored hash, so it can
 * neither be turned into a cookie nor be guessed for someone else's session.
 */
export const sessionHandle = (idHash: string) =>
  createHash("sha256").update(`handle:${idHash}`).digest("base64url").slice(0, 22);

/** The stored hash of the request's session id, or null without one. */
export async function currentSessionHash(request: Request): Promise<string | null> {
  const id = await readSessionId(request);
  return id ? hashId(id) : null;
}

async function timeoutMs() {
  return (await getSettings()).sessionTimeoutMinutes * 60_000;
}

async function readSessionId(request: Request): Promise<string | null> {
  const value = await sessionCookie().parse(request.headers.get("Cookie"));
  return typeof value === "string" && value.length > 0 ? value : null;
}

/**
 * Starts a session for the user with a new id; returns the Set-Cookie header value. The session
 * the request came with (if any) ends: an id never survives a sign-in or a privilege change.
 */
export async function createUserSession(
  userId: number,
  request: Request,
  context: Pick<AppContext, "clientIp" | "secure">,
): Promise<string> {
  const previous = await currentSessionHash(request);
  if (previous) await Session.destroy({ where: { idHash: previous } });
  const id = randomBytes(32).toString("base64url");
  const now = new Date();
  await Session.create({
    idHash: hashId(id),
    userId,
    expiresAt: new Date(now.getTime() + Math.min(await timeoutMs(), ABSOLUTE_LIFETIME_MS)),
    lastSeenAt: now,
    ipAddress: context.clientIp.slice(0, 45),
    userAgent: request.headers.get("User-Agent")?.slice(0, 255) ?? null,
  });
  return sessionCookie().serialize(id, { secure: context.secure });
}

/** The JSON answer to a sign-in or registration through /api: the user and the new session's cookie. */
export async function signedInResponse(
  user: { id: number },
  request: Request,
  context: Pick<AppContext, "clientIp" | "secure">,
  status = 200,
): Promise<Response> {
  const cookie = await createUserSession(user.id, request, context);
  return Response.json({ user }, { status, headers: { "Set-Cookie": cookie } });
}

const usersByRequest = new WeakMap<Request, Promise<User | null>>();

/** The signed-in user, or null. Looked up once per request, however many loaders ask. */
export function getSessionUser(request: Request): Promise<User | null> {
  let pending = usersByRequest.get(request);
  if (!pending) {
    pending = lookUpSessionUser(request);
    usersByRequest.set(request, pending);
  }
  return pending;
}

let sessionRead: { sql: string; session: NamedColumns<Session>; user: NamedColumns<User> } | null =
  null;

/**
 * The session and its account in one statement with named columns: every signed-in request and
 * every tab's 30-second poll starts here, and Sequelize's `findOne` + `findByPk` cost 1.1 ms of
 * CPU against 0.25 ms for this (bench database).
 */
async function readSession(idHash: string) {
  if (!sessionRead) {
    const session = namedColumns(Session, "s");
    const user = namedColumns(User, "u");
    sessionRead = {
      session,
      user,
      sql:
        `SELECT ${session.select}, ${user.select} FROM ${tableOf(Session)} s ` +
        `JOIN ${tableOf(User)} u ON u.id = s.user_id WHERE s.id_hash = ?`,
    };
  }
  const rows = await sequelize.query<Record<string, unknown>>(sessionRead.sql, {
    replacements: [idHash],
    type: QueryTypes.SELECT,
    raw: true,
  });
  if (rows.length === 0) return null;
  return {
    session: sessionRead.session.valuesOf(rows[0]),
    user: User.build(sessionRead.user.valuesOf(rows[0]), { isNewRecord: false, raw: true }),
  };
}

async function lookUpSessionUser(request: Request): Promise<User | null> {
  const id = await readSessionId(request);
  if (!id) return null;
  const idHash = hashId(id);
  const found = await readSession(idHash);
  if (!found) return null;
  const { session, user } = found;
  const now = Date.now();
  const timeout = await timeoutMs();
  // Ended: past its expiry, idle longer than the administrator's timeout as it stands now (a
  // shorter timeout applies to open sessions at once), older than the absolute lifetime, or its
  // account disabled since.
  const ended =
    session.expiresAt.getTime() <= now ||
    now - session.lastSeenAt.getTime() >= timeout ||
    now - session.createdAt.getTime() >= ABSOLUTE_LIFETIME_MS ||
    Boolean(user.disabledAt);
  if (ended) {
    await Session.destroy({ where: { idHash } });
    return null;
  }
  if (now - session.lastSeenAt.getTime() > TOUCH_AFTER_MS) {
    // Idle timeout: activity pushes the expiry out again, never past the absolute lifetime.
    const expiresAt = Math.min(now + timeout, session.createdAt.getTime() + ABSOLUTE_LIFETIME_MS);
    await Session.update(
      { lastSeenAt: new Date(now), expiresAt: new Date(expiresAt) },
      { where: { idHash } },
    );
  }
  return user;
}

/** Ends the request's session (if any); returns the Set-Cookie header value that clears the cookie. */
export async function destroyUserSession(
  request: Request,
  context: Pick<AppContext, "secure">,
): Promise<string> {
  const id = await readSessionId(request);
  if (id) await Session.destroy({ where: { idHash: hashId(id) } });
  return sessionCookie().serialize("", { secure: context.secure, maxAge: 0, expires: new Date(0) });
}

/** Housekeeping: expired rows are of no use. */
export async function pruneExpiredSessions(): Promise<number> {
  return Session.destroy({ where: { expiresAt: { [Op.lte]: new Date() } } });
}
