import { SystemSetting } from "~/models/index.server";
import { DEFAULT_SETTINGS, type Settings } from "~/utils/settings";

/** The administrator's settings, or spec defaults until they are saved. */
export async function getSettings(): Promise<Settings> {
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
