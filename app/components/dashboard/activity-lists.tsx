import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import type { PublicTask } from "~/services/collaboration/tasks.server";
import type { ActivityItem } from "~/services/dashboard.server";
import { formatDateTime, formatDay } from "~/utils/format";
import { Card } from "~/components/ui/card";
import { PriorityBadge } from "../priority-badge";

const KIND_WORDS: Record<ActivityItem["kind"], string> = {
  case_event: "Case update",
  submission: "Form submission",
};

/** A titled list on the dashboard; `empty` says so when there is nothing to list. */
function ListCard({
  id,
  anchor,
  title,
  empty,
  children,
}: {
  id: string;
  /** The card's own id (the tutorials point at it). */
  anchor: string;
  title: string;
  empty: string;
  children: ReactNode[];
}) {
  return (
    <Card as="section" id={anchor} pad="none" raised aria-labelledby={id}>
      <h2 id={id} className="border-b border-line px-4 py-3 text-lg font-semibold">
        {title}
      </h2>
      {children.length === 0 ? (
        <p className="p-4 text-sm text-ink-muted">{empty}</p>
      ) : (
        <ul className="divide-y divide-line">{children}</ul>
      )}
    </Card>
  );
}

/** Latest case events and form submissions. */
export function RecentActivity({ items, timeZone }: { items: ActivityItem[]; timeZone: string }) {
  return (
    <ListCard
      id="activity-title"
      anchor="recent-activity"
      title="Recent Activity"
      empty="No activity yet"
    >
      {items.map((item) => (
        <li key={item.key} className="px-4 py-3">
          <p className="text-xs font-semibold uppercase tracking-wide text-ink-muted">
            {KIND_WORDS[item.kind]}
          </p>
          <p className="font-medium text-ink">{item.title}</p>
          <p className="text-sm">
            <Link to={item.href} className="text-brand underline">
              {item.detail}
            </Link>
          </p>
          <p className="text-xs text-ink-muted">
            <time dateTime={item.at}>{formatDateTime(item.at, timeZone)}</time>
          </p>
        </li>
      ))}
    </ListCard>
  );
}

/** Open tasks by due date; overdue ones say so. */
export function UpcomingDeadlines({ tasks }: { tasks: PublicTask[] }) {
  const today = new Date().toISOString().slice(0, 10);
  return (
    <ListCard
      id="deadlines-title"
      anchor="upcoming-deadlines"
      title="Upcoming Deadlines"
      empty="No upcoming deadlines"
    >
      {tasks.map((task) => (
        <li key={task.id} className="flex flex-wrap items-start justify-between gap-2 px-4 py-3">
          <div>
            <p className="font-medium text-ink">{task.title}</p>
            <p className="text-sm text-ink-muted">
              {task.dueDate && task.dueDate < today ? (
                <strong className="text-danger">Overdue: </strong>
              ) : null}
              Due <time dateTime={task.dueDate!}>{formatDay(task.dueDate!)}</time>
              {task.caseId ? (
                <>
                  {" · "}
                  <Link to={`/cases/${task.caseId}`} className="text-brand underline">
                    Case #{task.caseId}
                  </Link>
                </>
              ) : null}
            </p>
          </div>
          <PriorityBadge value={task.priority} label="Priority" />
        </li>
      ))}
    </ListCard>
  );
}
