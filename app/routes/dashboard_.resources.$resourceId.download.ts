import type { LoaderFunctionArgs } from "@remix-run/node";
import { screenLoader } from "~/route-kit/screen.server";
import { downloadResource } from "~/services/collaboration/resources.server";
import { downloadResponse } from "~/services/storage.server";
import { requireRecordId } from "~/utils/record-id";

/** Streams a shared resource's file as an attachment and counts the download. */
export const loader = (args: LoaderFunctionArgs) =>
  screenLoader(args, "dashboard", async ({ user, params }) =>
    downloadResponse(
      await downloadResource(user, requireRecordId(params.resourceId, "Resource not found")),
    ),
  );
