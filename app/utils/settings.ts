export const PASSWORD_POLICIES = ["basic", "standard", "strict"] as const;
export const TWO_FACTOR_MODES = ["disabled", "optional", "required"] as const;
/** The idle timeout an administrator may choose, in minutes. */
export const SESSION_TIMEOUT_RANGE = { min: 5, max: 1440 } as const;
export type PasswordPolicy = (typeof PASSWORD_POLICIES)[number];

/** The administrator's settings as the rest of the app reads them. */
export interface Settings {
  siteTitle: string;
  supportEmail: string;
  /** An IANA zone (issue 36). */
  timeZone: string;
  sessionTimeoutMinutes: number;
  passwordPolicy: PasswordPolicy;
  twoFactor: (typeof TWO_FACTOR_MODES)[number];
}

/** Spec section 9's defaults, used until an administrator saves settings. */
export const DEFAULT_SETTINGS: Settings = {
  siteTitle: "Justice Streamlined",
  supportEmail: "support@example.com",
  timeZone: "UTC",
  sessionTimeoutMinutes: 60,
  passwordPolicy: "standard",
  twoFactor: "optional",
};
