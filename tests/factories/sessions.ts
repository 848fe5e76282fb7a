import { createUserSession } from "~/services/session.server";
import { defaultAppContext } from "~/utils/app-context";
import { getRequest } from "./requests";

/** The Cookie header value of a fresh session for the user. */
export async function sessionCookieFor(userId: number): Promise<string> {
  const setCookie = await createUserSession(userId, getRequest("/"), defaultAppContext);
  return setCookie.split(";")[0];
}
