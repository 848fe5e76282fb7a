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
import { TWO_FACTOR_SETUP_REQUIRED, mustEnrol } from "./two-factor.server";

/** What a signed-in person the firm requires two-factor of may reach before setting it up. */
const BEFORE_TWO_FACTOR: ReadonlySet<ScreenKey> = new Set(["twoFactorSetup", "signOut"]);

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
  if (!reaches(user, screen)) throw redirect(user ? homePathFor(user.role) : "/");
  if (row && !BEFORE_TWO_FACTOR.has(screen) && (await mustEnrol(row))) {
    throw redirect(SCREENS.twoFactorSetup.path);
  }
  return user as ScreenUser<K>;
}

/**
 * For /api routes, from the policy: 401 without a session, 403 for a role that may not do this
 * at all (record-level rules are the services'), 403 for an account that must set two-factor
 * sign-in up first (unless the call is part of that). Thrown as ServiceErrors, so the /api runner
 * answers them as JSON.
 */
export async function requireApiUser(
  request: Request,
  permission: Permission | "signed-in",
  options: { beforeTwoFactor?: boolean } = {},
): Promise<PublicUser> {
  const row = await getSessionUser(request);
  if (!row) throw new ServiceError(401, NOT_SIGNED_IN);
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
