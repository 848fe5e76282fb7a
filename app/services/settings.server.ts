import { SystemSetting, User, sequelize } from "~/models/index.server";
import { SettingsSchema } from "~/utils/admin-schemas";
import { authorize } from "~/utils/policy";
import { ServiceError } from "~/utils/service-error";
import { parseOrThrow } from "~/utils/validation";
import { audit } from "./audit.server";
import type { PublicUser } from "./auth.server";
import { DEFAULT_SETTINGS, type Settings } from "~/utils/settings";
import { todayIn } from "~/utils/zone-calendar";

/**
 * Settings are read by nearly every request (the site title, the time zone, the session timeout)
 * and change when an administrator saves them: one read serves this process for a few seconds.
 * Whatever writes the row calls forgetSettings(); another process sees the change within SETTINGS_TTL_MS.
 */
export const SETTINGS_TTL_MS = 5_000;
let cached: { settings: Promise<Settings>; until: number } | null = null;

/** The administrator's settings, or spec defaults until they are saved. */
export function getSettings(): Promise<Settings> {
  const now = Date.now();
  if (!cached || cached.until <= now) {
    const settings = readSettings();
    cached = { settings, until: now + SETTINGS_TTL_MS };
    // A failed read is not kept: the next request asks the database again.
    settings.catch(() => {
      if (cached?.settings === settings) cached = null;
    });
  }
  return cached.settings;
}

/** Today in the firm's time zone, `YYYY-MM-DD`: what "in the future" means for a typed date. */
export async function firmToday(now = new Date()): Promise<string> {
  const { timeZone } = await getSettings();
  return todayIn(timeZone, now);
}

/**
 * Refuses a day (`YYYY-MM-DD`, from dates.ts) after the firm's today, as `field`'s error with
 * `message`: the browser cannot know the firm's time zone, so this check is the server's.
 */
export async function refuseFutureDay(
  day: string | null | undefined,
  field: string,
  message: string,
): Promise<void> {
  if (day && day > (await firmToday()))
    throw new ServiceError(400, message, { [field]: [message] });
}

/** Drops the kept settings: the next request reads the row again. */
export function forgetSettings(): void {
  cached = null;
}

async function readSettings(): Promise<Settings> {
  const row = await SystemSetting.findByPk(1);
  if (!row) return DEFAULT_SETTINGS;
  return {
    siteTitle: row.siteTitle,
    supportEmail: row.supportEmail,
    timeZone: row.timeZone,
    sessionTimeoutMinutes: row.sessionTimeoutMinutes,
    passwordPolicy: row.passwordPolicy,
    twoFactor: row.twoFactor,
  };
}

export const REQUIRE_OWN_TWO_FACTOR_FIRST =
  "Set up two-factor sign-in for your own account first (on your account page), then require it";

/**
 * Saves the administrator's settings in one transaction with the audit event that names what
 * changed (old and new value of each; none of them is a secret). Every request of this process
 * reads the new values from the next one on.
 */
export async function saveSettings(
  user: PublicUser | null,
  input: unknown,
  meta: { ip: string },
): Promise<Settings> {
  authorize(user, "update", "setting");
  const values = parseOrThrow(SettingsSchema, input);
  const before = await readSettings();
  if (values.twoFactor === "required" && before.twoFactor !== "required") {
    // Requiring it of staff would send this administrator to the set-up at once.
    const self = await User.findByPk(user!.id, { attributes: ["twoFactorEnabledAt"] });
    if (!self?.twoFactorEnabledAt) {
      throw new ServiceError(400, REQUIRE_OWN_TWO_FACTOR_FIRST, {
        twoFactor: [REQUIRE_OWN_TWO_FACTOR_FIRST],
      });
    }
  }
  const changed = (Object.keys(values) as Array<keyof Settings>).filter(
    (key) => values[key] !== before[key],
  );
  if (changed.length > 0) {
    await sequelize.transaction(async (transaction) => {
      await SystemSetting.upsert({ id: 1, ...values }, { transaction });
      const details = Object.fromEntries(
        changed.map((key) => [key, { from: before[key], to: values[key] }]),
      );
      await audit(transaction, "setting_changed", user, ["setting", 1], details, meta.ip);
    });
    forgetSettings();
  }
  return values;
}
