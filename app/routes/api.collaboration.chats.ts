import { apiRoute, creation, listing } from "~/route-kit/api.server";
import { createChannel, listChannels } from "~/services/collaboration/chat.server";

/** GET: the channels the caller may see. POST {channelName, description, isPrivate}: a new one. */
export const { loader, action } = apiRoute({
  GET: listing(["read", "chatChannel"], listChannels),
  POST: creation(["create", "chatChannel"], createChannel),
});
