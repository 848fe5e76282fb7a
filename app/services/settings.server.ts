import { SystemSetting } from "~/models/index.server";
import { DEFAULT_SETTINGS, type Settings } from "~/utils/settings";

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
