import { apiRoute, listing } from "~/route-kit/api.server";
import { listResources } from "~/services/collaboration/resources.server";

/** GET: the shared resources, newest first, each with its download link (null without a file). */
export const { loader, action } = apiRoute({
  GET: listing(["read", "sharedResource"], listResources),
});
