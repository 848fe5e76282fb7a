import { User } from "~/models/index.server";
import type { Role, StaffRequest } from "~/utils/roles";
import { uniqueEmail } from "./emails";

/** Every factory user's password; its bcrypt hash (cost 10) is precomputed so factories stay fast. */
export const FACTORY_PASSWORD = "Factory-Pass-2026";
const FACTORY_HASH = "$2b$10$C.lGHHZ8SrS8jLIgQMxQJuqEtI1JqvLXGOBteo.ZMl519dNgmKhEC";

/** A user row of the test's own, with overridable fields. */
export async function buildUser(
  overrides: Partial<{
    email: string;
    role: Role;
    firstName: string;
    lastName: string;
    /** A request to be staff (its role stays client): 'pending' waits for an administrator. */
    staffRequest: StaffRequest;
  }> = {},
) {
  return User.create({
    email: overrides.email ?? uniqueEmail(overrides.role ?? "client"),
    passwordHash: FACTORY_HASH,
    firstName: overrides.firstName ?? "Pat",
    lastName: overrides.lastName ?? "Doe",
    role: overrides.role ?? "client",
    ...(overrides.staffRequest
      ? { staffRequest: overrides.staffRequest, staffRequestedAt: new Date() }
      : {}),
  });
}
