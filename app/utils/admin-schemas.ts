import * as z from "zod/mini";
import { emailField, newPasswordField } from "./auth-schemas";
import { recordIdField, requiredText } from "./field-schemas";
import { ROLES } from "./roles";
import { PASSWORD_POLICIES, SESSION_TIMEOUT_RANGE, TWO_FACTOR_MODES } from "./settings";
import { isTimeZone } from "./time-zones";

/**
 * What an administrator sends (the admin screen's forms and the /api/admin calls alike):
 * a new account, a role, the settings. zod/mini, loaded by a form when it is first used.
 */

/** The roles an administrator may give a new account (spec section 5): never another admin. */
export const CREATABLE_ROLES = ["staff", "client"] as const;

/**
 * A new account. It has no password: the invitation e-mail's link lets the person choose their own
 * (issue 37), so the administrator never knows it.
 */
export const CreateUserSchema = z.object({
  firstName: requiredText("First name", 100),
  lastName: requiredText("Last name", 100),
  email: emailField,
  role: z.enum(CREATABLE_ROLES, { error: "Choose Staff or Client" }),
});
export type CreateUserInput = z.output<typeof CreateUserSchema>;

/** The firm's first administrator, made with `npm run create-admin`: a password is required. */
export const FirstAdministratorSchema = z.object({
  firstName: requiredText("First name", 100),
  lastName: requiredText("Last name", 100),
  email: emailField,
  password: newPasswordField,
});

const role = z.enum(ROLES, { error: "Choose Administrator, Staff or Client" });
export const RoleChangeSchema = z.object({ role });

/** A row button of User Management: which account (and, for a role change, the new role). */
export const UserRowSchema = z.object({ userId: recordIdField("User not found") });
export const UserRoleRowSchema = z.object({ userId: recordIdField("User not found"), role });

/**
 * A whole number of minutes: a form's text or a JSON number. Read from anything (as record ids
 * are), so a missing value reaches the check and is named like a wrong one.
 */
const minutes = z.pipe(
  z.optional(z.unknown()),
  z.transform((value, payload) => {
    const text = typeof value === "string" ? value.trim() : null;
    const number =
      typeof value === "number"
        ? value
        : text !== null && /^\d{1,5}$/.test(text)
          ? Number(text)
          : NaN;
    const { min, max } = SESSION_TIMEOUT_RANGE;
    if (Number.isInteger(number) && number >= min && number <= max) return number;
    payload.issues.push({
      code: "custom",
      message: `Session timeout must be a whole number of minutes from ${min} to ${max}`,
      input: value,
    });
    return z.NEVER;
  }),
);

const TIME_ZONE_MESSAGE = "Choose one of the time zones in the list";

/**
 * Each setting's own check: a setting is saved on its own terms (issue 36), so the service checks
 * them one by one and saves those that pass. The time zone is any IANA zone the server knows.
 */
export const SETTING_FIELDS = {
  siteTitle: requiredText("Site title", 120),
  supportEmail: emailField,
  timeZone: z
    .string({ error: TIME_ZONE_MESSAGE })
    .check(z.refine((zone) => isTimeZone(zone), TIME_ZONE_MESSAGE)),
  sessionTimeoutMinutes: minutes,
  passwordPolicy: z.enum(PASSWORD_POLICIES, { error: "Choose a password policy" }),
  twoFactor: z.enum(TWO_FACTOR_MODES, { error: "Choose how two-factor sign-in applies" }),
};

export const SettingsSchema = z.object(SETTING_FIELDS);
export type SettingsInput = z.output<typeof SettingsSchema>;

/** A page the firm publishes (terms, privacy, accessibility): its title and text. */
export const SitePageSchema = z.object({
  title: requiredText("Title", 120),
  body: requiredText("Text", 20_000),
});
export type SitePageInput = z.output<typeof SitePageSchema>;
