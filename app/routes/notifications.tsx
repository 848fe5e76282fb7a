import {
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Form, Link, useLoaderData, useNavigation } from "@remix-run/react";
import { NotificationList } from "~/components/notification-list";
import { ScreenHeading } from "~/components/screen-heading";
import { requireUser } from "~/services/guard.server";
import {
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
} from "~/services/notifications.server";
import { redirectWithToast } from "~/services/toast.server";
import { safeRedirectPath } from "~/utils/safe-redirect";
import { ServiceError } from "~/utils/service-error";

export const meta: MetaFunction = () => [{ title: "Notifications" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const filter = new URL(request.url).searchParams.get("filter") === "unread" ? "unread" : "all";
  const items = await listNotifications(user.id, { unreadOnly: filter === "unread" });
  return { filter, items };
}

/** Marking read: the compact panel stays where it was; the full list goes on to the actionUrl. */
export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const form = await request.formData();
  const back = safeRedirectPath(form.get("redirectTo"), "/notifications");
  const intent = form.get("intent");
  if (intent === "read-all") {
    await markAllNotificationsRead(user.id);
    return redirect(back);
  }
  if (intent !== "read") throw new Response("Unknown action", { status: 400 });
  try {
    const notification = await markNotificationRead(user.id, Number(form.get("id")));
    const goOn = form.get("panel") !== "compact" && notification.actionUrl;
    return redirect(goOn ? safeRedirectPath(notification.actionUrl, back) : back);
  } catch (error) {
    if (!(error instanceof ServiceError)) throw error;
    return redirectWithToast(
      back,
      {
        title: "Error",
        description: "Failed to mark notification as read",
        variant: "destructive",
      },
      { secure: context.secure },
    );
  }
}

export default function Notifications() {
  const { filter, items } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const switching =
    navigation.state === "loading" && navigation.location.pathname === "/notifications";
  const filters = [
    { id: "all", label: "All", to: "/notifications" },
    { id: "unread", label: "Unread", to: "/notifications?filter=unread" },
  ];
  return (
    <section aria-labelledby="notifications-title" className="mx-auto max-w-3xl">
      <ScreenHeading title="Notifications" />
      <div className="rounded-lg border border-slate-200 bg-white">
        <div className="flex items-center justify-between gap-4 border-b border-slate-200 p-3">
          <nav aria-label="Filter notifications" className="flex gap-2">
            {filters.map((item) => (
              <Link
                key={item.id}
                to={item.to}
                aria-current={filter === item.id ? "page" : undefined}
                className={`rounded-md px-3 py-1.5 text-sm font-medium ${
                  filter === item.id
                    ? "bg-blue-900 text-white"
                    : "border border-slate-300 text-slate-800"
                }`}
              >
                {item.label}
              </Link>
            ))}
          </nav>
          {items.some((item) => !item.isRead) ? (
            <Form method="post">
              <input
                type="hidden"
                name="redirectTo"
                value={filter === "unread" ? "/notifications?filter=unread" : "/notifications"}
              />
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
        {switching ? (
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
    </section>
  );
}
