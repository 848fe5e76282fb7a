import { SystemSetting, User, sequelize } from "~/models/index.server";
import type { Transaction } from "sequelize";
import * as z from "zod/mini";
import { SETTING_FIELDS } from "~/utils/admin-schemas";
import { authorize } from "~/utils/policy";
import { ServiceError } from "~/utils/service-error";
import { audit } from "./audit.server";
import type { PublicUser } from "./auth.server";
import { DEFAULT_SETTINGS, type Settings } from "~/utils/settings";
import { dayIn } from "~/utils/zone-calendar";

/**
 * Settings are read by nearly every request (the site title, the time zone, the session timeout)
 * and change when an administrator saves them: one read serves this process for a few seconds.
 * Whatever writes the row calls forgetSettings(); another process sees the change within SETTINGS_TTL_MS.
 */
export const SETTINGS_TTL_MS = 5_000;
let cached: { settings: Promise<Settings>; until: number } | null = null;

/**
 * The administrator's settings, or spec defaults until they are saved. Work inside a transaction
 * passes it: a read the cache cannot answer goes through the transaction's own connection (and is
 * not kept), so transactions holding every connection of the pool never wait for one more.
 */
export function getSettings(transaction?: Transaction): Promise<Settings> {
  const now = Date.now();
  if (transaction && (!cached || cached.until <= now)) return readSettings(transaction);
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
  return dayIn(timeZone, now);
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

async function readSettings(transaction?: Transaction): Promise<Settings> {
  const row = await SystemSetting.findByPk(1, { transaction });
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

export const REQUIRE_OWN_TWO_FACTOR_FIRST = "Set up your own two-factor sign-in first";

/** Each setting as a message names it. */
export const SETTING_NAMES: Record<keyof Settings, string> = {
  siteTitle: "site title",
  supportEmail: "support email",
  timeZone: "time zone",
  sessionTimeoutMinutes: "session timeout",
  passwordPolicy: "password policy",
  twoFactor: "two-factor",
};
const SETTING_KEYS = Object.keys(SETTING_NAMES) as Array<keyof Settings>;

export type RefusedSettings = Partial<Record<keyof Settings, string>>;

/** "Saved, except two-factor: set up your own two-factor sign-in first" (or "Settings saved"). */
export function savedMessage(refused: RefusedSettings): string {
  const entries = Object.entries(refused) as Array<[keyof Settings, string]>;
  if (entries.length === 0) return "Settings saved";
  const named = entries.map(
    ([key, message]) =>
      `${SETTING_NAMES[key]}: ${message.charAt(0).toLowerCase()}${message.slice(1)}`,
  );
  return `Saved, except ${named.join("; ")}`;
}

/**
 * Saves the administrator's settings, each on its own terms (issue 36): a field that is refused
 * keeps its old value and is named, the others are saved; a field not sent is left as it is. In
 * one transaction with the audit event that names what changed (old and new value of each; none
 * is a secret). Refused with 400 (nothing changed) only when nothing could be saved. Every
 * request of this process reads the new values from the next one on.
 */
export async function saveSettings(
  user: PublicUser | null,
  input: unknown,
  meta: { ip: string },
): Promise<{ settings: Settings; refused: RefusedSettings; message: string }> {
  authorize(user, "update", "setting");
  if (!input || typeof input !== "object" || Array.isArray(input)) {
    throw new ServiceError(400, "Send the settings as an object");
  }
  const sent = input as Record<string, unknown>;
  const unknown = Object.keys(sent).filter((key) => !(key in SETTING_NAMES));
  if (unknown.length > 0) {
    throw new ServiceError(
      400,
      `Unknown ${unknown.length === 1 ? "setting" : "settings"}: ${unknown.join(", ")}`,
    );
  }
  const before = await readSettings();
  const values: Settings = { ...before };
  const refused: RefusedSettings = {};
  for (const key of SETTING_KEYS) {
    if (sent[key] === undefined) continue;
    const parsed = z.safeParse(SETTING_FIELDS[key], sent[key]);
    if (parsed.success) (values as unknown as Record<string, unknown>)[key] = parsed.data;
    else refused[key] = parsed.error.issues[0]?.message ?? `Check the ${SETTING_NAMES[key]}`;
  }
  if (values.twoFactor === "required" && before.twoFactor !== "required") {
    // Requiring it of staff would send this administrator to the set-up at once.
    const self = await User.findByPk(user!.id, { attributes: ["twoFactorEnabledAt"] });
    if (!self?.twoFactorEnabledAt) {
      refused.twoFactor = REQUIRE_OWN_TWO_FACTOR_FIRST;
      values.twoFactor = before.twoFactor;
    }
  }
  const changed = SETTING_KEYS.filter((key) => values[key] !== before[key]);
  const refusedKeys = Object.keys(refused) as Array<keyof Settings>;
  if (refusedKeys.length > 0 && changed.length === 0) {
    const fieldErrors = Object.fromEntries(refusedKeys.map((key) => [key, [refused[key]!]]));
    throw new ServiceError(
      400,
      refusedKeys.length === 1
        ? refused[refusedKeys[0]]!
        : `Not saved: ${savedMessage(refused).replace(/^Saved, except /, "")}`,
      fieldErrors,
    );
  }
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
  return { settings: values, refused, message: savedMessage(refused) };
}
