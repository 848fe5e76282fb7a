import type { LoaderFunctionArgs } from "@remix-run/node";
import { screenLoader } from "~/route-kit/screen.server";
import { eventIcs } from "~/services/calendar/feed.server";
import { attachmentDisposition } from "~/utils/content-disposition";
import { ServiceError } from "~/utils/service-error";

/**
 * GET /calendar/events/{id}.ics: one event as a file to add to a calendar, for those its case's
 * rule lets read it (a client, only a shared event of their own case). Anyone else's answers 404,
 * as one that does not exist.
 */
export const loader = (args: LoaderFunctionArgs) =>
  screenLoader(args, "eventDownload", async ({ user, params, url }) => {
    // Remix has no segment with a fixed ending, so the path parameter is "{id}.ics".
    const id = /^(\d{1,12})\.ics$/.exec(params.eventId ?? "")?.[1];
    if (!id) throw new ServiceError(404, "Event not found");
    const { fileName, text } = await eventIcs(user, id, { origin: url.origin });
    return new Response(text, {
      headers: {
        "Content-Type": "text/calendar; charset=utf-8",
        "Content-Disposition": attachmentDisposition(fileName),
        "Cache-Control": "private, no-store",
        "X-Content-Type-Options": "nosniff",
      },
    });
  });
