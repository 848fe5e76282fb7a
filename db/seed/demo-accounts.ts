import type { Role } from "~/utils/roles";

/** The three accounts the sign-in screen shows, with their fixed passwords (issue 2). */
export const DEMO_ACCOUNTS: ReadonlyArray<{
  email: string;
  password: string;
  role: Role;
  firstName: string;
  lastName: string;
  label: string;
  phone?: string;
}> = [
  {
    email: "admin@demo.test",
    password: "Demo-Admin-2026",
    role: "admin",
    firstName: "Alex",
    lastName: "Morgan",
    label: "Administrator",
  },
  {
    email: "staff@demo.test",
    password: "Demo-Staff-2026",
    role: "staff",
    firstName: "Jordan",
    lastName: "Lee",
    label: "Staff Attorney",
  },
  {
    email: "client@demo.test",
    password: "Demo-Client-2026",
    role: "client",
    firstName: "Casey",
    lastName: "Rivera",
    label: "Client",
    phone: "(555) 014-2231",
  },
];
