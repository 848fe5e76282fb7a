import * as z from "zod/mini";
import { apiRoute, endpoint } from "~/route-kit/api.server";
import { listMessages, sendMessage } from "~/services/collaboration/chat.server";
import { recordIdField } from "~/utils/field-schemas";

const ChannelParams = z.object({ chatId: recordIdField("Channel not found") });

/**
 * GET: the channel's latest 200 messages, oldest first; `?after={id}` only those newer than it
 * (what the screen polls for). POST {content}: send one. A private channel of others is 404.
 */
export const { loader, action } = apiRoute({
  GET: endpoint({
    allow: ["read", "chatChannel"],
    params: ChannelParams,
    // A cursor, not a record: 0 (nothing seen yet) is fine.
    query: z.object({
      after: z.optional(
        z.pipe(
          z.string().check(z.regex(/^\d{1,10}$/, "after must be a message id")),
          z.transform(Number),
        ),
      ),
    }),
    run: ({ user, params, query }) => listMessages(user, params.chatId, { afterId: query.after }),
  }),
  POST: endpoint({
    allow: ["update", "chatChannel"],
    params: ChannelParams,
    body: "json",
    status: 201,
    creates: true,
    run: ({ user, params, body }) => sendMessage(user, params.chatId, body),
  }),
});
