import type { LoaderFunctionArgs } from "@remix-run/node";
import { GeneralErrorBoundary } from "~/components/error-page";
import { ScreenHeading } from "~/components/screen-heading";
import { screenLoader } from "~/route-kit/screen.server";

export const loader = (args: LoaderFunctionArgs) => screenLoader(args, "analytics", () => null);

export default function Analytics() {
  return <ScreenHeading title="Analytics" />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
