import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { signOut } from "~/services/sign-out.server";

export async function action({ request, context }: ActionFunctionArgs) {
  const cookie = await signOut(request, context);
  return redirect("/", { headers: { "Set-Cookie": cookie } });
}

/** Logging out is a POST; a GET (a typed URL, a prefetch) changes nothing. */
export function loader() {
  return redirect("/");
}
