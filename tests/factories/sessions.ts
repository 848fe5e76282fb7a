import { createUserSession } from "~/services/session.server";
import { readToast } from "~/services/toast.server";
import { defaultAppContext } from "~/utils/app-context";
import type { Role } from "~/utils/roles";
import { getRequest } from "./requests";
import { buildUser } from "./users";

/** The Cookie header of a fresh signed-in session for this user, as after signing in. */
export async function sessionCookieFor(user: { id: number }): Promise<string> {
  const setCookie = await createUserSession(user.id, getRequest("/"), defaultAppContext);
  return setCookie.split(";")[0];
}

/** A new user of this role and their session cookie. */
export async function signedIn(
  role: Role = "staff",
  names: { firstName?: string; lastName?: string } = {},
) {
  const user = await buildUser({ role, ...names });
  return { user, cookie: await sessionCookieFor(user) };
}

/** The toast a redirect carries, read the way the next page reads it. */
export async function toastOf(response: Response) {
  const cookie = response.headers.get("Set-Cookie")?.split(";")[0] ?? "";
  return (await readToast(new Request("http://localhost/", { headers: { Cookie: cookie } }))).toast;
}
