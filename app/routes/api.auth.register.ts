import type { ActionFunctionArgs } from "@remix-run/node";
import { register } from "~/services/auth.server";
import { createUserSession } from "~/services/session.server";
import { apiHandler, methodNotAllowed, readJsonObject } from "~/utils/api.server";

export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  return apiHandler(request, async () => {
    const user = await register(await readJsonObject(request), { ip: context.clientIp });
    const cookie = await createUserSession(user.id, request, context);
    return Response.json({ user }, { status: 201, headers: { "Set-Cookie": cookie } });
  });
}

export const loader = () => methodNotAllowed("POST");
