import type { ActionFunctionArgs } from "@remix-run/node";
import { moveTask } from "~/services/collaboration/tasks.server";
import { pathId, staffApi } from "~/services/staff-api.server";
import { methodNotAllowed, readJsonObject } from "~/utils/api.server";

/** PATCH {status}: pending to in_progress, or in_progress to completed; anything else is 409. */
export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== "PATCH") return methodNotAllowed("PATCH");
  return staffApi(request, async (user) =>
    moveTask(user, pathId(params.taskId, "Task not found"), await readJsonObject(request)),
  );
}

export const loader = () => methodNotAllowed("PATCH");
