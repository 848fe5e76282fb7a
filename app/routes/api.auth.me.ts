import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireApiUser } from "~/services/guard.server";
import { apiHandler } from "~/utils/api.server";

export async function loader({ request }: LoaderFunctionArgs) {
  return apiHandler(request, async () => {
    const user = await requireApiUser(request);
    return Response.json({ user }, { headers: { "Cache-Control": "no-store" } });
  });
}
