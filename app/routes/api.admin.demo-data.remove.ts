import { apiRoute, endpoint } from "~/route-kit/api.server";
import { removeDemoData } from "~/services/demo-data.server";

/**
 * POST /api/admin/demo-data/remove: removes the demo accounts and their sample content, and
 * answers what went, by kind. Administrators only; 409 for a demo administrator, or when there
 * is nothing left to remove.
 */
export const { loader, action } = apiRoute({
  POST: endpoint({
    allow: ["remove", "demoData"],
    run: async ({ user, context }) => ({
      removed: await removeDemoData(user, { ip: context.clientIp }),
    }),
  }),
});
