import type { LoaderFunctionArgs } from "@remix-run/node";
import { downloadResource } from "~/services/collaboration/resources.server";
import { requireUser } from "~/services/guard.server";
import { attachmentDisposition } from "~/utils/content-disposition";
import { STAFF_ONLY } from "~/utils/roles";
import { ServiceError } from "~/utils/service-error";

/** Streams a shared resource's file as an attachment and counts the download. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireUser(request, STAFF_ONLY);
  try {
    const file = await downloadResource(Number(params.resourceId));
    return new Response(file.stream, {
      headers: {
        "Content-Type": file.fileType,
        "Content-Length": String(file.size),
        "Content-Disposition": attachmentDisposition(file.fileName),
        "Cache-Control": "private, no-store",
        "X-Content-Type-Options": "nosniff",
      },
    });
  } catch (error) {
    if (!(error instanceof ServiceError)) throw error;
    return new Response(error.message, {
      status: error.status,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
}
