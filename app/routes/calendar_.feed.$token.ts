import type { LoaderFunctionArgs } from "@remix-run/node";
import { errorResponse } from "~/route-kit/http.server";
import { feedFor } from "~/services/calendar/feed.server";

/**
 * GET /calendar/feed/{token}.ics: an attorney's private calendar feed, which their phone's or
 * desktop's calendar subscribes to (issue 38 item 6). The token is the key, so no session is read
 * (a calendar app sends none, and the answer must be the same in any browser): a token that opens
 * no feed answers 404 to everyone alike. The request log masks the token (loggedPath, server.js).
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  try {
    // Remix has no segment with a fixed ending, so the path parameter is "{token}.ics".
    const token = /^([^.]+)\.ics$/.exec(params.token ?? "")?.[1];
    const text = await feedFor(token, { origin: new URL(request.url).origin });
    return new Response(text, {
      headers: {
        "Content-Type": "text/calendar; charset=utf-8",
        // Calendar apps poll; a few minutes' reuse spares the database, in this client only.
        "Cache-Control": "private, max-age=300",
        "X-Content-Type-Options": "nosniff",
      },
    });
  } catch (error) {
    throw errorResponse(error);
  }
}
