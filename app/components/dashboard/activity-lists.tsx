import type { ReactNode } from "react";
import type { PublicTask } from "~/services/collaboration/tasks.server";
import type { ActivityItem } from "~/services/dashboard.server";
import { formatDateTime, formatDay } from "~/utils/format";
import { PriorityBadge } from "../priority-badge";

const KIND_WORDS: Record<ActivityItem["kind"], string> = {
  case_event: "Case update",
  submission: "Form submission",
};

function Card({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-lg border border-slate-200 bg-white shadow-sm">
      <h2 id={id} className="border-b border-slate-200 px-4 py-3 text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Latest case events and form submissions. */
export function RecentActivity({ items, timeZone }: { items: ActivityItem[]; timeZone: string }) {
  return (
    <Card id="activity-title" title="Recent Activity">
      {items.length === 0 ? (
        <p className="p-4 text-sm text-slate-600">No activity yet</p>
      ) : (
        <ul className="divide-y divide-slate-200">
          {items.map((item) => (
            <li key={item.key} className="px-4 py-3">
              <p className="text-xs font-semibold uppercase tracking-wide text-slate-600">
                {KIND_WORDS[item.kind]}
              </p>
              <p className="font-medium text-slate-900">{item.title}</p>
              <p className="text-sm text-slate-700">{item.detail}</p>
              <p className="text-xs text-slate-600">
                <time dateTime={item.at}>{formatDateTime(item.at, timeZone)}</time>
              </p>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

/** Open tasks by due date; overdue ones say so. */
export function UpcomingDeadlines({ tasks }: { tasks: PublicTask[] }) {
  const today = new Date().toISOString().slice(0, 10);
  return (
    <Card id="deadlines-title" title="Upcoming Deadlines">
      {tasks.length === 0 ? (
        <p className="p-4 text-sm text-slate-600">No upcoming deadlines</p>
      ) : (
        <ul className="divide-y divide-slate-200">
          {tasks.map((task) => (
            <li
              key={task.id}
              className="flex flex-wrap items-start justify-between gap-2 px-4 py-3"
            >
              <div>
                <p className="font-medium text-slate-900">{task.title}</p>
                <p className="text-sm text-slate-700">
                  {task.dueDate && task.dueDate < today ? (
                    <strong className="text-red-800">Overdue: </strong>
                  ) : null}
                  Due <time dateTime={task.dueDate!}>{formatDay(task.dueDate!)}</time>
                  {task.caseId ? ` · Case #${task.caseId}` : null}
                </p>
              </div>
              <PriorityBadge value={task.priority} label="Priority" />
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
