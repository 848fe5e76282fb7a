import { data } from "@remix-run/node";
import { GeneralErrorBoundary, NotFoundPage } from "~/components/error-page";

/** Any path no other route claims: the 404 page, with status 404. */
export function loader() {
  return data(null, { status: 404 });
}

export default function NotFoundRoute() {
  return <NotFoundPage />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
