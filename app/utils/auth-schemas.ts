import * as z from "zod/mini";
import { SELF_REGISTER_ROLES } from "./roles";
import { requiredText } from "./field-schemas";

/** Shared by Conform in the browser and by the server (screens and /api alike). */
export const emailField = z.pipe(
  z.pipe(
    z
      .string({ error: "Email is required" })
      .check(
        z.trim(),
        z.minLength(1, "Email is required"),
        z.maxLength(254, "Email must be at most 254 characters"),
      ),
    z.email({ error: "Please enter a valid email address" }),
  ),
  z.transform((value: string) => value.toLowerCase()),
);

/**
 * A password someone chooses. Its length and character rules are the administrator's policy,
 * checked on the server (password-policy.ts), which says what is missing.
 */
export const newPasswordField = z.string({ error: "Password is required" }).check(
  z.minLength(1, "Password is required"),
  // bcrypt reads only the first 72 bytes; a longer password would be silently cut.
  z.maxLength(72, "Password must be at most 72 characters"),
);

export const SignInSchema = z.object({
  email: emailField,
  password: z
    .string({ error: "Password is required" })
    .check(
      z.minLength(1, "Password is required"),
      z.maxLength(200, "Password must be at most 200 characters"),
    ),
});

export const RegisterSchema = z.object({
  firstName: requiredText("First name", 100),
  lastName: requiredText("Last name", 100),
  email: emailField,
  password: newPasswordField,
  role: z._default(
    z.enum(SELF_REGISTER_ROLES, {
      error: (issue) =>
        issue.input === "admin"
          ? "Administrator accounts cannot be created by registration"
          : "Choose Client or Staff Attorney",
    }),
    "client",
  ),
});

/** A new password, typed twice: setting it from an invitation link. */
export const SetPasswordSchema = z
  .object({
    password: z
      .string({ error: "Password is required" })
      .check(
        z.minLength(1, "Password is required"),
        z.maxLength(72, "Password must be at most 72 characters"),
      ),
    confirmPassword: z
      .string({ error: "Type the password again" })
      .check(z.minLength(1, "Type the password again")),
  })
  .check(
    z.refine((values) => values.password === values.confirmPassword, {
      message: "The two passwords are not the same",
      path: ["confirmPassword"],
    }),
  );

export type SignInInput = z.infer<typeof SignInSchema>;
export type RegisterInput = z.infer<typeof RegisterSchema>;
