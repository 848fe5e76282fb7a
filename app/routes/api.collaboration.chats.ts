import { apiRoute, endpoint } from "~/route-kit/api.server";
import { createChannel, listChannels } from "~/services/collaboration/chat.server";

/** GET: the channels the caller may see. POST {channelName, description, isPrivate}: a new one. */
export const { loader, action } = apiRoute({
  GET: endpoint({ allow: ["read", "chatChannel"], run: ({ user }) => listChannels(user) }),
  POST: endpoint({
    allow: ["create", "chatChannel"],
    body: "json",
    status: 201,
    run: ({ user, body }) => createChannel(user, body),
  }),
});
