import type { LoaderFunctionArgs } from "@remix-run/node";
import { ScreenHeading } from "~/components/screen-heading";
import { requireUser } from "~/services/guard.server";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request, { roles: ["staff"] });
  return null;
}

export default function Analytics() {
  return <ScreenHeading title="Analytics" />;
}
