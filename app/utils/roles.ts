export const ROLES = ["admin", "staff", "client"] as const;
export type Role = (typeof ROLES)[number];

/** Roles a person may choose for themselves when registering. */
export const SELF_REGISTER_ROLES = ["client", "staff"] as const;

/** Where each role lives; also where a user on another role's screen is sent. */
export function homePathFor(role: string): string {
  if (role === "admin") return "/admin";
  if (role === "staff") return "/dashboard";
  return "/client-portal";
}

/** The header's role line: the role followed by Attorney (spec section 2). */
export function roleTitle(role: string): string {
  return `${role.charAt(0).toUpperCase()}${role.slice(1)} Attorney`;
}

/**
 * Who may use the staff dashboard and its /api routes: staff attorneys only. Administrators have
 * their own area (/admin) and get 403 here; collaboration content (private channels, case tasks)
 * is the attorneys' work.
 */
export const STAFF_ONLY = { roles: ["staff"] } as const satisfies { roles: readonly Role[] };
