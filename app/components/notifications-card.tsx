import { Form } from "@remix-run/react";
import { NotificationList, type NotificationItem } from "./notification-list";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
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
    <Card pad="none">
      <div className="flex items-center justify-between gap-4 border-b border-line p-3">
        <TabNav label="Filter notifications" items={filters} current={filter} variant="pills" />
        {items.some((item) => !item.isRead) ? (
          <Form method="post" action="/notifications">
            <input type="hidden" name="redirectTo" value={links[filter]} />
            <Button name="intent" value="read-all" variant="quiet" className="text-sm font-medium">
              Mark all as read
            </Button>
          </Form>
        ) : null}
      </div>
      {loading ? (
        <p className="p-4 text-sm text-ink-muted" role="status">
          Loading notifications...
        </p>
      ) : (
        <NotificationList
          items={items}
          emptyText={filter === "unread" ? "No unread notifications" : "No notifications yet"}
        />
      )}
    </Card>
  );
}
