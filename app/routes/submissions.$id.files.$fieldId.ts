import type { LoaderFunctionArgs } from "@remix-run/node";
import { screenLoader } from "~/route-kit/screen.server";
import { SUBMISSION_FILE_NOT_FOUND, downloadSubmissionFile } from "~/services/form-runner.server";
import { downloadResponse } from "~/services/storage.server";
import { requireRecordId } from "~/utils/record-id";

/**
 * GET /submissions/{id}/files/{fieldId}: a file a client sent with a form, for staff and for
 * the client who sent it; anyone else, a file that was never sent and one whose bytes are gone
 * answer 404, in words. Recorded in the audit log before a byte is sent.
 */
export const loader = (args: LoaderFunctionArgs) =>
  screenLoader(args, "submissionFiles", async ({ user, params }) =>
    downloadResponse(
      await downloadSubmissionFile(
        user,
        requireRecordId(params.id, SUBMISSION_FILE_NOT_FOUND),
        params.fieldId ?? "",
      ),
    ),
  );
