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
  // bcrypt reads only the first 72 bytes (UTF-8); a longer password would be silently cut, so
  // the limit counts bytes: an accented letter takes two.
  z.refine(
    (value: string) => new TextEncoder().encode(value).length <= 72,
    "Password must be at most 72 characters (fewer with accented letters)",
  ),
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

/** "Forgot your password?": the address to send a reset link to. */
export const ForgotPasswordSchema = z.object({ email: emailField });

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

/** A new password typed twice must be the same both times (the message sits on the second). */
const typedTwice = <T extends { confirmPassword: string }>(password: keyof T) =>
  z.refine<T>((values) => values[password] === values.confirmPassword, {
    message: "The two passwords are not the same",
    path: ["confirmPassword"],
  });

/** A new password, typed twice: setting it from an invitation link. */
export const SetPasswordSchema = z
  .object({
    password: newPasswordField,
    confirmPassword: z
      .string({ error: "Type the password again" })
      .check(z.minLength(1, "Type the password again")),
  })
  .check(typedTwice<{ password: string; confirmPassword: string }>("password"));

/**
 * The account page's forms and the two-factor sign-in step (issue 11), shared by Conform in the
 * browser and by the server (screens and /api alike).
 */

const currentPassword = z
  .string({ error: "Enter your current password" })
  .check(
    z.minLength(1, "Enter your current password"),
    z.maxLength(200, "Password must be at most 200 characters"),
  );

/** Six digits from an authenticator app; spaces someone types between them are dropped. */
const appCode = z.pipe(
  z.string({ error: "Enter the 6-digit code from your authenticator app" }),
  z.pipe(
    z.transform((value: string) => value.replace(/\s+/g, "")),
    z.string().check(z.regex(/^\d{6}$/, "Enter the 6-digit code from your authenticator app")),
  ),
);

/** The sign-in step and the checks that accept either: an app's code or a recovery code. */
const anyCode = z
  .string({ error: "Enter the code from your authenticator app or a recovery code" })
  .check(
    z.trim(),
    z.minLength(1, "Enter the code from your authenticator app or a recovery code"),
    z.maxLength(40, "That code is too long"),
  );

export const ChangePasswordSchema = z
  .object({
    currentPassword,
    newPassword: newPasswordField,
    confirmPassword: z
      .string({ error: "Type the new password again" })
      .check(z.minLength(1, "Type the new password again")),
  })
  .check(typedTwice<{ newPassword: string; confirmPassword: string }>("newPassword"));

/** Confirms the set-up of an authenticator app. */
export const EnableTwoFactorSchema = z.object({ code: appCode });

/** The second step of a sign-in; also what regenerating recovery codes asks for. */
export const TwoFactorCodeSchema = z.object({ code: anyCode });

/** Turning two-factor off: the password and a current code. */
export const DisableTwoFactorSchema = z.object({ password: currentPassword, code: anyCode });

/** One of the user's sessions, by the handle the sessions list shows. */
export const SessionRowSchema = z.object({
  sessionId: z
    .string({ error: "Choose a session" })
    .check(z.regex(/^[\w-]{16,32}$/, "Choose a session")),
});

export type SignInInput = z.infer<typeof SignInSchema>;
export type RegisterInput = z.infer<typeof RegisterSchema>;
