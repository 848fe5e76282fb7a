import { apiRoute, creation, listing } from "~/route-kit/api.server";
import { createTask, listTasks } from "~/services/collaboration/tasks.server";

/** GET: the tasks. POST {title, description, priority, assignedTo, caseId, dueDate?}: a new one. */
export const { loader, action } = apiRoute({
  GET: listing(["read", "task"], listTasks),
  POST: creation(["create", "task"], createTask),
});
