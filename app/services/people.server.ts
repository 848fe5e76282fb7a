import { User } from "~/models/index.server";
import { authorize } from "~/utils/policy";
import { pick } from "~/utils/pick";
import type { Person } from "~/utils/person";
import type { PublicUser } from "./auth.server";

/** Just what a name needs: what a query includes for a record's person. */
/** The fields that name someone (a Person). */
export const PERSON_FIELDS = ["id", "firstName", "lastName"] as const;

export const toPerson = (user: Person): Person => pick(user, ...PERSON_FIELDS);

/** A record's person (attorney, sender, uploader, assignee) as a query's include. */
export const personAs = (as: string) => ({ model: User, as, attributes: [...PERSON_FIELDS] });

const STAFF_LIMIT = 500;

/** The firm's staff attorneys by name: the choices for a task's assignee or a channel's members. */
export async function listStaff(user: PublicUser): Promise<Person[]> {
  authorize(user, "read", "staffMember");
  const rows = await User.findAll({
    where: { role: "staff" },
    attributes: [...PERSON_FIELDS],
    order: [
      ["lastName", "ASC"],
      ["firstName", "ASC"],
      ["id", "ASC"],
    ],
    limit: STAFF_LIMIT,
    // Plain rows: a choice list of a busy firm's attorneys built no model instances.
    raw: true,
  });
  return (rows as unknown as Person[]).map(toPerson);
}

/** The staff member with this id, or null (a client's or an admin's id is not one). */
export async function findStaff(id: number): Promise<Person | null> {
  const row = await User.findOne({ where: { id, role: "staff" }, attributes: [...PERSON_FIELDS] });
  return row ? toPerson(row) : null;
}
