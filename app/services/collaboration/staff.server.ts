import { User } from "~/models/index.server";
import { authorize } from "~/utils/policy";
import type { PublicUser } from "../auth.server";

export interface StaffMember {
  id: number;
  firstName: string;
  lastName: string;
}

const STAFF_LIMIT = 500;

/** The firm's staff attorneys by name: the choices for a task's assignee or a channel's members. */
export async function listStaff(user: PublicUser): Promise<StaffMember[]> {
  authorize(user, "read", "staffMember");
  const rows = await User.findAll({
    where: { role: "staff" },
    attributes: ["id", "firstName", "lastName"],
    order: [
      ["lastName", "ASC"],
      ["firstName", "ASC"],
      ["id", "ASC"],
    ],
    limit: STAFF_LIMIT,
  });
  return rows.map((row) => ({ id: row.id, firstName: row.firstName, lastName: row.lastName }));
}

/** The staff member with this id, or null (a client's or an admin's id is not one). */
export async function findStaff(id: number): Promise<StaffMember | null> {
  const row = await User.findOne({
    where: { id, role: "staff" },
    attributes: ["id", "firstName", "lastName"],
  });
  return row ? { id: row.id, firstName: row.firstName, lastName: row.lastName } : null;
}
