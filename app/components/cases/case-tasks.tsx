import { PriorityBadge } from "~/components/priority-badge";
import { Card } from "~/components/ui/card";
import { DataTable } from "~/components/ui/data-table";
import { DateField, SelectField, TextField, TextareaField } from "~/components/ui/fields";
import { IntentForm, useIntentForm, type IntentReply } from "~/components/ui/form";
import type { PublicTask } from "~/services/collaboration/tasks.server";
import { PRIORITIES } from "~/utils/domain";
import { formatDay, humanise } from "~/utils/format";
import { FORM_SPECS } from "~/utils/form-specs";
import { fullName } from "~/utils/person";
import { StaffField, type StaffChoiceList } from "~/components/ui/staff-field";

const PRIORITY_OPTIONS = PRIORITIES.map((value) => ({ value, label: humanise(value) }));

/** The case's tasks from the team's task board, and New Task with the case filled in. */
export function CaseTasks({
  caseId,
  tasks,
  staff,
  assignee,
  reply,
}: {
  caseId: number;
  tasks: PublicTask[];
  /** The firm's staff, whom a task may be assigned to. */
  staff: StaffChoiceList;
  /** Who the form assigns it to unless changed. */
  assignee: number | null;
  reply?: IntentReply;
}) {
  const newest = tasks.reduce((max, task) => Math.max(max, task.id), 0);
  return (
    <div className="grid gap-6 lg:grid-cols-5">
      <section aria-labelledby="case-tasks-title" className="lg:col-span-3">
        <h2 id="case-tasks-title" className="mb-3 text-lg font-semibold text-ink">
          Tasks on this case
        </h2>
        <DataTable
          caption="Tasks on this case, open ones soonest due first"
          captionHidden
          rows={tasks}
          rowKey={(task) => task.id}
          empty="No tasks on this case yet."
          columns={[
            { id: "title", header: "Task", rowHeader: true, cell: (task) => task.title },
            { id: "status", header: "Status", cell: (task) => humanise(task.status) },
            {
              id: "priority",
              header: "Priority",
              cell: (task) => <PriorityBadge value={task.priority} label="Priority" />,
            },
            {
              id: "due",
              header: "Due",
              cell: (task) =>
                task.dueDate ? (
                  <time dateTime={task.dueDate}>{formatDay(task.dueDate)}</time>
                ) : (
                  "No due date"
                ),
            },
            {
              id: "assignee",
              header: "Assigned to",
              cell: (task) => fullName(task.assignee) ?? "Nobody yet",
            },
          ]}
        />
      </section>
      <div className="lg:col-span-2">
        {/* A new key after each task created empties the form. */}
        <NewCaseTaskForm
          key={newest}
          caseId={caseId}
          staff={staff}
          assignee={assignee}
          reply={reply}
        />
      </div>
    </div>
  );
}

function NewCaseTaskForm({
  caseId,
  staff,
  assignee,
  reply,
}: {
  caseId: number;
  staff: StaffChoiceList;
  assignee: number | null;
  reply?: IntentReply;
}) {
  const state = useIntentForm("create-task", FORM_SPECS.newTask, reply, {
    id: "case-task",
    defaultValue: {
      priority: "medium",
      ...(assignee ? { assignedTo: String(assignee) } : {}),
    },
  });
  const { fields } = state;
  return (
    <Card as="section" aria-labelledby="case-task-heading" pad="sm">
      <h2 id="case-task-heading" className="text-lg font-semibold text-ink">
        New Task
      </h2>
      <p className="mb-4 text-sm text-ink-muted">
        Added to the team&apos;s task board for Case #{caseId}.
      </p>
      <IntentForm
        state={state}
        submit="Create Task"
        pendingText="Creating..."
        hiddenFields={{ [fields.caseId.name]: caseId }}
      >
        <TextField meta={fields.title} label="Title" />
        <TextareaField meta={fields.description} label="Description (optional)" rows={3} />
        <StaffField
          meta={fields.assignedTo}
          label="Assign to"
          choices={staff}
          placeholder="Nobody yet"
        />
        <SelectField meta={fields.priority} label="Priority" options={PRIORITY_OPTIONS} />
        <DateField meta={fields.dueDate} label="Due date (optional)" />
      </IntentForm>
    </Card>
  );
}
