import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { createTask, listTasks } from "~/services/collaboration/tasks.server";
import { staffApi } from "~/services/staff-api.server";
import { methodNotAllowed, readJsonObject } from "~/utils/api.server";

/** GET: the tasks. POST {title, description, priority, assignedTo, caseId, dueDate?}: a new one. */
export async function loader({ request }: LoaderFunctionArgs) {
  return staffApi(request, () => listTasks());
}

export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed("GET, POST");
  return staffApi(request, async (user) => createTask(user, await readJsonObject(request)), 201);
}
