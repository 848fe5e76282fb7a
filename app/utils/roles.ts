export const ROLES = ["admin", "staff", "client"] as const;
export type Role = (typeof ROLES)[number];

/** Roles a person may choose for themselves when registering. */
export const SELF_REGISTER_ROLES = ["client", "staff"] as const;

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
