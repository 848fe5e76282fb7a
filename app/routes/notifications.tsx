import {
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { useLoaderData, useNavigation } from "@remix-run/react";
import { NotificationsCard } from "~/components/notifications-card";
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
  const filter: "all" | "unread" =
    new URL(request.url).searchParams.get("filter") === "unread" ? "unread" : "all";
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
  return (
    <section aria-labelledby="notifications-title" className="mx-auto max-w-3xl">
      <ScreenHeading title="Notifications" />
      <NotificationsCard
        filter={filter}
        items={items}
        links={{ all: "/notifications", unread: "/notifications?filter=unread" }}
        loading={switching}
      />
    </section>
  );
}
