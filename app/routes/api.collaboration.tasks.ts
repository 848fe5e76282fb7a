import { apiRoute, endpoint } from "~/route-kit/api.server";
import { createTask, listTasks } from "~/services/collaboration/tasks.server";

/** GET: the tasks. POST {title, description, priority, assignedTo, caseId, dueDate?}: a new one. */
export const { loader, action } = apiRoute({
  GET: endpoint({ allow: ["read", "task"], run: ({ user }) => listTasks(user) }),
  POST: endpoint({
    allow: ["create", "task"],
    body: "json",
    status: 201,
    run: ({ user, body }) => createTask(user, body),
  }),
});
