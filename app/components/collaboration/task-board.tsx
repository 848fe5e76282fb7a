import { getFormProps } from "@conform-to/react";
import { Form, useNavigation } from "@remix-run/react";
import type { CollaborationPanel } from "~/services/collaboration/panel.server";
import type { PublicTask } from "~/services/collaboration/tasks.server";
import { NewTaskSchema } from "~/utils/collaboration-schemas";
import { dashboardUrl, type DialogName } from "~/utils/dashboard-url";
import { PRIORITIES, TASK_STATUSES, type TaskStatus } from "~/utils/domain";
import { formatDay } from "~/utils/format";
import { useIntentPending } from "~/utils/use-intent-pending";
import { useZodForm } from "~/utils/use-zod-form";
import {
  FormAlert,
  SelectField,
  SubmitButton,
  TextField,
  TextareaField,
} from "~/components/ui/fields";
import { PriorityBadge } from "../priority-badge";
import { Dialog } from "~/components/ui/dialog";
import { replyFor, type PanelReply } from "./collaboration-panel";
import { DialogLink, PanelHeader } from "./panel-parts";

type TasksData = Extract<CollaborationPanel, { tab: "tasks" }>;

const COLUMN_TITLES: Record<TaskStatus, string> = {
  pending: "Pending",
  in_progress: "In Progress",
  completed: "Completed",
};

/** The next step of a task, as its button says it. */
const MOVES: Partial<Record<TaskStatus, { intent: string; label: string }>> = {
  pending: { intent: "start-task", label: "Start" },
  in_progress: { intent: "complete-task", label: "Complete" },
};

const TASKS_URL = dashboardUrl({ tab: "tasks" });

/** Tasks: three columns with counts; Start and Complete are small POST forms. */
export function TaskBoard({
  panel,
  dialog,
  reply,
}: {
  panel: TasksData;
  dialog: DialogName | null;
  reply?: PanelReply;
}) {
  const moveReply = replyFor(reply, "start-task", "complete-task");
  const moveErrors = moveReply?.error ? Object.values(moveReply.error).flat() : undefined;
  return (
    <div>
      <PanelHeader id="tasks-title" title="Tasks">
        <DialogLink
          to={dashboardUrl({ tab: "tasks", dialog: "new-task" })}
          dialogId="new-task-dialog"
        >
          New Task
        </DialogLink>
      </PanelHeader>
      <div className="mb-4">
        <FormAlert
          id="task-move-error"
          errors={moveErrors?.filter((error): error is string => !!error)}
        />
      </div>
      <div className="grid gap-4 lg:grid-cols-3">
        {TASK_STATUSES.map((status) => (
          <section
            key={status}
            aria-labelledby={`column-${status}`}
            className="rounded-md bg-slate-100 p-3"
          >
            <h4 id={`column-${status}`} className="mb-3 font-semibold text-slate-900">
              {COLUMN_TITLES[status]}{" "}
              <span className="font-normal">({panel.board[status].count})</span>
            </h4>
            {panel.board[status].tasks.length === 0 ? (
              <p className="text-sm text-slate-600">No tasks</p>
            ) : (
              <ul className="space-y-3">
                {panel.board[status].tasks.map((task) => (
                  <li key={task.id}>
                    <TaskCard task={task} />
                  </li>
                ))}
              </ul>
            )}
          </section>
        ))}
      </div>
      {dialog === "new-task" ? (
        <Dialog id="new-task-dialog" title="New Task" closeTo={TASKS_URL}>
          <NewTaskForm staff={panel.staff} reply={replyFor(reply, "create-task")} />
        </Dialog>
      ) : null}
    </div>
  );
}

function TaskCard({ task }: { task: PublicTask }) {
  const move = MOVES[task.status];
  const navigation = useNavigation();
  const pending =
    navigation.state !== "idle" &&
    navigation.formData?.get("intent") === move?.intent &&
    navigation.formData?.get("taskId") === String(task.id);
  const titleId = `task-${task.id}-title`;
  return (
    <article
      aria-labelledby={titleId}
      className="rounded-md border border-slate-200 bg-white p-3 shadow-sm"
    >
      <div className="flex items-start justify-between gap-2">
        <h5 id={titleId} className="font-medium text-slate-900">
          {task.title}
        </h5>
        <PriorityBadge value={task.priority} label="Priority" />
      </div>
      {task.description ? (
        <p className="mt-1 whitespace-pre-line break-words text-sm text-slate-700">
          {task.description}
        </p>
      ) : null}
      <dl className="mt-2 space-y-0.5 text-xs text-slate-700">
        <div>
          <dt className="inline font-medium">Due: </dt>
          <dd className="inline">
            {task.dueDate ? (
              <time dateTime={task.dueDate}>{formatDay(task.dueDate)}</time>
            ) : (
              "No due date"
            )}
          </dd>
        </div>
        {task.assignee ? (
          <div>
            <dt className="inline font-medium">Assigned to: </dt>
            <dd className="inline">
              {task.assignee.firstName} {task.assignee.lastName}
            </dd>
          </div>
        ) : null}
        {task.caseId ? (
          <div>
            <dt className="inline font-medium">Case: </dt>
            <dd className="inline">#{task.caseId}</dd>
          </div>
        ) : null}
      </dl>
      {move ? (
        <Form method="post" action={TASKS_URL} preventScrollReset className="mt-3">
          <input type="hidden" name="taskId" value={task.id} />
          <button
            type="submit"
            name="intent"
            value={move.intent}
            disabled={pending}
            className="rounded-md border border-blue-900 px-3 py-1 text-sm font-semibold text-blue-900 hover:bg-blue-50 disabled:opacity-60"
          >
            {move.label}
            <span className="sr-only"> task: {task.title}</span>
          </button>
        </Form>
      ) : null}
    </article>
  );
}

function NewTaskForm({
  staff,
  reply,
}: {
  staff: TasksData["staff"];
  reply?: PanelReply["result"];
}) {
  const [form, fields] = useZodForm("new-task", NewTaskSchema, reply, {
    defaultValue: { priority: "medium" },
  });
  const pending = useIntentPending("create-task");
  return (
    <Form
      method="post"
      action={dashboardUrl({ tab: "tasks", dialog: "new-task" })}
      preventScrollReset
      {...getFormProps(form)}
      className="space-y-4"
    >
      <FormAlert id={form.errorId} errors={form.errors} />
      <TextField meta={fields.title} label="Title" />
      <TextareaField meta={fields.description} label="Description (optional)" rows={3} />
      <SelectField
        meta={fields.priority}
        label="Priority"
        options={PRIORITIES.map((priority) => ({
          value: priority,
          label: priority.charAt(0).toUpperCase() + priority.slice(1),
        }))}
      />
      <TextField meta={fields.dueDate} label="Due date (optional)" type="date" />
      <SelectField
        meta={fields.assignedTo}
        label="Assign to (optional)"
        options={[
          { value: "", label: "Nobody yet" },
          ...staff.map((member) => ({
            value: String(member.id),
            label: `${member.firstName} ${member.lastName}`,
          })),
        ]}
      />
      <TextField
        meta={fields.caseId}
        label="Case number (optional)"
        inputMode="numeric"
        hint="The case's number, e.g. 12."
      />
      <SubmitButton name="intent" value="create-task" pending={pending} pendingText="Creating...">
        Create Task
      </SubmitButton>
    </Form>
  );
}
