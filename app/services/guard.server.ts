import { redirect } from "@remix-run/node";
import {
  NOT_SIGNED_IN,
  SCREENS,
  can,
  forbiddenMessage,
  homePathFor,
  reaches,
  type Permission,
  type ScreenKey,
} from "~/utils/policy";
import { ServiceError } from "~/utils/service-error";
import { toPublicUser, type PublicUser } from "./auth.server";
import { getSessionUser } from "./session.server";
import { STAFF_REQUEST_WAITING, isAwaitingApproval } from "./staff-requests.server";
import { TWO_FACTOR_SETUP_REQUIRED, mustEnrol } from "./two-factor.server";

/** What a signed-in person the firm requires two-factor of may reach before setting it up. */
const BEFORE_TWO_FACTOR: ReadonlySet<ScreenKey> = new Set(["twoFactorSetup", "signOut"]);

/** What an account whose request to be staff waits may reach: the page that says so, signing out. */
const WHILE_AWAITING_APPROVAL: ReadonlySet<ScreenKey> = new Set(["staffRequest", "signOut"]);

/** The signed-in user, or null. */
export async function getOptionalUser(request: Request): Promise<PublicUser | null> {
  const user = await getSessionUser(request);
  return user ? toPublicUser(user) : null;
}

/** Who a screen's loader and action get: a public screen may be anyone, a guests' screen nobody. */
export type ScreenUser<K extends ScreenKey> = (typeof SCREENS)[K]["access"] extends "public"
  ? PublicUser | null
  : (typeof SCREENS)[K]["access"] extends "guests"
    ? null
    : PublicUser;

/**
 * For screens, from the policy: a visitor who is not signed in goes to the welcome screen; a
 * signed-in user on a screen their role does not reach (or on the welcome screen) goes to their
 * role's home (spec section 2).
 */
export async function requireScreenUser<K extends ScreenKey>(
  request: Request,
  screen: K,
): Promise<ScreenUser<K>> {
  const row = await getSessionUser(request);
  const user = row ? toPublicUser(row) : null;
  // Before any other rule: every screen, the welcome screen and public ones too, sends an
  // account that waits for approval to the page that says so.
  if (isAwaitingApproval(row) && !WHILE_AWAITING_APPROVAL.has(screen)) {
    throw redirect(SCREENS.staffRequest.path);
  }
  if (!reaches(user, screen)) throw redirect(user ? homePathFor(user.role) : "/");
  if (row && !BEFORE_TWO_FACTOR.has(screen) && (await mustEnrol(row))) {
    throw redirect(SCREENS.twoFactorSetup.path);
  }
  return user as ScreenUser<K>;
}

/** What an /api call lets through: a session that waits for approval, or for two-factor set-up. */
export interface ApiGateOptions {
  beforeTwoFactor?: boolean;
  whileAwaitingApproval?: boolean;
}

/**
 * For public /api routes: the signed-in user or null. A session whose request to be staff waits
 * is refused (403) all the same, unless the call is one it may make (signing out).
 */
export async function getOptionalApiUser(
  request: Request,
  options: ApiGateOptions = {},
): Promise<PublicUser | null> {
  const row = await getSessionUser(request);
  if (!options.whileAwaitingApproval && isAwaitingApproval(row)) {
    throw new ServiceError(403, STAFF_REQUEST_WAITING);
  }
  return row ? toPublicUser(row) : null;
}

/**
 * For /api routes, from the policy: 401 without a session, 403 for a role that may not do this
 * at all (record-level rules are the services'), 403 for an account that waits for approval as
 * staff or must set two-factor sign-in up first (unless the call is one it may make). Thrown as
 * ServiceErrors, so the /api runner answers them as JSON.
 */
export async function requireApiUser(
  request: Request,
  permission: Permission | "signed-in",
  options: ApiGateOptions = {},
): Promise<PublicUser> {
  const row = await getSessionUser(request);
  if (!row) throw new ServiceError(401, NOT_SIGNED_IN);
  if (!options.whileAwaitingApproval && isAwaitingApproval(row)) {
    throw new ServiceError(403, STAFF_REQUEST_WAITING);
  }
  const user = toPublicUser(row);
  // A session the firm requires two-factor of does nothing else until it is set up.
  if (!options.beforeTwoFactor && (await mustEnrol(row))) {
    throw new ServiceError(403, TWO_FACTOR_SETUP_REQUIRED);
  }
  if (permission !== "signed-in" && !can(user, permission[0] as never, permission[1])) {
    throw new ServiceError(403, forbiddenMessage(permission[1]));
  }
  return user;
}
