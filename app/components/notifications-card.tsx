import { Form } from "@remix-run/react";
import { NotificationList, type NotificationItem } from "./notification-list";
import { TabNav } from "~/components/ui/tab-nav";

/**
 * The full notifications panel (spec section 2): All and Unread filters as links, mark all as
 * read, and the list. Used by /notifications and the client portal's Notifications tab.
 */
export function NotificationsCard({
  filter,
  items,
  links,
  loading = false,
}: {
  filter: "all" | "unread";
  items: NotificationItem[];
  /** Where each filter lives on this screen. */
  links: { all: string; unread: string };
  loading?: boolean;
}) {
  const filters = [
    { id: "all", label: "All", to: links.all },
    { id: "unread", label: "Unread", to: links.unread },
  ] as const;
  return (
    <div className="rounded-lg border border-slate-200 bg-white">
      <div className="flex items-center justify-between gap-4 border-b border-slate-200 p-3">
        <TabNav label="Filter notifications" items={filters} current={filter} variant="pills" />
        {items.some((item) => !item.isRead) ? (
          <Form method="post" action="/notifications">
            <input type="hidden" name="redirectTo" value={links[filter]} />
            <button
              name="intent"
              value="read-all"
              className="text-sm font-medium text-blue-800 underline"
            >
              Mark all as read
            </button>
          </Form>
        ) : null}
      </div>
      {loading ? (
        <p className="p-4 text-sm text-slate-600" role="status">
          Loading notifications...
        </p>
      ) : (
        <NotificationList
          items={items}
          emptyText={filter === "unread" ? "No unread notifications" : "No notifications yet"}
        />
      )}
    </div>
  );
}
