import { Form, Link, useLocation } from "@remix-run/react";
import { formatDateTime } from "~/utils/format";

export interface NotificationItem {
  id: number;
  type: string;
  title: string;
  message: string;
  isRead: boolean;
  createdAt: string;
  actionUrl: string | null;
  relatedCaseId: number | null;
}

const TYPE_LABELS: Record<string, string> = {
  case_update: "Case update",
  deadline: "Deadline",
  message: "Message",
  system: "System",
  other: "Other",
};

/**
 * A list of notifications. An unread one is a submit button of the list's one POST form, naming
 * its id: pressing it marks it read and, outside the compact panel, goes on to its actionUrl
 * (spec section 4). One form rather than one per item: the bell's panel is on every signed-in page,
 * and ten forms with four hidden fields each were 2.3 KB of its HTML.
 */
export function NotificationList({
  items,
  compact = false,
  emptyText,
}: {
  items: NotificationItem[];
  compact?: boolean;
  emptyText: string;
}) {
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  if (items.length === 0) return <p className="p-4 text-sm text-ink-muted">{emptyText}</p>;
  const list = (
    <ul className="divide-y divide-line">
      {items.map((item) => {
        const body = (
          <>
            <span className="block text-xs font-semibold uppercase tracking-wide text-ink-muted">
              {TYPE_LABELS[item.type] ?? item.type}
              {item.isRead ? null : <span className="ml-2 text-brand">Unread</span>}
            </span>
            <span className="block font-medium text-ink">{item.title}</span>
            <span className={`block text-sm text-ink-muted ${compact ? "line-clamp-2" : ""}`}>
              {item.message}
            </span>
            <span className="mt-1 block text-xs text-ink-muted">
              <time dateTime={item.createdAt}>{formatDateTime(item.createdAt)}</time>
              {item.relatedCaseId ? <span className="ml-2">Case #{item.relatedCaseId}</span> : null}
            </span>
          </>
        );
        const rowClass = `block w-full px-4 py-3 text-left hover:bg-slate-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-focus ${item.isRead ? "" : "bg-brand-soft"}`;
        return (
          <li key={item.id}>
            {!item.isRead ? (
              <button type="submit" name="id" value={item.id} className={rowClass}>
                {body}
              </button>
            ) : item.actionUrl && !compact ? (
              <Link to={item.actionUrl} className={rowClass}>
                {body}
              </Link>
            ) : (
              <div className={rowClass}>{body}</div>
            )}
          </li>
        );
      })}
    </ul>
  );
  if (items.every((item) => item.isRead)) return list;
  return (
    <Form method="post" action="/notifications" preventScrollReset>
      <input type="hidden" name="intent" value="read" />
      <input type="hidden" name="panel" value={compact ? "compact" : "full"} />
      <input type="hidden" name="redirectTo" value={here} />
      {list}
    </Form>
  );
}
