/**
 * The staff dashboard's loader and action; its route module (routes/dashboard.tsx) re-exports
 * them. They live here rather than in the route module because the browser bundle keeps every
 * module a route module imports, evaluated though unused: the route kit, the services, the form
 * schemas and record-id were each an empty or unused chunk the page loaded (decision 005). A
 * `*.server.ts` module is left out of the browser build whole, with everything it imports.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { readPage } from "~/components/ui/table-state";
import { screenAction, screenLoader } from "~/route-kit/screen.server";
import { addMember, createChannel, sendMessage } from "~/services/collaboration/chat.server";
import { createArticle } from "~/services/collaboration/knowledge.server";
import {
  collaborationPanel,
  type CollaborationPanelData,
} from "~/services/collaboration/panel.server";
import { createResource } from "~/services/collaboration/resources.server";
import { createTask, moveTask, upcomingDeadlines } from "~/services/collaboration/tasks.server";
import { dashboardStats, recentActivity } from "~/services/dashboard.server";
import { needsYou } from "~/services/needs-you.server";
import { getSettings } from "~/services/settings.server";
import { collaborationSchemas as schemas } from "~/utils/form-schemas.server";
import { dashboardUrl, parseDialog, parseTab } from "~/utils/dashboard-url";
import { requireRecordId } from "~/utils/record-id";
import { MAX_UPLOAD_LABEL, UPLOAD_ACCEPT } from "~/utils/uploads";

/** What the Upload dialog's file field takes, sent with the page rather than bundled. */
const UPLOAD_RULE = { accept: UPLOAD_ACCEPT, maxSize: MAX_UPLOAD_LABEL };

const METRIC_NAMES: Record<string, string> = {
  avg_resolution_days: "Average resolution time (days)",
  client_satisfaction: "Client satisfaction (out of 5)",
  avg_response_hours: "Average response time (hours)",
  active_cases: "Active cases",
  case_resolution_rate: "Case resolution rate (%)",
  billable_hours: "Billable hours",
  new_clients: "New clients",
};

/** A metric's name in words; an unknown one is its recorded type with spaces. */
function metricName(metricType: string): string {
  return METRIC_NAMES[metricType] ?? metricType.replace(/_/g, " ");
}

/** The Performance tab's metrics come named, so the table of names stays off the page. */
function withMetricNames(panel: CollaborationPanelData) {
  if (panel.tab !== "performance") return panel;
  const metrics = panel.metrics.map((metric) => ({
    ...metric,
    name: metricName(metric.metricType),
  }));
  return { ...panel, metrics };
}

export const loader = (args: LoaderFunctionArgs) =>
  screenLoader(args, "dashboard", async ({ user, url }) => {
    const search = url.searchParams;
    const tab = parseTab(search.get("tab"));
    const dialog = parseDialog(search.get("dialog"), tab);
    const channelParam = search.get("channel");
    // A channel that is not there, or private to others, is a missing page.
    const channel =
      channelParam === null ? null : requireRecordId(channelParam, "Channel not found");
    const q = (search.get("q") ?? "").trim().slice(0, 100);
    // "All channels" (?channels=all&page=N); else the recently active ones.
    const channelPage = search.get("channels") === "all" ? readPage(search) : null;
    const [mine, stats, activity, deadlines, settings, panel] = await Promise.all([
      needsYou(user),
      dashboardStats(user),
      recentActivity(user),
      upcomingDeadlines(user),
      getSettings(),
      collaborationPanel(user, tab, { channel, q, dialog, channelPage }),
    ]);
    return {
      needsYou: mine,
      stats,
      activity,
      deadlines,
      timeZone: settings.timeZone,
      dialog,
      panel: withMetricNames(panel),
      upload: UPLOAD_RULE,
    };
  });

/** The channel a chat form is about (a hidden field); one that cannot exist is not there. */
const channelOf = (formData: FormData) =>
  requireRecordId(formData.get("channelId"), "Channel not found");

const TASKS_URL = dashboardUrl({ tab: "tasks" });

export const action = (args: ActionFunctionArgs) =>
  screenAction(args, "dashboard", (intent) => ({
    "send-message": intent(
      schemas.SendMessageSchema,
      async ({ user, value, formData, redirect }) => {
        const channelId = channelOf(formData);
        await sendMessage(user, channelId, value);
        return redirect(dashboardUrl({ tab: "chat", channel: channelId }));
      },
      { creates: true },
    ),
    "create-channel": intent(
      schemas.NewChannelSchema,
      async ({ user, value, redirect }) => {
        const channel = await createChannel(user, value);
        const kind = channel.isPrivate ? "Private channel" : "Channel";
        return redirect(dashboardUrl({ tab: "chat", channel: channel.id }), {
          title: "Channel created",
          description: `${kind} #${channel.channelName} is ready.`,
        });
      },
      { creates: true },
    ),
    "add-member": intent(
      schemas.AddMemberSchema,
      async ({ user, value, formData, redirect }) => {
        const channelId = channelOf(formData);
        const member = await addMember(user, channelId, value);
        return redirect(dashboardUrl({ tab: "chat", channel: channelId }), {
          title: "Member added",
          description: `${member.firstName} ${member.lastName} can now read this channel.`,
        });
      },
      { staff: ["userId"] },
    ),
    "create-task": intent(
      schemas.NewTaskSchema,
      async ({ user, value, redirect }) => {
        const task = await createTask(user, value);
        return redirect(TASKS_URL, { title: "Task created", description: task.title });
      },
      { creates: true, staff: ["assignedTo"] },
    ),
    "start-task": intent(schemas.TaskIdSchema, async ({ user, value, redirect }) => {
      const task = await moveTask(user, value.taskId, { status: "in_progress" });
      return redirect(TASKS_URL, { title: "Task started", description: task.title });
    }),
    "complete-task": intent(schemas.TaskIdSchema, async ({ user, value, redirect }) => {
      const task = await moveTask(user, value.taskId, { status: "completed" });
      return redirect(TASKS_URL, { title: "Task completed", description: task.title });
    }),
    "create-article": intent(
      schemas.NewArticleSchema,
      async ({ user, value, redirect }) => {
        const article = await createArticle(user, value);
        return redirect(`/dashboard/knowledge/${article.id}`, {
          title: "Article added",
          description: article.title,
        });
      },
      { creates: true },
    ),
    /** The file streams to storage first; a refused form removes it again (the route kit). */
    "upload-resource": intent(
      schemas.NewResourceSchema,
      async ({ user, value, upload, redirect }) => {
        const resource = await createResource(user, value, upload!);
        return redirect(dashboardUrl({ tab: "resources" }), {
          title: "Resource uploaded",
          description: resource.name,
        });
      },
      { creates: true, upload: true },
    ),
  }));
