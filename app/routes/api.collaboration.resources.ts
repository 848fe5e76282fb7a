import { apiRoute, endpoint } from "~/route-kit/api.server";
import { listResources } from "~/services/collaboration/resources.server";

/** GET: the shared resources, newest first, each with its download link (null without a file). */
export const { loader, action } = apiRoute({
  GET: endpoint({ allow: ["read", "sharedResource"], run: ({ user }) => listResources(user) }),
});
