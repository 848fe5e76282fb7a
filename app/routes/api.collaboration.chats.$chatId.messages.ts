import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { listMessages, sendMessage } from "~/services/collaboration/chat.server";
import { pathId, staffApi } from "~/services/staff-api.server";
import { methodNotAllowed, readJsonObject } from "~/utils/api.server";
import { ServiceError } from "~/utils/service-error";

/**
 * GET: the channel's latest 200 messages, oldest first; `?after={id}` only those newer than it
 * (what the screen polls for). POST {content}: send one. A private channel of others is 404.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  return staffApi(request, (user) => {
    const channelId = pathId(params.chatId, "Channel not found");
    const after = new URL(request.url).searchParams.get("after");
    if (after !== null && !/^\d{1,10}$/.test(after)) {
      throw new ServiceError(400, "after must be a message id", {
        after: ["after must be a message id"],
      });
    }
    return listMessages(user, channelId, { afterId: after === null ? undefined : Number(after) });
  });
}

export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed("GET, POST");
  return staffApi(
    request,
    async (user) =>
      sendMessage(user, pathId(params.chatId, "Channel not found"), await readJsonObject(request)),
    201,
  );
}
