import { apiRoute, endpoint } from "~/route-kit/api.server";
import { alertPreferences, saveAlertPreferences } from "~/services/mail/alert-preferences.server";

/**
 * The signed-in person's e-mail alerts (issue 37 item 4), as on their account page. GET:
 * `{ preferences: { <kind>: "instant" | "digest" | "off" } }`, every kind of their role. PUT the
 * same shape (kinds left out stay as they are): 200 with all of them; 400 naming each kind that is
 * not theirs, or a mode that is not one, and nothing saved.
 */
export const { loader, action } = apiRoute({
  GET: endpoint({
    allow: ["read", "account"],
    run: async ({ user }) => ({ preferences: await alertPreferences(user) }),
  }),
  PUT: endpoint({
    allow: ["update", "account"],
    body: "json",
    run: async ({ user, body }) => ({ preferences: await saveAlertPreferences(user, body) }),
  }),
});
