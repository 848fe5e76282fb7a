import type { CollaborationTab, DialogName } from "~/utils/dashboard-url";
import type { PublicUser } from "../auth.server";
import {
  listChannels,
  openChannel,
  type PublicChannel,
  type PublicChatMessage,
} from "./chat.server";
import { listArticles, listCategories, type PublicArticle } from "./knowledge.server";
import {
  currentFigures,
  listMetrics,
  type PerformanceSummary,
  type PublicMetric,
} from "./performance.server";
import { listResources, type PublicResource } from "./resources.server";
import { listStaff } from "../people.server";
import type { Person } from "~/utils/person";
import { taskBoard, type TaskColumns } from "./tasks.server";

/** What the selected tab of the Team Collaboration panel shows; only that tab is read. */
export type CollaborationPanelData =
  | {
      tab: "chat";
      channels: PublicChannel[];
      channel: PublicChannel | null;
      messages: PublicChatMessage[];
      members: Person[];
      /** Staff who may be added to the selected private channel. */
      candidates: Person[];
    }
  | { tab: "tasks"; board: TaskColumns; staff: Person[] }
  | { tab: "knowledge"; q: string; articles: PublicArticle[]; categories: string[] }
  | { tab: "performance"; summary: PerformanceSummary; metrics: PublicMetric[] }
  | { tab: "resources"; resources: PublicResource[] };

/** A channel that is not there, or private to others, throws the service's 404. */
export async function collaborationPanel(
  user: PublicUser,
  tab: CollaborationTab,
  params: { channel: number | null; q: string; dialog: DialogName | null },
): Promise<CollaborationPanelData> {
  switch (tab) {
    case "chat": {
      const [channels, open] = await Promise.all([
        listChannels(user),
        params.channel === null ? null : openChannel(user, params.channel),
      ]);
      if (!open) return { tab, channels, channel: null, messages: [], members: [], candidates: [] };
      const staff = open.channel.isPrivate ? await listStaff(user) : [];
      const memberIds = new Set(open.members.map((member) => member.id));
      const candidates = staff.filter((member) => !memberIds.has(member.id));
      return { tab, channels, ...open, candidates };
    }
    case "tasks": {
      const [board, staff] = await Promise.all([
        taskBoard(user),
        params.dialog === "new-task" ? listStaff(user) : [],
      ]);
      return { tab, board, staff };
    }
    case "knowledge": {
      const [articles, categories] = await Promise.all([
        listArticles(user, params.q),
        params.dialog === "new-article" ? listCategories(user) : [],
      ]);
      return { tab, q: params.q, articles, categories };
    }
    case "performance": {
      const [summary, metrics] = await Promise.all([currentFigures(user), listMetrics(user)]);
      return { tab, summary, metrics };
    }
    case "resources":
      return { tab, resources: await listResources(user) };
  }
}
