import type { LoaderFunctionArgs } from "@remix-run/node";
import { downloadResource } from "~/services/collaboration/resources.server";
import { requireUser } from "~/services/guard.server";
import { attachmentResponse, plainTextError } from "~/utils/file-response.server";
import { STAFF_ONLY } from "~/utils/roles";
import { ServiceError } from "~/utils/service-error";

/** Streams a shared resource's file as an attachment and counts the download. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireUser(request, STAFF_ONLY);
  try {
    const file = await downloadResource(Number(params.resourceId));
    return attachmentResponse({ ...file, body: file.stream });
  } catch (error) {
    if (!(error instanceof ServiceError)) throw error;
    return plainTextError(error);
  }
}
