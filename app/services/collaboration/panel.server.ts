import type { CollaborationTab, DialogName } from "~/utils/dashboard-url";
import type { PublicUser } from "../auth.server";
import {
  channelPage,
  openChannel,
  recentChannels,
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
import { staffChoices, type StaffChoices } from "../people.server";
import type { Person } from "~/utils/person";
import { taskBoard, type TaskColumns } from "./tasks.server";

/** What the selected tab of the Team Collaboration panel shows; only that tab is read. */
export type CollaborationPanelData =
  | {
      tab: "chat";
      channels: PublicChannel[];
      /**
       * Which list: the most recently active channels (`more` when there are others), or a page
       * of all of them by name.
       */
      list:
        | { all: false; more: boolean }
        | { all: true; page: number; pageCount: number; total: number };
      channel: PublicChannel | null;
      messages: PublicChatMessage[];
      members: Person[];
      /** Staff who may be added to the selected private channel. */
      candidates: StaffChoices;
    }
  | { tab: "tasks"; board: TaskColumns; staff: StaffChoices }
  | { tab: "knowledge"; q: string; articles: PublicArticle[]; categories: string[] }
  | { tab: "performance"; summary: PerformanceSummary; metrics: PublicMetric[] }
  | { tab: "resources"; resources: PublicResource[] };

/** A channel that is not there, or private to others, throws the service's 404. */
export async function collaborationPanel(
  user: PublicUser,
  tab: CollaborationTab,
  params: {
    channel: number | null;
    q: string;
    dialog: DialogName | null;
    /** "All channels", at this page; else the recently active ones. */
    channelPage?: number | null;
  },
): Promise<CollaborationPanelData> {
  switch (tab) {
    case "chat": {
      const [listed, open] = await Promise.all([
        params.channelPage ? channelPage(user, params.channelPage) : recentChannels(user),
        params.channel === null ? null : openChannel(user, params.channel),
      ]);
      const list =
        "page" in listed
          ? {
              all: true as const,
              page: listed.page,
              pageCount: listed.pageCount,
              total: listed.total,
            }
          : { all: false as const, more: listed.more };
      // The open channel is among the recent ones even when it has been quiet for a while.
      const channels =
        open && !list.all && !listed.channels.some((c) => c.id === open.channel.id)
          ? [...listed.channels, open.channel]
          : listed.channels;
      if (!open) {
        return {
          tab,
          channels,
          list,
          channel: null,
          messages: [],
          members: [],
          candidates: { staff: [], complete: true },
        };
      }
      const staff = open.channel.isPrivate
        ? await staffChoices(user)
        : { staff: [], complete: true };
      const memberIds = new Set(open.members.map((member) => member.id));
      // Whom to add: those not in it yet (of a larger firm, the first ones, as suggestions).
      const candidates = {
        ...staff,
        staff: staff.staff.filter((member) => !memberIds.has(member.id)),
      };
      return { tab, channels, list, ...open, candidates };
    }
    case "tasks": {
      const [board, staff] = await Promise.all([
        taskBoard(user),
        params.dialog === "new-task" ? staffChoices(user) : { staff: [], complete: true },
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
