import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { screenAction } from "~/route-kit/screen.server";
import { signOut } from "~/services/sign-out.server";

/** Logging out is a POST (the header's form); it works with or without a session. */
export const action = (args: ActionFunctionArgs) =>
  screenAction(args, "signOut", (intent) => ({
    "sign-out": intent(null, async ({ request, context, redirect: go }) => {
      const cookie = await signOut(request, context);
      return go("/", undefined, { "Set-Cookie": cookie });
    }),
  }));

/** A GET (a typed URL, a prefetch) changes nothing. */
export function loader() {
  return redirect("/");
}
