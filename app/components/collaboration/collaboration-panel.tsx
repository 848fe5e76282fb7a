import type { SubmissionResult } from "@conform-to/react";
import { Tab, TabGroup, TabList, TabPanel, TabPanels } from "@headlessui/react";
import { Link, useNavigate, useNavigation } from "@remix-run/react";
import type { CollaborationPanel as PanelData } from "~/services/collaboration/panel.server";
import {
  COLLABORATION_TABS,
  dashboardUrl,
  parseTab,
  type CollaborationTab,
  type DialogName,
} from "~/utils/dashboard-url";
import { useHydrated } from "~/utils/use-hydrated";
import { ChatPanel } from "./chat-panel";
import { KnowledgePanel } from "./knowledge-panel";
import { PerformancePanel } from "./performance-panel";
import { ResourcesPanel } from "./resources-panel";
import { TaskBoard } from "./task-board";

export interface PanelReply {
  intent: string;
  result: SubmissionResult<string[]>;
}

/** The failed submission of this form, if the last one was it. */
export function replyFor(reply: PanelReply | undefined, ...intents: string[]) {
  return reply && intents.includes(reply.intent) ? reply.result : undefined;
}

const tabClass = (selected: boolean) =>
  `-mb-px whitespace-nowrap border-b-2 px-4 py-2 text-sm font-medium focus:outline-none focus-visible:ring-2 focus-visible:ring-blue-700 ${
    selected
      ? "border-blue-900 text-blue-900"
      : "border-transparent text-slate-700 hover:text-slate-900"
  }`;

interface PanelProps {
  panel: PanelData;
  dialog: DialogName | null;
  timeZone: string;
  reply?: PanelReply;
}

/**
 * The Team Collaboration panel. Its tab is URL state and the server renders the selected one;
 * without JavaScript the tabs are links. With it they are ARIA tabs (arrow keys move between
 * them, Enter or Space opens one), and opening one fetches that tab from the server.
 */
export function CollaborationPanel({ panel, dialog, timeZone, reply }: PanelProps) {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const pendingTab: CollaborationTab | null =
    navigation.state === "loading" && navigation.location.pathname === "/dashboard"
      ? parseTab(new URLSearchParams(navigation.location.search).get("tab"))
      : null;
  const shownTab = pendingTab ?? panel.tab;
  const body =
    pendingTab && pendingTab !== panel.tab ? (
      <p role="status" className="p-6 text-sm text-slate-600">
        Loading...
      </p>
    ) : (
      <PanelBody panel={panel} dialog={dialog} timeZone={timeZone} reply={reply} />
    );

  return (
    <section
      aria-labelledby="collaboration-title"
      className="rounded-lg border border-slate-200 bg-white shadow-sm"
    >
      <h2 id="collaboration-title" className="px-4 pt-4 text-lg font-semibold">
        Team Collaboration
      </h2>
      {hydrated ? (
        <TabGroup
          manual
          selectedIndex={COLLABORATION_TABS.findIndex((tab) => tab.id === shownTab)}
          onChange={(index) =>
            navigate(dashboardUrl({ tab: COLLABORATION_TABS[index].id }), {
              preventScrollReset: true,
            })
          }
        >
          <TabList
            aria-label="Team Collaboration"
            className="flex overflow-x-auto border-b border-slate-200 px-2"
          >
            {COLLABORATION_TABS.map((tab) => (
              <Tab key={tab.id} className={({ selected }) => tabClass(selected)}>
                {tab.label}
              </Tab>
            ))}
          </TabList>
          <TabPanels>
            {COLLABORATION_TABS.map((tab) => (
              <TabPanel key={tab.id} className="p-4 focus:outline-none">
                {tab.id === shownTab ? body : null}
              </TabPanel>
            ))}
          </TabPanels>
        </TabGroup>
      ) : (
        <>
          <nav
            aria-label="Team Collaboration"
            className="flex overflow-x-auto border-b border-slate-200 px-2"
          >
            {COLLABORATION_TABS.map((tab) => (
              <Link
                key={tab.id}
                to={dashboardUrl({ tab: tab.id })}
                preventScrollReset
                aria-current={tab.id === panel.tab ? "page" : undefined}
                className={tabClass(tab.id === panel.tab)}
              >
                {tab.label}
              </Link>
            ))}
          </nav>
          <div className="p-4">{body}</div>
        </>
      )}
    </section>
  );
}

function PanelBody({ panel, dialog, timeZone, reply }: PanelProps) {
  switch (panel.tab) {
    case "chat":
      return <ChatPanel panel={panel} dialog={dialog} timeZone={timeZone} reply={reply} />;
    case "tasks":
      return <TaskBoard panel={panel} dialog={dialog} reply={reply} />;
    case "knowledge":
      return <KnowledgePanel panel={panel} dialog={dialog} timeZone={timeZone} reply={reply} />;
    case "performance":
      return <PerformancePanel panel={panel} timeZone={timeZone} />;
    case "resources":
      return <ResourcesPanel panel={panel} dialog={dialog} reply={reply} />;
  }
}
