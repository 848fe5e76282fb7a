import * as z from "zod/mini";
import { apiRoute, endpoint } from "~/route-kit/api.server";
import { moveTask } from "~/services/collaboration/tasks.server";
import { recordIdField } from "~/utils/field-schemas";

/** PATCH {status}: pending to in_progress, or in_progress to completed; anything else is 409. */
export const { loader, action } = apiRoute({
  PATCH: endpoint({
    allow: ["update", "task"],
    params: z.object({ taskId: recordIdField("Task not found") }),
    body: "json",
    run: ({ user, params, body }) => moveTask(user, params.taskId, body),
  }),
});
