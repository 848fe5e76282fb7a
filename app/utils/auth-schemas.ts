import * as z from "zod";
import { SELF_REGISTER_ROLES } from "./roles";

/** Shared by Conform in the browser and by the server (screens and /api alike). */
const email = z
  .string({ error: "Email is required" })
  .trim()
  .min(1, "Email is required")
  .max(254, "Email must be at most 254 characters")
  .pipe(z.email({ error: "Please enter a valid email address" }))
  .transform((value) => value.toLowerCase());

const name = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(100, `${label} must be at most 100 characters`);

export const SignInSchema = z.object({
  email,
  password: z
    .string({ error: "Password is required" })
    .min(1, "Password is required")
    .max(200, "Password must be at most 200 characters"),
});

export const RegisterSchema = z.object({
  firstName: name("First name"),
  lastName: name("Last name"),
  email,
  password: z
    .string({ error: "Password is required" })
    .min(1, "Password is required")
    // bcrypt reads only the first 72 bytes; a longer password would be silently cut.
    .max(72, "Password must be at most 72 characters"),
  role: z
    .enum(SELF_REGISTER_ROLES, {
      error: (issue) =>
        issue.input === "admin"
          ? "Administrator accounts cannot be created by registration"
          : "Choose Client or Staff Attorney",
    })
    .default("client"),
});

export type SignInInput = z.infer<typeof SignInSchema>;
export type RegisterInput = z.infer<typeof RegisterSchema>;
