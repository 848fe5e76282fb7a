import type { LoaderFunctionArgs } from "@remix-run/node";
import { GeneralErrorBoundary } from "~/components/error-page";
import { ScreenHeading } from "~/components/screen-heading";
import { screenLoader } from "~/route-kit/screen.server";

export const loader = (args: LoaderFunctionArgs) => screenLoader(args, "formBuilder", () => null);

export default function FormBuilder() {
  return <ScreenHeading title="Form Builder" />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
