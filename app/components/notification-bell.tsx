import { Link } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { badgeCount } from "~/utils/format";
import { useHydrated } from "~/utils/use-hydrated";
import { COMPACT_LIMIT, unreadAfterPoll } from "~/utils/notification-limits";
import { NotificationList, type NotificationItem } from "./notification-list";
import { Badge } from "./ui/badge";
import { Card } from "./ui/card";
import { BELL_ICON, Icon } from "./ui/icon";

const REFRESH_MS = 30_000;

/**
 * The header bell: the unread count, a link to /notifications as the server renders it (so a text
 * browser, or a page without JavaScript, reads one line before the content, not the list). With
 * JavaScript it becomes a compact panel (about 320px, at most 10) in a disclosure, closed until
 * opened, whose unread list refreshes every 30 s while the tab is visible.
 */
export function NotificationBell({
  unreadCount,
  latest,
}: {
  unreadCount: number;
  latest: NotificationItem[];
}) {
  const [polled, setPolled] = useState<NotificationItem[] | null>(null);
  const details = useRef<HTMLDetailsElement>(null);

  // A page load brings fresh server data; polled data is only newer than what the page came with.
  useEffect(() => setPolled(null), [unreadCount, latest]);

  useEffect(() => {
    // Plain fetch, not a fetcher: a failed poll (an expired session, a network blip) must leave the
    // page alone rather than send it to the error boundary.
    const refresh = async () => {
      if (document.visibilityState !== "visible") return;
      try {
        const response = await fetch("/api/notifications?unread=true", {
          headers: { Accept: "application/json" },
        });
        if (response.ok) setPolled((await response.json()) as NotificationItem[]);
      } catch {
        // The next poll tries again.
      }
    };
    const timer = window.setInterval(refresh, REFRESH_MS);
    document.addEventListener("visibilitychange", refresh);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener("visibilitychange", refresh);
    };
  }, []);

  // Escape closes the panel and returns focus to the bell.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape" && details.current?.open) {
        details.current.open = false;
        details.current.querySelector("summary")?.focus();
      }
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, []);

  const hydrated = useHydrated();
  const count = polled ? unreadAfterPoll(polled, unreadCount) : unreadCount;
  const items = polled ? polled.slice(0, COMPACT_LIMIT) : latest;
  const bell = {
    className:
      "flex cursor-pointer list-none items-center gap-1 rounded-control px-2 py-2 text-ink hover:bg-brand-soft focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-focus",
    "aria-label": count > 0 ? `Notifications, ${count} unread` : "Notifications",
    children: (
      <>
        {/* What a text browser reads (it shows no icon), apart from the link before it. */}
        <span className="sr-only"> Notifications </span>
        <Icon lines={BELL_ICON} />
        {count > 0 ? (
          <Badge tone="alert" data-testid="unread-badge">
            {badgeCount(count)}
          </Badge>
        ) : null}
      </>
    ),
  };

  if (!hydrated) return <Link id="notification-bell" to="/notifications" {...bell} />;
  return (
    <details ref={details} id="notification-bell" className="relative">
      <summary {...bell} />
      <Card pad="none" className="absolute right-0 z-40 mt-2 w-80 max-w-[90vw] shadow-lg">
        <h2 className="border-b border-line px-4 py-2 text-sm font-semibold">
          Unread notifications
        </h2>
        <div className="max-h-96 overflow-y-auto">
          <NotificationList items={items} compact emptyText="No notifications" />
        </div>
        <Link
          to="/notifications"
          className="block border-t border-line px-4 py-2 text-sm font-medium text-brand underline hover:no-underline"
        >
          View all notifications
        </Link>
      </Card>
    </details>
  );
}
