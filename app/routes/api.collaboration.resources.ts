import type { LoaderFunctionArgs } from "@remix-run/node";
import { listResources } from "~/services/collaboration/resources.server";
import { staffApi } from "~/services/staff-api.server";

/** GET: the shared resources, newest first, each with its download link (null without a file). */
export async function loader({ request }: LoaderFunctionArgs) {
  return staffApi(request, () => listResources());
}
