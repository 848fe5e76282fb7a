import type { ActionFunctionArgs } from "@remix-run/node";
import { signOut } from "~/services/sign-out.server";
import { apiHandler, methodNotAllowed } from "~/utils/api.server";

export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  return apiHandler(request, async () => {
    const cookie = await signOut(request, context);
    return Response.json({ message: "Signed out" }, { headers: { "Set-Cookie": cookie } });
  });
}

export const loader = () => methodNotAllowed("POST");
