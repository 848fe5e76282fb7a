import { apiRoute, listing } from "~/route-kit/api.server";
import { listStaff } from "~/services/people.server";

/** GET /api/users/staff: the firm's staff attorneys (id, first and last name), for staff and admins. */
export const { loader, action } = apiRoute({
  GET: listing(["read", "staffMember"], async (user) => ({ staff: await listStaff(user) })),
});
