import { apiRoute, endpoint } from "~/route-kit/api.server";
import { getSystemHealth } from "~/services/system-health.server";

/** GET: {health} — the database, migrations, process, storage and last backup, measured now. */
export const { loader, action } = apiRoute({
  GET: endpoint({
    allow: ["read", "administration"],
    run: async ({ user }) => ({ health: await getSystemHealth(user) }),
  }),
});
