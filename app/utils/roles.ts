export const ROLES = ["admin", "staff", "client"] as const;
export type Role = (typeof ROLES)[number];

/**
 * Account types a person may choose when registering. Staff makes a client's account with a
 * request an administrator approves (issue 35): nobody makes themselves staff.
 */
export const SELF_REGISTER_ROLES = ["client", "staff"] as const;

/** Where a request to be staff stands (null on the account: no request). */
export const STAFF_REQUESTS = ["pending", "declined"] as const;
export type StaffRequest = (typeof STAFF_REQUESTS)[number];

const ROLE_TITLES: Record<Role, string> = {
  staff: "Staff Attorney",
  client: "Client",
  admin: "Administrator",
};

/**
 * The header's role line as people read it (issue 14): the spec's "role followed by Attorney"
 * made a client read as a lawyer ("Client Attorney"), so only staff are attorneys.
 */
export function roleTitle(role: string): string {
  return Object.hasOwn(ROLE_TITLES, role) ? ROLE_TITLES[role as Role] : role;
}
