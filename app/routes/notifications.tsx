import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, useNavigation } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-page";
import { NotificationsCard } from "~/components/notifications-card";
import { ScreenHeading } from "~/components/screen-heading";
import {
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  NotificationIdSchema,
} from "~/services/notifications.server";
import { screenAction, screenLoader } from "~/route-kit/screen.server";
import { safeRedirectPath } from "~/utils/safe-redirect";
import { ServiceError } from "~/utils/service-error";
import { pageTitle } from "~/components/screen-heading";

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, "Notifications");

export const loader = (args: LoaderFunctionArgs) =>
  screenLoader(args, "notifications", async ({ user, url }) => {
    const filter: "all" | "unread" = url.searchParams.get("filter") === "unread" ? "unread" : "all";
    const items = await listNotifications(user, { unreadOnly: filter === "unread" });
    return { filter, items };
  });

/** Marking read: the compact panel stays where it was; the full list goes on to the actionUrl. */
export const action = (args: ActionFunctionArgs) =>
  screenAction(args, "notifications", (intent) => ({
    "read-all": intent(null, async ({ user, formData, redirect }) => {
      await markAllNotificationsRead(user);
      return redirect(safeRedirectPath(formData.get("redirectTo"), "/notifications"));
    }),
    read: intent(NotificationIdSchema, async ({ user, value, formData, redirect }) => {
      const back = safeRedirectPath(formData.get("redirectTo"), "/notifications");
      try {
        const notification = await markNotificationRead(user, value.id);
        const goOn = formData.get("panel") !== "compact" && notification.actionUrl;
        return redirect(goOn ? safeRedirectPath(notification.actionUrl, back) : back);
      } catch (error) {
        if (!(error instanceof ServiceError)) throw error;
        return redirect(back, {
          title: "Error",
          description: "Failed to mark notification as read",
          variant: "destructive",
        });
      }
    }),
  }));

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

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
