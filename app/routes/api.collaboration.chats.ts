import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { createChannel, listChannels } from "~/services/collaboration/chat.server";
import { staffApi } from "~/services/staff-api.server";
import { methodNotAllowed, readJsonObject } from "~/utils/api.server";

/** GET: the channels the caller may see. POST {channelName, description, isPrivate}: a new one. */
export async function loader({ request }: LoaderFunctionArgs) {
  return staffApi(request, (user) => listChannels(user));
}

export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed("GET, POST");
  return staffApi(request, async (user) => createChannel(user, await readJsonObject(request)), 201);
}
