/** The staff dashboard's URL state: which collaboration tab, channel, search and dialog are open. */

export const COLLABORATION_TABS = [
  { id: "chat", label: "Internal Chat" },
  { id: "tasks", label: "Tasks" },
  { id: "knowledge", label: "Knowledge Base" },
  { id: "performance", label: "Performance" },
  { id: "resources", label: "Resources" },
] as const;
export type CollaborationTab = (typeof COLLABORATION_TABS)[number]["id"];

/** Each dialog belongs to one tab. */
export const DIALOGS = {
  "new-channel": "chat",
  "new-task": "tasks",
  "new-article": "knowledge",
  "upload-resource": "resources",
} as const satisfies Record<string, CollaborationTab>;
export type DialogName = keyof typeof DIALOGS;

export function parseTab(value: string | null): CollaborationTab {
  return COLLABORATION_TABS.find((tab) => tab.id === value)?.id ?? "chat";
}

export function parseDialog(value: string | null, tab: CollaborationTab): DialogName | null {
  return value && value in DIALOGS && DIALOGS[value as DialogName] === tab
    ? (value as DialogName)
    : null;
}

/** What the dashboard's URL holds. */
export interface DashboardState {
  tab?: CollaborationTab;
  channel?: number | null;
  q?: string | null;
  dialog?: DialogName | null;
  /** The chat tab's "All channels" list, and its page, instead of the recently active ones. */
  channels?: "all" | null;
  page?: number | null;
}

export function dashboardUrl(state: DashboardState = {}): string {
  const params = new URLSearchParams();
  if (state.tab) params.set("tab", state.tab);
  if (state.channel) params.set("channel", String(state.channel));
  if (state.q) params.set("q", state.q);
  if (state.dialog) params.set("dialog", state.dialog);
  if (state.channels) params.set("channels", state.channels);
  if (state.channels && state.page && state.page > 1) params.set("page", String(state.page));
  const search = params.toString();
  return search ? `/dashboard?${search}` : "/dashboard";
}
