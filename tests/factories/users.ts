import { randomBytes } from "node:crypto";
import { User } from "~/models/index.server";
import type { Role } from "~/utils/roles";

/** Every factory user's password; its bcrypt hash (cost 10) is precomputed so factories stay fast. */
export const FACTORY_PASSWORD = "Factory-Pass-2026";
const FACTORY_HASH = "$2b$10$C.lGHHZ8SrS8jLIgQMxQJuqEtI1JqvLXGOBteo.ZMl519dNgmKhEC";

export function uniqueEmail(prefix = "user") {
  return `${prefix}-${randomBytes(5).toString("hex")}@example.test`;
}

/** A user row of the test's own, with overridable fields. */
export async function buildUser(
  overrides: Partial<{ email: string; role: Role; firstName: string; lastName: string }> = {},
) {
  return User.create({
    email: overrides.email ?? uniqueEmail(overrides.role ?? "client"),
    passwordHash: FACTORY_HASH,
    firstName: overrides.firstName ?? "Pat",
    lastName: overrides.lastName ?? "Doe",
    role: overrides.role ?? "client",
  });
}

/** The Cookie header value of a fresh session for the user, as after signing in. */
export async function sessionCookieFor(user: { id: number }): Promise<string> {
  const { createUserSession } = await import("~/services/session.server");
  const { defaultAppContext } = await import("~/utils/app-context");
  const setCookie = await createUserSession(
    user.id,
    new Request("http://localhost/"),
    defaultAppContext,
  );
  return setCookie.split(";")[0];
}
