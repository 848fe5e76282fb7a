import { redirect } from "@remix-run/node";
import { homePathFor, type Role } from "~/utils/roles";
import { toPublicUser, type PublicUser } from "./auth.server";
import { getSessionUser } from "./session.server";

/** The signed-in user, or null. */
export async function getOptionalUser(request: Request): Promise<PublicUser | null> {
  const user = await getSessionUser(request);
  return user ? toPublicUser(user) : null;
}

/**
 * For screens: no session goes to the welcome screen; a role not allowed here goes to that role's
 * own home (spec section 2).
 */
export async function requireUser(
  request: Request,
  options: { roles?: readonly Role[] } = {},
): Promise<PublicUser> {
  const user = await getOptionalUser(request);
  if (!user) throw redirect("/");
  if (options.roles && !options.roles.includes(user.role)) throw redirect(homePathFor(user.role));
  return user;
}

/** For /api routes: 401 without a session, 403 for a role not allowed here, as JSON. */
export async function requireApiUser(
  request: Request,
  options: { roles?: readonly Role[] } = {},
): Promise<PublicUser> {
  const user = await getOptionalUser(request);
  if (!user) throw Response.json({ message: "Not signed in" }, { status: 401 });
  if (options.roles && !options.roles.includes(user.role)) {
    throw Response.json({ message: "You do not have permission to do this" }, { status: 403 });
  }
  return user;
}
