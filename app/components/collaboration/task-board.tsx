import { Form, Link } from "@remix-run/react";
import type { PublicTask } from "~/services/collaboration/tasks.server";
import { dashboardUrl } from "~/utils/dashboard-url";
import { PRIORITIES, TASK_STATUSES, type TaskStatus } from "~/utils/domain";
import { formatDay, humanise } from "~/utils/format";
import { fullName } from "~/utils/person";
import { StaffField } from "~/components/ui/staff-field";
import { useIntentSubmission } from "~/utils/use-intent-pending";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { ErrorSummary } from "~/components/ui/error-summary";
import { useShownAbove } from "~/components/ui/page-error-summary";
import { DateField, SelectField, TextField, TextareaField } from "~/components/ui/fields";
import { PriorityBadge } from "../priority-badge";
import { DialogForm, PanelHeader, type TabBodyProps } from "./panel-parts";

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

const MOVE_INTENTS = Object.values(MOVES).map((move) => move.intent);

const HERE = { tab: "tasks" } as const;
const TASKS_URL = dashboardUrl(HERE);

const PRIORITY_OPTIONS = PRIORITIES.map((value) => ({ value, label: humanise(value) }));

/** Tasks: three columns with counts; Start and Complete are small POST forms. */
export function TaskBoard({ panel, dialog, reply }: TabBodyProps<"tasks">) {
  // Start and Complete are one-button forms: a refused move (someone moved it first) is the
  // summary of the board, not of a form's fields.
  const moveReply = reply && MOVE_INTENTS.includes(reply.intent) ? reply.result : undefined;
  const moveErrors = Object.values(moveReply?.error ?? {})
    .flat()
    .filter((error): error is string => Boolean(error));
  // A refused post's page has it first in `main` (PageErrors), not here too.
  const shownAbove = useShownAbove(moveReply);
  return (
    <div>
      <PanelHeader title="Tasks" here={HERE} dialog="new-task" />
      {moveErrors.length > 0 && !shownAbove ? (
        <div className="mb-4">
          <ErrorSummary
            id="task-move-error"
            formErrors={moveErrors}
            fieldErrors={[]}
            attempt={moveReply}
          />
        </div>
      ) : null}
      <div className="grid gap-4 lg:grid-cols-3">
        {TASK_STATUSES.map((status) => (
          <section
            key={status}
            aria-labelledby={`column-${status}`}
            className="rounded-card bg-slate-100 p-3"
          >
            <h4 id={`column-${status}`} className="mb-3 font-semibold text-ink">
              {COLUMN_TITLES[status]}{" "}
              <span className="font-normal">({panel.board[status].count})</span>
            </h4>
            {panel.board[status].tasks.length === 0 ? (
              <p className="text-sm text-ink-muted">No tasks</p>
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
      <DialogForm
        name="new-task"
        open={dialog}
        here={HERE}
        reply={reply}
        defaultValue={{ priority: "medium" }}
      >
        {(fields) => (
          <>
            <TextField meta={fields.title} label="Title" />
            <TextareaField meta={fields.description} label="Description (optional)" rows={3} />
            <SelectField meta={fields.priority} label="Priority" options={PRIORITY_OPTIONS} />
            <DateField meta={fields.dueDate} label="Due date (optional)" />
            <StaffField
              meta={fields.assignedTo}
              label="Assign to (optional)"
              placeholder="Nobody yet"
              choices={panel.staff}
            />
            <TextField
              meta={fields.caseId}
              label="Case number (optional)"
              inputMode="numeric"
              hint="The case's number, e.g. 12."
            />
          </>
        )}
      </DialogForm>
    </div>
  );
}

function TaskCard({ task }: { task: PublicTask }) {
  const move = MOVES[task.status];
  // Only the pressed task's button spins: every card sends the same intent.
  const pending = useIntentSubmission(move?.intent ?? "")?.get("taskId") === String(task.id);
  const titleId = `task-${task.id}-title`;
  return (
    <Card as="article" pad="none" raised aria-labelledby={titleId} className="p-3">
      <div className="flex items-start justify-between gap-2">
        <h5 id={titleId} className="font-medium text-ink">
          {task.title}
        </h5>
        <PriorityBadge value={task.priority} label="Priority" />
      </div>
      {task.description ? (
        <p className="mt-1 whitespace-pre-line break-words text-sm text-ink-muted">
          {task.description}
        </p>
      ) : null}
      <dl className="mt-2 space-y-0.5 text-xs text-ink-muted">
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
            <dd className="inline">{fullName(task.assignee)}</dd>
          </div>
        ) : null}
        {task.caseId ? (
          <div>
            <dt className="inline font-medium">Case: </dt>
            <dd className="inline">
              <Link to={`/cases/${task.caseId}`} className="text-brand underline">
                #{task.caseId}
              </Link>
            </dd>
          </div>
        ) : null}
      </dl>
      {move ? (
        <Form method="post" action={TASKS_URL} preventScrollReset className="mt-3">
          <input type="hidden" name="taskId" value={task.id} />
          <Button name="intent" value={move.intent} variant="secondary" size="sm" pending={pending}>
            {move.label}
            <span className="sr-only"> task: {task.title}</span>
          </Button>
        </Form>
      ) : null}
    </Card>
  );
}
