import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { CollaborationPanel } from "~/components/collaboration/collaboration-panel";
import { RecentActivity, UpcomingDeadlines } from "~/components/dashboard/activity-lists";
import { StatCards } from "~/components/dashboard/stat-cards";
import { ScreenHeading } from "~/components/screen-heading";
import type { PublicUser } from "~/services/auth.server";
import { addMember, createChannel, sendMessage } from "~/services/collaboration/chat.server";
import { createArticle } from "~/services/collaboration/knowledge.server";
import { collaborationPanel } from "~/services/collaboration/panel.server";
import { createResource } from "~/services/collaboration/resources.server";
import { createTask, moveTask, upcomingDeadlines } from "~/services/collaboration/tasks.server";
import { dashboardStats, recentActivity } from "~/services/dashboard.server";
import { requireUser } from "~/services/guard.server";
import { getSettings } from "~/services/settings.server";
import { redirectWithToast } from "~/services/toast.server";
import { isMultipart, readUploadForm, removeUpload } from "~/services/uploads.server";
import {
  AddMemberSchema,
  NewArticleSchema,
  NewChannelSchema,
  NewResourceSchema,
  NewTaskSchema,
  SendMessageSchema,
  TaskIdSchema,
} from "~/utils/collaboration-schemas";
import { dashboardUrl, parseDialog, parseTab } from "~/utils/dashboard-url";
import { submitForm, type FormReply } from "~/utils/form-action.server";
import { STAFF_ONLY } from "~/utils/roles";
import { ServiceError } from "~/utils/service-error";
import { UPLOAD_MESSAGES } from "~/utils/uploads";

export const meta: MetaFunction = () => [{ title: "Staff Dashboard" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request, STAFF_ONLY);
  const search = new URL(request.url).searchParams;
  const tab = parseTab(search.get("tab"));
  const dialog = parseDialog(search.get("dialog"), tab);
  const channelParam = search.get("channel");
  const channel = channelParam === null ? null : Number(channelParam);
  const q = (search.get("q") ?? "").trim().slice(0, 100);
  try {
    const [stats, activity, deadlines, settings, panel] = await Promise.all([
      dashboardStats(),
      recentActivity(),
      upcomingDeadlines(),
      getSettings(),
      collaborationPanel(user, tab, { channel, q, dialog }),
    ]);
    return { stats, activity, deadlines, timeZone: settings.timeZone, dialog, panel };
  } catch (error) {
    // A channel that is not there, or private to others, is a missing page.
    if (error instanceof ServiceError && error.status === 404) {
      throw new Response(error.message, { status: 404 });
    }
    throw error;
  }
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(request, STAFF_ONLY);
  const toast = (url: string, title: string, description?: string) =>
    redirectWithToast(url, { title, description }, { secure: context.secure });
  if (isMultipart(request)) return uploadResource(user, request, toast);

  const formData = await request.formData();
  const intent = String(formData.get("intent") ?? "");
  const channelId = Number(formData.get("channelId"));
  const tasks = dashboardUrl({ tab: "tasks" });
  switch (intent) {
    case "send-message":
      return submitForm(intent, formData, SendMessageSchema, async (value) => {
        await sendMessage(user, channelId, value);
        return redirect(dashboardUrl({ tab: "chat", channel: channelId }));
      });
    case "create-channel":
      return submitForm(intent, formData, NewChannelSchema, async (value) => {
        const channel = await createChannel(user, value);
        const kind = channel.isPrivate ? "Private channel" : "Channel";
        return toast(
          dashboardUrl({ tab: "chat", channel: channel.id }),
          "Channel created",
          `${kind} #${channel.channelName} is ready.`,
        );
      });
    case "add-member":
      return submitForm(intent, formData, AddMemberSchema, async (value) => {
        const member = await addMember(user, channelId, value);
        return toast(
          dashboardUrl({ tab: "chat", channel: channelId }),
          "Member added",
          `${member.firstName} ${member.lastName} can now read this channel.`,
        );
      });
    case "create-task":
      return submitForm(intent, formData, NewTaskSchema, async (value) => {
        const task = await createTask(user, value);
        return toast(tasks, "Task created", task.title);
      });
    case "start-task":
    case "complete-task": {
      const status = intent === "start-task" ? "in_progress" : "completed";
      return submitForm(intent, formData, TaskIdSchema, async ({ taskId }) => {
        const task = await moveTask(user, taskId, { status });
        return toast(tasks, status === "completed" ? "Task completed" : "Task started", task.title);
      });
    }
    case "create-article":
      return submitForm(intent, formData, NewArticleSchema, async (value) => {
        const article = await createArticle(user, value);
        return toast(`/dashboard/knowledge/${article.id}`, "Article added", article.title);
      });
    default:
      throw new Response("Unknown action", { status: 400 });
  }
}

/** Upload: the file streams to disk first; a refused form removes it again. */
async function uploadResource(
  user: PublicUser,
  request: Request,
  toast: (url: string, title: string, description?: string) => Promise<Response>,
) {
  const intent = "upload-resource";
  let read: Awaited<ReturnType<typeof readUploadForm>>;
  try {
    read = await readUploadForm(request);
  } catch (error) {
    if (!(error instanceof ServiceError)) throw error;
    const result = { status: "error" as const, error: { "": [error.message] } };
    return data<FormReply>({ intent, result }, { status: error.status });
  }
  const { formData, upload, problem } = read;
  if (formData.get("intent") !== intent) {
    if (upload) await removeUpload(upload.storageKey);
    throw new Response("Unknown action", { status: 400 });
  }
  const response = await submitForm(
    intent,
    formData,
    NewResourceSchema,
    async (value) => {
      const resource = await createResource(user, value, upload!);
      return toast(dashboardUrl({ tab: "resources" }), "Resource uploaded", resource.name);
    },
    problem ? { file: [UPLOAD_MESSAGES[problem]] } : undefined,
  );
  if (upload && !(response instanceof Response)) await removeUpload(upload.storageKey);
  return response;
}

export default function StaffDashboard() {
  const { stats, activity, deadlines, timeZone, dialog, panel } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  return (
    <div className="space-y-8">
      <ScreenHeading title="Staff Dashboard">
        Your cases, deadlines and team at a glance.
      </ScreenHeading>
      <StatCards stats={stats} />
      <div className="grid gap-6 lg:grid-cols-2">
        <RecentActivity items={activity} timeZone={timeZone} />
        <UpcomingDeadlines tasks={deadlines} />
      </div>
      <CollaborationPanel
        panel={panel}
        dialog={dialog}
        timeZone={timeZone}
        reply={reply && "intent" in reply ? reply : undefined}
      />
    </div>
  );
}
