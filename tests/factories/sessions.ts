import type { User } from "~/models/index.server";
import { createUserSession } from "~/services/session.server";
import { readToast } from "~/services/toast.server";
import { defaultAppContext } from "~/utils/app-context";
import type { Role } from "~/utils/roles";
import { getRequest } from "./requests";
import { buildUser } from "./users";

/** The Cookie header of a signed-in session for this user. */
export async function cookieOf(user: User): Promise<string> {
  const setCookie = await createUserSession(user.id, getRequest("/"), defaultAppContext);
  return setCookie.split(";")[0];
}

/** A new user of this role and their session cookie. */
export async function signedIn(
  role: Role = "staff",
  names: { firstName?: string; lastName?: string } = {},
) {
  const user = await buildUser({ role, ...names });
  return { user, cookie: await cookieOf(user) };
}

/** The Cookie header value of a fresh session for the user with this id. */
export async function sessionCookieFor(userId: number): Promise<string> {
  const setCookie = await createUserSession(userId, getRequest("/"), defaultAppContext);
  return setCookie.split(";")[0];
}

/** The toast a redirect carries, read the way the next page reads it. */
export async function toastOf(response: Response) {
  const cookie = response.headers.get("Set-Cookie")?.split(";")[0] ?? "";
  return (await readToast(new Request("http://localhost/", { headers: { Cookie: cookie } }))).toast;
}
