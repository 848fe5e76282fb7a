import { data } from "@remix-run/node";
import { NotFound } from "~/root";

/** Any path no other route claims. */
export function loader() {
  return data(null, { status: 404 });
}

export default function NotFoundRoute() {
  return <NotFound />;
}
