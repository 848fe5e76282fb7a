import type { AppContext } from "~/utils/app-context";
import { recordSignOut } from "./auth.server";
import { destroyUserSession, getSessionUser } from "./session.server";

/** Ends the session (screen and /api alike); returns the Set-Cookie header that clears the cookie. */
export async function signOut(request: Request, context: AppContext): Promise<string> {
  const user = await getSessionUser(request);
  const cookie = await destroyUserSession(request, context);
  if (user) await recordSignOut(user.id, context.clientIp);
  return cookie;
}
