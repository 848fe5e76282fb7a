export const ROLES = ["admin", "staff", "client"] as const;
export type Role = (typeof ROLES)[number];

/** Roles a person may choose for themselves when registering. */
export const SELF_REGISTER_ROLES = ["client", "staff"] as const;

/** The header's role line: the role followed by Attorney (spec section 2). */
export function roleTitle(role: string): string {
  return `${role.charAt(0).toUpperCase()}${role.slice(1)} Attorney`;
}
