import { apiRoute, endpoint } from "~/route-kit/api.server";
import { FEED_SHOWN_ALREADY, createFeed, revokeFeed } from "~/services/calendar/feed.server";

/**
 * The signed-in attorney's private calendar feed (issue 38 item 6), as on their account page.
 * POST: a new feed URL, in place of the one before (which stops working): 201 { url }, shown
 * once (only its hash is kept); a repeat with the same Idempotency-Key makes none and answers
 * `url: null` with a message. DELETE: turns the feed off, 200 { revoked } (false when there was
 * none). Attorneys only: administrators and clients have no feed (403).
 */
export const { loader, action } = apiRoute({
  POST: endpoint({
    allow: ["manage", "calendarFeed"],
    status: 201,
    creates: true,
    run: async ({ user, request, context }) =>
      createFeed(user, { origin: new URL(request.url).origin, ip: context.clientIp }),
    present: ({ url }) => ({ url }),
    replay: () => ({ url: null, message: FEED_SHOWN_ALREADY }),
  }),
  DELETE: endpoint({
    allow: ["manage", "calendarFeed"],
    run: async ({ user, context }) => revokeFeed(user, { ip: context.clientIp }),
  }),
});
