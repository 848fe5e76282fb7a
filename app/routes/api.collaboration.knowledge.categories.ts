import type { LoaderFunctionArgs } from "@remix-run/node";
import { listCategories } from "~/services/collaboration/knowledge.server";
import { staffApi } from "~/services/staff-api.server";

/** GET: the knowledge base's categories, alphabetically. */
export async function loader({ request }: LoaderFunctionArgs) {
  return staffApi(request, () => listCategories());
}
