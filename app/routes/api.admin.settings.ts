import { apiRoute, endpoint } from "~/route-kit/api.server";
import { getSettings, saveSettings } from "~/services/settings.server";
import { authorize } from "~/utils/policy";
import { timeZoneList } from "~/utils/time-zones";

/**
 * GET: { settings, timeZones } (every IANA zone, the US zones first). PATCH { siteTitle?,
 * supportEmail?, timeZone?, sessionTimeoutMinutes?, passwordPolicy?, twoFactor? }: each field
 * saved on its own terms, a field not sent left as it is: 200 { settings, refused: { field:
 * message }, message } ("Saved, except two-factor: ..."); 400 when nothing could be saved.
 * Administrators only; audited.
 */
export const { loader, action } = apiRoute({
  GET: endpoint({
    allow: ["read", "setting"],
    run: async ({ user }) => {
      authorize(user, "read", "setting");
      return { settings: await getSettings(), timeZones: timeZoneList() };
    },
  }),
  PATCH: endpoint({
    allow: ["update", "setting"],
    body: "json",
    run: ({ user, body, context }) => saveSettings(user, body, { ip: context.clientIp }),
  }),
});
